import type { ApolloCache } from '@apollo/client';

/** A mutation's `update`: drops a deleted row (by type name and id) from the Apollo cache and its lists. */
export function evictRow(typename: string, id: number) {
  return (cache: ApolloCache) => {
    cache.evict({ id: cache.identify({ __typename: typename, id }) });
    cache.gc();
  };
}
