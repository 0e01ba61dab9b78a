import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from './PageSpinner';

/** One lazily loaded screen per route (code splitting by route). */
export function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Component />
    </Suspense>
  );
}

// The login page asks who is signed in over REST: no Apollo until the academy or guardian area opens.
const RedirectIfSignedIn = lazy(() => import('./RedirectIfSignedIn'));
const Landing = lazy(() => import('@/features/public/LandingPage'));
const Terms = lazy(() => import('@/features/public/TermsPage'));
const Login = lazy(() => import('@/features/auth/LoginScreen'));
const GuardianResult = lazy(() => import('@/features/guardian/GuardianResult'));
const GuardianHomework = lazy(() => import('@/features/guardian/GuardianHomework'));
const GuardianSession = lazy(() => import('@/features/guardian/GuardianSession'));
const GuardianLayout = lazy(() => import('./GuardianLayout'));
const GuardianHome = lazy(() => import('@/features/guardian/GuardianHome'));

/**
 * The pages without Apollo (the landing, terms, REST reference, sign-in and the guardian's); every
 * other address is apolloRoutes.tsx's.
 */
export const routes: RouteObject[] = [
  { path: '/', element: page(Landing) },
  { path: '/terms', element: page(Terms) },
  // The REST reference (public; antd, its own chunk): the OpenAPI document of GET /api/openapi.json.
  { path: '/developers', element: page(lazy(() => import('@/features/developers/DevelopersPage'))) },
  { element: page(RedirectIfSignedIn), children: [{ path: '/login', element: page(Login) }] },
  // The guardian's phone pages: session and guard over plain fetch, no Apollo and no antd (≤ 150 KB each).
  {
    element: page(GuardianSession),
    children: [{
      element: page(GuardianLayout),
      children: [
        { path: '/guardian', element: page(GuardianHome) },
        { path: '/result/guardian/:admitNo', element: page(GuardianResult) },
        { path: '/home_work/:admitNo', element: page(GuardianHomework) },
        { path: '/student_fees', element: page(lazy(() => import('@/features/guardian/GuardianFees'))) },
        { path: '/payments/:admitNo', element: page(lazy(() => import('@/features/guardian/GuardianPayments'))) },
        { path: '/notice', element: page(lazy(() => import('@/features/guardian/GuardianNotice'))) },
        { path: '/student_attendance/:admitNo', element: page(lazy(() => import('@/features/guardian/GuardianAttendance'))) },
      ],
    }],
  },
  // Every other address (the office, the controller, the academies' public pages and not found): its
  // own table (apolloRoutes.tsx), loaded with the first such page, so the guardian's, sign-in and
  // landing pages do not carry the office's routes.
  { path: '*', element: page(lazy(() => import('./apolloRoutes'))) },
];
