import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';

/**
 * The embedded database has one connection, and TypeORM hands every caller the same query runner.
 * A transaction that awaits real I/O (a password check, a file write) would let another request's
 * queries — even its own transaction, as a savepoint — run inside it, and a rollback would take
 * them along. So on SQLite transactions run one at a time, and while one is open, every query of
 * anyone else waits until it ends. MySQL and MariaDB give each transaction its own connection.
 */
export function serializeSqliteTransactions(db: DataSource): void {
  const owner = new AsyncLocalStorage<symbol>();
  let open: { token: symbol; ended: Promise<void> } | null = null;
  let queue: Promise<void> = Promise.resolve();

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
    await before;
    const token = Symbol('transaction');
    open = { token, ended };
    try {
      return await owner.run(token, () => transaction(...args));
    } finally {
      open = null;
      end();
    }
  }) as typeof manager.transaction;
}
