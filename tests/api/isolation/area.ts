import type { Signed } from '../../support/factories';
import type { TestServer } from '../../support/server';

/**
 * One area's part of the two-tenant isolation suite (tests/api/isolation.test.ts). Tenant B's rows
 * carry text containing `B-secret` (or a listed secret), so a leak is seen in any answer.
 */
export interface IsolationArea {
  /** Creates tenant B's rows of this area; called once before any case. */
  seed(s: TestServer, A: Signed, B: Signed): Promise<void>;
  /** Texts of B's rows that must never reach A (beyond anything containing `B-secret`). */
  secrets?: () => string[];
  /** One call per GraphQL operation of the area, made as A with B's ids. */
  graphql(s: TestServer, A: Signed, B: Signed): Record<string, () => Promise<unknown>>;
  /** The calls per REST route of the area, keyed `METHOD /api/group/path` as the router declares it. */
  rest(s: TestServer, A: Signed, B: Signed): Record<string, () => Promise<unknown>[]>;
  /** B's rows of this area, in a fixed order (compared before and after every case). */
  snapshot(s: TestServer, B: Signed): Promise<unknown>;
}
