import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { apolloClient } from '@/lib/apollo';
import { SessionProvider, SyncAcademyType } from './session';

/**
 * Apollo and the session for every route that talks to the API. Loaded lazily, so the public
 * landing and terms pages stay light (guardians and visitors are on slow phones). A client
 * provided from outside (tests) is kept.
 */
export default function ApolloSession() {
  const outer = useContext(getApolloContext()).client;
  const session = (
    <SessionProvider>
      <SyncAcademyType />
      <Outlet />
    </SessionProvider>
  );
  return outer ? session : <ApolloProvider client={apolloClient()}>{session}</ApolloProvider>;
}
