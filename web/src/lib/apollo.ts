import { ApolloClient, InMemoryCache } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';

/**
 * The one Apollo client: same-origin /graphql with the session cookie. Multipart uploads go
 * through the same link; the preflight header satisfies the server's CSRF prevention.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new UploadHttpLink({ uri, credentials: 'same-origin', headers: { 'Apollo-Require-Preflight': 'true' } }),
    cache: new InMemoryCache(),
  });
}

let shared: ApolloClient | null = null;

/** The client of this page, made on first use (public pages never load Apollo). */
export function apolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
