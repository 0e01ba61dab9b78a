import { Navigate, useParams } from 'react-router';
import { useSession } from '@/app/session';
import NotFound from '@/app/NotFound';

/** /{email prefix}/settings (spec: settings open in a new tab there): the signed-in academy's own slug goes to /settings. */
export default function SlugSettings() {
  const { slug } = useParams();
  const { me } = useSession();
  if (me && slug === me.academy.slug) return <Navigate to="/settings" replace />;
  return <NotFound />;
}
