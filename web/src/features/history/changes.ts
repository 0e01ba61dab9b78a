/** One field of a history line's change: its name, the value before and after (text; '' when absent). */
export interface FieldChange { field: string; before: string; after: string }

const text = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

function parse(json: string | null | undefined): Record<string, unknown> {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A line's before and after (JSON text) as one row per field, in the fields' order of appearance. */
export function fieldChanges(before: string | null | undefined, after: string | null | undefined): FieldChange[] {
  const b = parse(before);
  const a = parse(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields.map((field) => ({ field, before: text(b[field]), after: text(a[field]) }));
}

/** The kinds of record a line can be about (shared with the server). */
export { AUDIT_ENTITIES } from '@rules/audit';

/** The export's address with the screen's filters (the server neutralises formulas in either format). */
export function exportHref(format: 'csv' | 'xlsx', f: { actorId?: number | null; entity?: string | null; from?: string | null; to?: string | null }): string {
  const q = new URLSearchParams({ format });
  if (f.actorId) q.set('actor_id', String(f.actorId));
  if (f.entity) q.set('entity', f.entity);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  return `/api/history/export?${q.toString()}`;
}
