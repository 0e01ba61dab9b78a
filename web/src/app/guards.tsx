import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { MenuGroup } from '@rules/permissions';
import { ControllerMeDocument } from '@/gql/graphql';
import { ErrorPage } from './ErrorPage';
import { PageSpinner } from './PageSpinner';
import { useSession } from './session';

/** Where a signed-in academy user belongs. */
export function homeOf(type: string): string {
  return type === 'guardian' ? '/guardian' : '/dashboard';
}

/** Academy pages: a signed-in user who is not a guardian (spec §2). */
export function RequireAcademyUser() {
  const { me, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (!me) return <Navigate to="/login" replace />;
  if (me.type === 'guardian') return <Navigate to="/guardian" replace />;
  return <Outlet />;
}

/** Guardian pages: a signed-in guardian. */
export function RequireGuardian() {
  const { me, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (!me) return <Navigate to="/login" replace />;
  if (me.type !== 'guardian') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** The login page: a signed-in user is sent on by role. */
export function RedirectIfSignedIn() {
  const { me, loading } = useSession();
  if (loading) return <PageSpinner />;
  if (me) return <Navigate to={homeOf(me.type)} replace />;
  return <Outlet />;
}

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
    return <ErrorPage status="403" messageId="error.authorRequired" to="/dashboard" labelId="menu.dashboard" />;
  }
  return <>{children}</>;
}
