import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { can as canRole, type Permission } from '@rules/permissions';
import { MeDocument, type MeFieldsFragment } from '@/gql/graphql';
import { usePreferences } from './preferences';

export interface SessionValue {
  me: MeFieldsFragment | null;
  loading: boolean;
  refetch: () => Promise<unknown>;
  /** The same permission table the server enforces. */
  can: (permission: Permission) => boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

/**
 * Auth state (spec §4): loading first; the current user is fetched on start; failure clears it.
 * Fetched afresh each time the API area opens (never answered from the cache): the login page
 * signs in over REST, so a cached answer from before may be stale.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, loading, refetch } = useQuery(MeDocument, { fetchPolicy: 'network-only' });
  const me = data?.me ?? null;
  const value = useMemo<SessionValue>(
    () => ({ me, loading: loading && !data, refetch, can: (p) => !!me && canRole(me.type, p) }),
    [me, loading, data, refetch],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in academy's type chooses the wording (madrasa or school) and is kept locally (spec §1). */
export function SyncAcademyType() {
  const { me } = useSession();
  const { academyType, setAcademyType } = usePreferences();
  const sessionType = me?.academy.academyType;
  useEffect(() => {
    if (sessionType && sessionType !== academyType) setAcademyType(sessionType);
  }, [sessionType, academyType, setAcademyType]);
  return null;
}
