import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The catalogue key of a failed call (GraphQL extensions.code or REST message), as a message id `error.<key>`. */
export function errorMessageId(error: unknown): { id: string; values: Record<string, string | number> } {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    const params = (first?.extensions?.params ?? {}) as Record<string, string | number>;
    if (typeof code === 'string' && /^[a-zA-Z]+$/.test(code) && code !== 'INTERNAL_SERVER_ERROR') {
      return { id: `error.${code}`, values: params };
    }
  }
  return { id: 'error.errorMessage', values: {} };
}
