import { QueryFailedError } from 'typeorm';

/**
 * Whether a failed query broke a unique key (SQLite: "UNIQUE constraint failed", MySQL and
 * MariaDB: ER_DUP_ENTRY "Duplicate entry"). Callers that race for a unique value (an e-mail, a
 * business number) catch it and answer duplicateNotPossible or choose again.
 */
export function isUniqueViolation(e: unknown): boolean {
  if (!(e instanceof QueryFailedError)) return false;
  const driverCode = (e as { driverError?: { code?: unknown } }).driverError?.code;
  if (driverCode === 'ER_DUP_ENTRY' || driverCode === 'SQLITE_CONSTRAINT_UNIQUE' || driverCode === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  return /unique|duplicate/i.test(e.message);
}

/** Whether a failed query was a MySQL/MariaDB deadlock or lock wait timeout (the transaction may be tried again). */
export function isDeadlock(e: unknown): boolean {
  if (!(e instanceof QueryFailedError)) return false;
  const driverCode = String((e as { driverError?: { code?: unknown } }).driverError?.code ?? '');
  return driverCode === 'ER_LOCK_DEADLOCK' || driverCode === 'ER_LOCK_WAIT_TIMEOUT' || /deadlock/i.test(e.message);
}

/**
 * The mysql2 (and Node socket) codes of a database that cannot be reached or dropped the connection:
 * refused, reset, lost, timed out, or too many connections. A busy SQLite file (SQLITE_BUSY) is not an
 * outage, and neither is a bad query.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE',
  'PROTOCOL_CONNECTION_LOST', 'PROTOCOL_SEQUENCE_TIMEOUT', 'ER_CON_COUNT_ERROR',
  // Galera: a node that lost the cluster's primary component (or is still joining) refuses queries
  // with 1047 "WSREP has not yet prepared node for application use"; a commit it could not replicate
  // fails with 1180 ER_ERROR_DURING_COMMIT. Both pass when the node (or another behind the proxy) serves again.
  'ER_UNKNOWN_COM_ERROR', 'ER_ERROR_DURING_COMMIT',
]);

/**
 * Whether an error says the database is unreachable (the request may succeed when it is back; the
 * answer is serviceUnavailable, 503). Looks at the error, TypeORM's driverError, a cause, the
 * parts of an AggregateError (Node's connect to several addresses) and the value graphql-js wraps
 * when what was thrown is not an Error of this realm (thrownValue).
 */
export function isDatabaseUnreachable(e: unknown, depth = 0): boolean {
  if (!e || typeof e !== 'object' || depth > 3) return false;
  const err = e as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; thrownValue?: unknown; errors?: unknown };
  if (typeof err.code === 'string' && UNREACHABLE_CODES.has(err.code)) return true;
  // mysql2's own message for a connection closed under a query ("Connection lost: The server closed the connection.")
  // and for a query on a connection already closed ("Can't add new command when connection is in closed state").
  if (typeof err.message === 'string' && /^Connection lost\b|connection is in closed state/.test(err.message)) return true;
  if ([err.driverError, err.cause, err.thrownValue].some((x) => isDatabaseUnreachable(x, depth + 1))) return true;
  return Array.isArray(err.errors) && err.errors.some((x) => isDatabaseUnreachable(x, depth + 1));
}

/**
 * Whether the database cannot serve the request now, though it may in a moment: unreachable (above),
 * or writers that still collided after every retry (a deadlock, or a Galera certification failure
 * between nodes; platform/transactions.ts). The answer is serviceUnavailable (503, Retry-After), never 500.
 */
export function isDatabaseUnavailable(e: unknown): boolean {
  return isDatabaseUnreachable(e) || isDeadlock(e);
}
