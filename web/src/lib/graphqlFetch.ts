/**
 * One GraphQL operation over plain fetch (same-origin /graphql, the session cookie, the preflight
 * header the server's CSRF prevention asks for): for the guardian's phone pages, which load no
 * Apollo Client (about 50 KB gzip). A refusal is thrown branded as Apollo's CombinedGraphQLErrors,
 * so lib/errors.ts's errorMessageId translates it as it does Apollo's.
 */
export interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

export class GraphQLCallError extends Error {
  readonly [key: symbol]: unknown;
  constructor(readonly errors: GraphQLErrorLike[]) {
    super(errors[0]?.message ?? 'errorMessage');
    this.name = 'GraphQLCallError';
    (this as Record<symbol, unknown>)[Symbol.for('apollo.error')] = 'CombinedGraphQLErrors';
  }
}

/**
 * `meta.keptAt`: when the answer is the guardian worker's kept copy (the phone is offline: public/sw.js
 * marks it with X-Talim-Kept-At), the ISO time it was kept; null for an answer from the network.
 */
export async function graphqlFetch<T>(operationName: string, query: string, variables: Record<string, unknown> = {}, meta?: { keptAt: string | null }): Promise<T> {
  const res = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Apollo-Require-Preflight': 'true' },
    body: JSON.stringify({ operationName, query, variables }),
  });
  if (meta) meta.keptAt = res.headers?.get?.('X-Talim-Kept-At') ?? null;
  const body = (await res.json().catch(() => ({}))) as { data?: T | null; errors?: GraphQLErrorLike[] };
  if (body.errors?.length) throw new GraphQLCallError(body.errors);
  if (!res.ok || body.data === undefined || body.data === null) throw new GraphQLCallError([{ message: 'errorMessage' }]);
  return body.data;
}
