import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import { PublicProviders } from './Providers';
import { routes } from './routes';

/** The whole client: local preferences, intl + antd, and the browser router (Apollo loads with the routes that need it). */
export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <PublicProviders>
      <RouterProvider router={router} />
    </PublicProviders>
  );
}
