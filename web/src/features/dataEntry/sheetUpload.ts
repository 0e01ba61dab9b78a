import { RestError } from '@/lib/authApi';

/** A bad cell of a data entry file (api/src/rules/data-entry.ts). */
/** A bad cell; `allowed` names what the column may hold where it takes one of a list. */
export interface RowError { row: number; column: string; key: string; allowed?: string[] }
export interface Preview { rows: number; badRows: number; columns: string[]; sample: { row: number; cells: string[] }[]; errors: RowError[] }
export interface Outcome { imported: number; skipped: number; badRows: number; errors: RowError[] }

export const KINDS = ['students', 'staff', 'classes', 'books'] as const;
export type Kind = (typeof KINDS)[number];

/** The template download of a kind (the controller session cookie signs it). */
export const templateUrl = (kind: Kind) => `/api/controller/academy/data_entry_template/${kind}`;

/**
 * POST /api/controller/academy/data_entry/{code} with the file, over XMLHttpRequest so the upload
 * reports its progress (fetch cannot). `preview` checks only; otherwise it imports. A refusal
 * throws RestError with the server's catalogue key.
 */
export function sendSheet<T>(code: string, fields: Record<string, string>, file: File, onProgress: (percent: number) => void): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/controller/academy/data_entry/${encodeURIComponent(code)}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100)); };
    xhr.onerror = () => reject(new RestError('errorMessage'));
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try { body = JSON.parse(xhr.responseText) as Record<string, unknown>; } catch { /* not JSON */ }
      if (xhr.status >= 400 || body.success !== true) {
        const key = typeof body.message === 'string' && /^[a-zA-Z]+$/.test(body.message) ? body.message : 'errorMessage';
        reject(new RestError(key, (body.params ?? {}) as Record<string, string | number>));
        return;
      }
      resolve((fields.preview === 'true' ? body.preview : body) as T);
    };
    xhr.send(form);
  });
}
