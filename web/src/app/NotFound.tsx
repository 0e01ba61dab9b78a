import { ErrorPage } from './ErrorPage';

/** Any unknown path. */
export default function NotFound() {
  return <ErrorPage status="404" messageId="error.sorryNotFound" to="/" labelId="app.home" />;
}
