import { createContext, useContext, useEffect } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { PageSpinner } from '@/app/PageSpinner';
import { usePreferences } from '@/app/preferences';
import type { MeFieldsFragment } from '@/gql/graphql';
import { ME_QUERY, useGuardianQuery } from './guardianApi';
import { forgetGuardianData, startGuardianPwa } from './guardianPwa';

const GuardianMe = createContext<MeFieldsFragment | null>(null);

/** The signed-in guardian (inside GuardianSession). */
export function useGuardianMe(): MeFieldsFragment {
  const me = useContext(GuardianMe);
  if (!me) throw new Error('useGuardianMe outside GuardianSession');
  return me;
}

/**
 * The guardian pages' session and guard (spec §2): the current user read afresh with plain fetch
 * (no Apollo on a guardian's phone); nobody signed in goes to /login, an academy user to /dashboard.
 * The academy's type chooses the wording (madrasa or school), as the academy area's session does.
 */
export default function GuardianSession() {
  const { data, loading, error } = useGuardianQuery('Me', ME_QUERY, {});
  const me = data?.me ?? null;
  const { academyType, setAcademyType } = usePreferences();
  const sessionType = me?.academy.academyType;
  // Installable and offline only on the guardian's pages (guardianPwa.ts).
  useEffect(() => { startGuardianPwa(); }, []);
  useEffect(() => {
    if (sessionType && sessionType !== academyType) setAcademyType(sessionType);
  }, [sessionType, academyType, setAcademyType]);
  if (loading && !data && !error) return <PageSpinner />;
  if (!me) return <Navigate to="/login" replace />;
  if (me.type !== 'guardian') return <Navigate to="/dashboard" replace />;
  return <GuardianMe.Provider value={me}><Outlet /></GuardianMe.Provider>;
}

/** Ends the session over REST (POST /api/auth/logout) and returns to /login. */
export function useGuardianLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await forgetGuardianData();
    try {
      await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    } catch {
      /* offline: the cookie ends with its session; the login page asks again */
    } finally {
      navigate('/login', { replace: true });
    }
  };
}
