/**
 * The academy export's columns (issue 26; domains/academyexport/service.ts): a stored property's
 * name as the spec names it, and its value as a cell. Shared rules, no database.
 */

/** Properties never exported: password hashes, token versions, device passwords, chained hashes. */
const SECRET = /password|hash|secret|token/i;

export function isSecretColumn(property: string): boolean {
  return SECRET.test(property);
}

/** Money is stored in paisa (`salaryPaisa`) and shown in taka under the spec's name (`salary`). */
const isPaisa = (property: string) => /.Paisa$/.test(property);

/** The spec's snake_case name of a property: fatherMobile → father_mobile, salaryPaisa → salary, book1 → book1. */
export function exportColumnName(property: string): string {
  const base = isPaisa(property) ? property.slice(0, -'Paisa'.length) : property;
  return base.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').toLowerCase();
}

/** A stored value as a cell: paisa as taka, lists and objects as JSON text, times as ISO text, null as empty. */
export function exportValue(property: string, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (isPaisa(property) && (typeof value === 'number' || typeof value === 'string')) return Number(value) / 100;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'bigint') return Number(value);
  return value as string | number | boolean;
}
