import type { ApolloClient } from '@apollo/client';

/**
 * After an admission save (or a removal elsewhere): drop the cached student lists, the pending
 * applications and the next numbers; the queries on screen that read them fetch again, the others
 * fetch when they next mount. Nothing is asked for a list nobody is showing.
 */
export function refreshAdmissions(client: ApolloClient): Promise<unknown> {
  return client.refetchQueries({
    updateCache(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'students' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'studentPage' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'pendingApplications' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'admissionNumbers' });
    },
  });
}
