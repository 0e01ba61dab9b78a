import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import { createApolloClient } from '@/lib/apollo';
import { AppProviders } from './Providers';
import { routes } from './routes';

/** The whole client: one Apollo client, the providers and the browser router. */
export function App() {
  const client = useMemo(() => createApolloClient(), []);
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <ApolloProvider client={client}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </ApolloProvider>
  );
}
