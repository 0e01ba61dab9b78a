import { parentPort, workerData } from 'node:worker_threads';
import { mapHeader, missingColumns, rowValues, type DataEntryKind, type DataRow } from '../../rules/data-entry';
import { kindOfHeader } from './detect-kind';
import { readCsv, readXls, readXlsx, SheetError, type OnRow } from './sheet-reader';

/**
 * The parse worker (issue 22 item 6; started by parse.ts): reads the spreadsheet off the main
 * thread and posts its rows in batches, so the server keeps answering while a file is read.
 * Without a kind (the spec's call sends none), the header row names it (detect-kind.ts) and the
 * worker says which first. Messages: { kind } (when it was not given), { rows } (a batch), then
 * { done: true } or { error: key, params }.
 */
export interface SheetJob { kind: DataEntryKind | null; format: 'xlsx' | 'xls' | 'csv'; bytes: Uint8Array; maxRows: number; maxXmlBytes: number }
export type SheetMessage =
  | { kind: DataEntryKind }
  | { rows: DataRow[] }
  | { done: true }
  | { error: 'requiredField' | 'maxNotPossible' | 'invalidValue'; params: Record<string, string | number> };

const BATCH = 1000;

async function run(job: SheetJob, post: (m: SheetMessage) => void): Promise<void> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  let mapped: (string | null)[] | null = null;
  let count = 0;
  let batch: DataRow[] = [];
  let refusal: SheetMessage | null = null;
  let kind = job.kind;
  const start = (header: string[]): boolean => {
    if (!kind) {
      kind = kindOfHeader(header);
      if (!kind) {
        refusal = { error: 'invalidValue', params: { field: 'kind' } };
        return false;
      }
      post({ kind });
    }
    mapped = mapHeader(kind, header);
    const missing = missingColumns(kind, mapped);
    if (missing.length) refusal = { error: 'requiredField', params: { field: missing[0] } };
    return !refusal;
  };
  const onRow: OnRow = (row, cells) => {
    if (!mapped) {
      if (row === 1) return start(cells);
      if (!start([])) return false;
    }
    if (++count > job.maxRows) {
      refusal = { error: 'maxNotPossible', params: { remain: job.maxRows, name: 'rows' } };
      return false;
    }
    batch.push({ row, values: rowValues(kind!, mapped!, cells) });
    if (batch.length >= BATCH) { post({ rows: batch }); batch = []; }
    return true;
  };
  try {
    // a workbook with a sheet named as the kind (an academy's export) is read from that sheet
    if (job.format === 'xlsx') await readXlsx(bytes, onRow, job.maxXmlBytes, job.kind ?? undefined);
    else if (job.format === 'xls') await readXls(bytes, onRow);
    else readCsv(bytes, onRow);
    if (!mapped) start([]);
  } catch (e) {
    if (!(e instanceof SheetError)) throw e;
    post({ error: 'invalidValue', params: { field: 'file' } });
    return;
  }
  if (refusal) return post(refusal);
  if (batch.length) post({ rows: batch });
  post({ done: true });
}

if (parentPort) {
  const port = parentPort;
  run(workerData as SheetJob, (m) => port.postMessage(m)).catch(() => port.postMessage({ error: 'invalidValue', params: { field: 'file' } }));
}
