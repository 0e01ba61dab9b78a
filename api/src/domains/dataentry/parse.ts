import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../platform/errors';
import type { IncomingFile } from '../../platform/storage';
import type { DataEntryKind, DataRow } from '../../rules/data-entry';
import { MAX_XML_BYTES } from './sheet-reader';
import type { SheetJob, SheetMessage } from './sheet-worker';

/** The largest spreadsheet accepted (bytes) and the most data rows in one import. */
export const MAX_SHEET_BYTES = 16 * 1024 * 1024;
/**
 * The largest legacy .xls: SheetJS reads it whole, about 30 times its bytes at the peak, so 6 MB
 * keeps an import's worker near 200 MB and the server under 400 MB (issue 22 item 6). A school's
 * .xls of a few thousand students is well under it; a larger one can be saved as .xlsx or .csv.
 */
export const MAX_XLS_BYTES = 6 * 1024 * 1024;
export const MAX_SHEET_ROWS = 50_000;

export type SheetFormat = 'xlsx' | 'xls' | 'csv';

/**
 * The file's format by its content (the name only breaks a tie): a zip is .xlsx; an OLE2
 * compound file is a legacy .xls (Excel 97-2003; one that holds no workbook is refused by the
 * reader with invalidValue); anything else named .csv (or text) is CSV; any other file, or one
 * named .xls/.xlsx that is neither (an HTML page saved as .xls), is unsupportedFile.
 */
export function sheetFormat(file: IncomingFile): SheetFormat {
  const b = file.buffer;
  const name = file.filename.toLowerCase();
  if (b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) return 'xlsx';
  if (b.length >= 8 && b.readUInt32BE(0) === 0xd0cf11e0 && b.readUInt32BE(4) === 0xa1b11ae1) return 'xls';
  if (name.endsWith('.xls') || name.endsWith('.xlsx')) throw new AppError('unsupportedFile', { field: 'file' });
  if (!name.endsWith('.csv') && !/^text\/|csv/.test(file.mimetype)) throw new AppError('unsupportedFile', { field: 'file' });
  if (b.includes(0)) throw new AppError('unsupportedFile', { field: 'file' });
  return 'csv';
}

export interface ParsedSheet { kind: DataEntryKind; rows: DataRow[] }

/** Parse workers at once (each holds a copy of its file and its own heap); more imports wait their turn. */
const MAX_WORKERS = 2;
/** A worker's heap: a file within the bounds needs far less; a file that needs more is refused. */
const WORKER_HEAP_MB = 160;
/**
 * An .xls worker's heap: SheetJS reads the whole sheet at once, about 30 times the file's bytes at
 * its peak (a 2.7 MB file of 5,000 students needs 80 MB), so MAX_XLS_BYTES needs about 190 MB.
 */
const XLS_WORKER_HEAP_MB = 256;
/** A worker still reading after this long is stopped and its file refused. */
const WORKER_TIMEOUT_MS = 120_000;

let running = 0;
const waiting: (() => void)[] = [];
async function slot(): Promise<() => void> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => { running--; waiting.shift()?.(); };
}

/**
 * The worker: the compiled sheet-worker.js beside this file; from the TypeScript sources (jest,
 * which compiles with swc in its own process) the worker compiles its .ts modules the same way.
 */
function startWorker(job: SheetJob): Worker {
  const options = { workerData: job, resourceLimits: { maxOldGenerationSizeMb: job.format === 'xls' ? XLS_WORKER_HEAP_MB : WORKER_HEAP_MB } };
  const compiled = path.join(__dirname, 'sheet-worker.js');
  if (existsSync(compiled)) return new Worker(compiled, options);
  const source = path.join(__dirname, 'sheet-worker.ts');
  const boot = `
    const { readFileSync } = require('node:fs');
    const { transformSync } = require('@swc/core');
    require.extensions['.ts'] = (m, file) => m._compile(transformSync(readFileSync(file, 'utf8'), {
      filename: file, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' },
    }).code, file);
    require(${JSON.stringify(source)});`;
  return new Worker(boot, { ...options, eval: true });
}

/**
 * The data rows of the file's first sheet, read by a worker thread (as a stream, but for .xls):
 * row 1 is the header (spec: the first row is skipped), blank rows are left out; each row keeps
 * its spreadsheet row number. A file over MAX_SHEET_BYTES (an .xls over MAX_XLS_BYTES) is fileTooLarge before any reading.
 * Without a kind, the header names it (detect-kind.ts), else invalidValue on kind. A header
 * missing a required column is requiredField naming it; more than MAX_SHEET_ROWS rows is
 * maxNotPossible (the reading stops there); an .xlsx whose parts hold more than MAX_XML_BYTES of
 * XML (a zip bomb), a file that needs more than its worker's heap, or one that cannot be read, is
 * invalidValue.
 */
export async function parseSheet(given: DataEntryKind | null, file: IncomingFile): Promise<ParsedSheet> {
  if (file.buffer.length > MAX_SHEET_BYTES) throw new AppError('fileTooLarge', { maxKb: MAX_SHEET_BYTES / 1024 });
  const format = sheetFormat(file);
  if (format === 'xls' && file.buffer.length > MAX_XLS_BYTES) throw new AppError('fileTooLarge', { maxKb: MAX_XLS_BYTES / 1024 });
  const release = await slot();
  try {
    return await new Promise<ParsedSheet>((resolve, reject) => {
      const rows: DataRow[] = [];
      let kind = given;
      const worker = startWorker({ kind: given, format, bytes: new Uint8Array(file.buffer), maxRows: MAX_SHEET_ROWS, maxXmlBytes: MAX_XML_BYTES });
      let settled = false;
      const finish = (e: AppError | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        if (e) reject(e);
        else if (!kind) reject(new AppError('invalidValue', { field: 'kind' }));
        else resolve({ kind, rows });
      };
      const timer = setTimeout(() => finish(new AppError('invalidValue', { field: 'file' })), WORKER_TIMEOUT_MS);
      worker.on('message', (m: SheetMessage) => {
        if ('kind' in m) kind = m.kind;
        else if ('rows' in m) rows.push(...m.rows);
        else if ('done' in m) finish(null);
        else finish(new AppError(m.error, m.params));
      });
      // Out of heap, or a crash: the file is refused.
      worker.on('error', () => finish(new AppError('invalidValue', { field: 'file' })));
      worker.on('exit', () => finish(new AppError('invalidValue', { field: 'file' })));
    });
  } finally {
    release();
  }
}
