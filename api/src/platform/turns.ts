import type { ApolloServerPlugin, GraphQLRequestContext, GraphQLRequestListener } from '@apollo/server';
import { Kind } from 'graphql';

/** At most `slots` holders at a time; the others wait their turn, first come first served. */
export function turns(slots: number): { take(): Promise<() => void> } {
  let free = slots;
  const waiting: (() => void)[] = [];
  return {
    async take() {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const next = waiting.shift();
        if (next) next();
        else free += 1;
      };
    },
  };
}

/**
 * GraphQL queries that ask for one of `fields` at their root (the long lists: up to 2,000 students)
 * are executed at most `slots` at a time, from execution until the answer is made: the work is
 * all CPU, so running more at once answers none sooner, but each holds its rows and its result
 * tree meanwhile (50 clients reading the 2,000-student list at once took the server to 315 MB).
 * Other operations never wait. A root field behind a fragment spread is not seen (not waited for).
 */
export function longListTurns<C extends object>(fields: ReadonlySet<string>, slots: number): ApolloServerPlugin<C> {
  const gate = turns(slots);
  const held = new WeakMap<object, () => void>();
  const listener: GraphQLRequestListener<C> = {
    async executionDidStart(rc: GraphQLRequestContext<C>) {
      const op = rc.operation;
      if (op?.operation !== 'query' || !op.selectionSet.selections.some((s) => s.kind === Kind.FIELD && fields.has(s.name.value))) return;
      held.set(rc, await gate.take());
    },
    async willSendResponse(rc: GraphQLRequestContext<C>) {
      held.get(rc)?.();
      held.delete(rc);
    },
  };
  return { requestDidStart: async () => listener };
}
