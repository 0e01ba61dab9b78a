import { useQuery } from '@apollo/client/react';
import { Suspense, lazy, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { MenuGroup } from '@rules/permissions';
import { ControllerMeDocument } from '@/gql/graphql';
import { PageSpinner } from './PageSpinner';
import { useSession } from './session';

export { homeOf } from '@/lib/authApi';

// antd's Result and its illustrations (about 10 KB gzip) load only when a refusal is shown.
const ErrorPage = lazy(() => import('./ErrorPage').then((m) => ({ default: m.ErrorPage })));

/** Academy pages: a signed-in user who is not a guardian (spec §2). */
export function RequireAcademyUser() {
  const { me, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (!me) return <Navigate to="/login" replace />;
  if (me.type === 'guardian') return <Navigate to="/guardian" replace />;
  return <Outlet />;
}

/* Guardian pages: features/guardian/GuardianSession.tsx (plain fetch, no Apollo on a guardian's phone). */

/** Controller pages: an operator of type super_admin, else /controller_login. */
export function RequireController() {
  const { data, loading } = useQuery(ControllerMeDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageSpinner />;
  if (data?.controllerMe?.type !== 'super_admin') return <Navigate to="/controller_login" replace />;
  return <Outlet />;
}

/** A screen of a menu group (spec §6): a role without the group sees authorRequired, as the server answers. */
export function RequireGroup({ group, children }: { group: MenuGroup; children: ReactNode }) {
  const { me } = useSession();
  if (!me?.menuGroups.includes(group)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ErrorPage status="403" messageId="error.authorRequired" to="/dashboard" labelId="menu.dashboard" />
      </Suspense>
    );
  }
  return <>{children}</>;
}
