import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { fetchSignedIn, homeOf, type SignedInUser } from '@/lib/authApi';
import { PageSpinner } from './PageSpinner';

/**
 * The login page: a signed-in user is sent on by role. Asked over REST (GET /api/auth/me), so the
 * login page loads no Apollo; the area it leads to reads the session afresh with its own query.
 */
export default function RedirectIfSignedIn() {
  const [user, setUser] = useState<SignedInUser | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void fetchSignedIn().then((found) => { if (live) setUser(found); });
    return () => { live = false; };
  }, []);
  if (user === undefined) return <PageSpinner />;
  if (user) return <Navigate to={homeOf(user.type)} replace />;
  return <Outlet />;
}
