import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';

/**
 * The embedded database has one connection, and TypeORM hands every caller the same query runner.
 * A transaction that awaits real I/O (a password check, a file write) would let another request's
 * queries — even its own transaction, as a savepoint — run inside it, and a rollback would take
 * them along. So on SQLite transactions run one at a time, and while one is open, every query of
 * anyone else waits until it ends. MySQL and MariaDB give each transaction its own connection.
 *
 * Which queries belong to the open transaction is told by an AsyncLocalStorage. On Node 20 its first
 * run() turns on promise hooks for the whole process, and they stay on while it is enabled: every
 * promise of every later request pays for them (a promise-heavy loop runs 2.7 times slower; a small
 * GraphQL call took about 8 % more CPU in one measurement). So the storage is enabled only while a transaction is open or waiting,
 * and disabled again when the last one ends (nothing is left that could ask whose query it is).
 */
export function serializeSqliteTransactions(db: DataSource): void {
  const owner = new AsyncLocalStorage<symbol>();
  let open: { token: symbol; ended: Promise<void> } | null = null;
  let queue: Promise<void> = Promise.resolve();
  /** Transactions open or waiting their turn; at 0 the storage (and Node's promise hooks) is off. */
  let waiting = 0;

  const runner: QueryRunner = db.createQueryRunner();
  // The class's query, looked up at each call (a bench counting statements wraps it).
  const proto = Object.getPrototypeOf(runner) as { query: (...args: unknown[]) => Promise<unknown> };
  runner.query = (async (...args: unknown[]) => {
    while (open && open.token !== owner.getStore()) await open.ended;
    return proto.query.apply(runner, args);
  }) as QueryRunner['query'];

  const manager = db.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = (async (...args: unknown[]) => {
    // A transaction begun inside its own transaction is its savepoint, as TypeORM does it.
    if (open && open.token === owner.getStore()) return transaction(...args);
    let end!: () => void;
    const ended = new Promise<void>((resolve) => { end = resolve; });
    const before = queue;
    queue = before.then(() => ended);
    waiting += 1;
    try {
      await before;
      const token = Symbol('transaction');
      open = { token, ended };
      return await owner.run(token, () => transaction(...args));
    } finally {
      open = null;
      waiting -= 1;
      if (waiting === 0) owner.disable();
      end();
    }
  }) as typeof manager.transaction;
}
