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
