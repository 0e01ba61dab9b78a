import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors';
import type { IncomingFile } from '../../platform/storage';
import { mapHeader, missingColumns, rowValues, type DataEntryKind, type DataRow } from '../../rules/data-entry';

/** The largest spreadsheet accepted (bytes) and the most data rows in one import. */
export const MAX_SHEET_BYTES = 16 * 1024 * 1024;
export const MAX_SHEET_ROWS = 50_000;

export type SheetFormat = 'xlsx' | 'csv';

/**
 * The file's format by its content (the name only breaks a tie): a zip is .xlsx; an OLE2
 * compound file (legacy .xls) is unsupportedFile (exceljs cannot read it: save it as .xlsx);
 * anything else named .csv (or text) is CSV; any other file is unsupportedFile.
 */
export function sheetFormat(file: IncomingFile): SheetFormat {
  const b = file.buffer;
  const name = file.filename.toLowerCase();
  if (b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) return 'xlsx';
  if (b.length >= 4 && b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0) throw new AppError('unsupportedFile', { field: 'file' });
  if (name.endsWith('.xls') || name.endsWith('.xlsx')) throw new AppError('unsupportedFile', { field: 'file' });
  if (!name.endsWith('.csv') && !/^text\/|csv/.test(file.mimetype)) throw new AppError('unsupportedFile', { field: 'file' });
  if (b.includes(0)) throw new AppError('unsupportedFile', { field: 'file' });
  return 'csv';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's value as text: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((p) => p.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

async function firstSheet(file: IncomingFile, format: SheetFormat): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  try {
    if (format === 'xlsx') {
      await book.xlsx.load(file.buffer as unknown as ArrayBuffer);
      const sheet = book.worksheets[0];
      if (!sheet) throw new AppError('invalidValue', { field: 'file' });
      return sheet;
    }
    // Text stays text (no number or date guessing): a mobile's leading 0 survives. A UTF-8 BOM is dropped.
    const text = file.buffer.toString('utf8').replace(/^\uFEFF/, '');
    return await book.csv.read(Readable.from([text]), { map: (v: unknown) => v } as never);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('invalidValue', { field: 'file' });
  }
}

export interface ParsedSheet { rows: DataRow[] }

/**
 * The data rows of the file's first sheet: row 1 is the header (spec: the first row is
 * skipped), blank rows are left out; each row keeps its spreadsheet row number. A header missing
 * a required column is invalidValue naming it; more than MAX_SHEET_ROWS rows is maxNotPossible.
 */
export async function parseSheet(kind: DataEntryKind, file: IncomingFile): Promise<ParsedSheet> {
  const sheet = await firstSheet(file, sheetFormat(file));
  const texts = (r: ExcelJS.Row): string[] => {
    const out: string[] = [];
    r.eachCell({ includeEmpty: false }, (cell, n) => { out[n - 1] = cellText(cell.value); });
    for (let i = 0; i < out.length; i++) if (out[i] === undefined) out[i] = '';
    return out;
  };
  const header = texts(sheet.getRow(1));
  const mapped = mapHeader(kind, header);
  const missing = missingColumns(kind, mapped);
  if (missing.length) throw new AppError('requiredField', { field: missing[0] });
  const rows: DataRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const cells = texts(r);
    if (cells.every((c) => c.trim() === '')) return;
    if (rows.length >= MAX_SHEET_ROWS) throw new AppError('maxNotPossible', { remain: MAX_SHEET_ROWS, name: 'rows' });
    rows.push({ row: n, values: rowValues(kind, mapped, cells) });
  });
  return { rows };
}
