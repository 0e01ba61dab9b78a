import { PublicShell } from '@/features/public/PublicShell';
import { ErrorPage } from './ErrorPage';

/** Any unknown path: in the public pages' frame (the product's name, language, sign-in), as an unknown academy's is. */
export default function NotFound() {
  return (
    <PublicShell>
      <ErrorPage status="404" messageId="error.sorryNotFound" to="/" labelId="app.home" />
    </PublicShell>
  );
}
