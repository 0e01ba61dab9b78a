import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

/**
 * Readers of a spreadsheet's first sheet (issue 22 item 6), run in the parse worker
 * (sheet-worker.ts), streaming but for the legacy .xls (readXls): an .xlsx is read from its zip's central directory, each part inflated as a
 * stream whose bytes are counted (a zip bomb stops at MAX_XML_BYTES, whatever its headers
 * declare), its XML read by a SAX parser; a CSV is read record by record. Each non-blank row goes
 * to `onRow` as it is read; `onRow` returning false stops the reading. Only the first MAX_COLUMNS
 * columns are read (the widest kind has 22).
 */

/**
 * The most bytes of XML read from an .xlsx (the sheet, its shared strings, styles and workbook
 * parts together; 50,000 rows of the widest kind take about 40-60 MB), and of its shared strings
 * (kept in memory while the sheet is read).
 */
export const MAX_XML_BYTES = 100 * 1024 * 1024;
export const MAX_SHARED_STRINGS_BYTES = 40 * 1024 * 1024;
export const MAX_COLUMNS = 256;
/** The longest text of one cell (no field of any kind comes near it). */
export const MAX_CELL_CHARS = 1_000_000;

/** A file the readers refuse: the bytes bound was crossed, or the file is no readable spreadsheet. */
export class SheetError extends Error {
  constructor(public readonly reason: 'tooLarge' | 'unreadable', detail = '') {
    super(`${reason}${detail ? `: ${detail}` : ''}`);
  }
}

/** A row's cells as text (column 1 first; cells not given are ''), stop reading when it answers false. */
export type OnRow = (row: number, cells: string[]) => boolean;

interface ZipEntry { name: string; method: number; compressedSize: number; size: number; offset: number }

/** The zip's entries by name, from its central directory (no zip64: a spreadsheet under 16 MB never needs it). */
export function zipEntries(b: Buffer): Map<string, ZipEntry> {
  const unreadable = (d: string) => new SheetError('unreadable', d);
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (b.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) throw unreadable('no end of central directory');
  const count = b.readUInt16LE(eocd + 10);
  let p = b.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (p + 46 > b.length || b.readUInt32LE(p) !== 0x02014b50) throw unreadable('bad central directory');
    const nameLength = b.readUInt16LE(p + 28);
    const entry: ZipEntry = {
      method: b.readUInt16LE(p + 10), compressedSize: b.readUInt32LE(p + 20), size: b.readUInt32LE(p + 24),
      offset: b.readUInt32LE(p + 42), name: b.toString('utf8', p + 46, p + 46 + nameLength),
    };
    entries.set(entry.name.replace(/^\/+/, ''), entry);
    p += 46 + nameLength + b.readUInt16LE(p + 30) + b.readUInt16LE(p + 32);
  }
  return entries;
}

/** Counts the XML bytes read across an .xlsx's parts against MAX_XML_BYTES (or a smaller bound given). */
class Budget {
  constructor(public left: number) {}
  take(n: number): void {
    this.left -= n;
    if (this.left < 0) throw new SheetError('tooLarge');
  }
}

/**
 * An entry's text, chunk by chunk, inflated as a stream: every inflated byte is counted, so a
 * header that lies about the size changes nothing. A part read whole (`whole`) is refused at once
 * when its declared size is over the bound; the sheet is not, as its reading may stop at the row limit.
 */
async function* entryText(b: Buffer, e: ZipEntry, budget: Budget, whole = true): AsyncGenerator<string> {
  if (whole && e.size > budget.left) throw new SheetError('tooLarge');
  if (e.offset + 30 > b.length || b.readUInt32LE(e.offset) !== 0x04034b50) throw new SheetError('unreadable', 'bad local header');
  const start = e.offset + 30 + b.readUInt16LE(e.offset + 26) + b.readUInt16LE(e.offset + 28);
  const data = b.subarray(start, start + e.compressedSize);
  const decoder = new StringDecoder('utf8');
  if (e.method === 0) {
    budget.take(data.length);
    yield decoder.write(data) + decoder.end();
    return;
  }
  if (e.method !== 8) throw new SheetError('unreadable', `compression ${e.method}`);
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(data);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      budget.take(chunk.length);
      yield decoder.write(chunk);
    }
  } catch (err) {
    if (err instanceof SheetError) throw err;
    throw new SheetError('unreadable', String(err));
  } finally {
    inflate.destroy();
  }
  yield decoder.end();
}

/** Feeds an entry's XML to a SAX parser; `stop()` says when to read no further. */
async function readXml(
  chunks: AsyncGenerator<string>, on: { open?: (t: SaxesTagPlain) => void; text?: (t: string) => void; close?: (t: SaxesTagPlain) => void },
  stop: () => boolean = () => false,
): Promise<void> {
  const sax = new SaxesParser();
  let failure: Error | null = null;
  sax.on('error', (e) => { failure ??= e; });
  if (on.open) sax.on('opentag', on.open);
  if (on.text) { sax.on('text', on.text); sax.on('cdata', on.text); }
  if (on.close) sax.on('closetag', on.close);
  for await (const chunk of chunks) {
    sax.write(chunk);
    if (failure) throw new SheetError('unreadable', String(failure));
    if (stop()) return;
  }
  sax.close();
  if (failure) throw new SheetError('unreadable', String(failure));
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);
const attr = (t: SaxesTagPlain, name: string): string | undefined => {
  const v = t.attributes[name];
  return typeof v === 'string' ? v : undefined;
};

/** Built-in number formats that are dates (ECMA-376 §18.8.30, with the East Asian ones). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
/** A custom format is a date when, outside quotes and [...], it has date or time letters (as exceljs decides). */
const isDateFormat = (f: string) => /[ymdhMsb]/.test(f.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

const pad = (n: number) => String(n).padStart(2, '0');
/** A serial date (days since 1899-12-30, or 1904-01-01) as YYYY-MM-DD. */
export function serialDate(serial: number, date1904: boolean): string {
  const d = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(d.getTime()) ? '' : `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The column number (1-based) of a cell reference such as "C12"; 0 when there is none. */
function columnOf(ref: string | undefined): number {
  if (!ref) return 0;
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20;
    if (c < 0x61 || c > 0x7a) break;
    n = n * 26 + (c - 0x60);
    if (n > 16384) return 16385;
  }
  return n;
}

/** A cell's text pieces so far: over MAX_CELL_CHARS, the file is refused (no copy of a huge cell is kept). */
function cellChars(pieces: string[]): void {
  let n = 0;
  for (const p of pieces) n += p.length;
  if (n > MAX_CELL_CHARS) throw new SheetError('tooLarge', 'cell');
}

/** Follows a relationship target from a part's folder ("worksheets/sheet1.xml" from "xl/"). */
function resolveTarget(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = `${base}${target}`.split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p !== '.' && p !== '') out.push(p);
  }
  return out.join('/');
}

/**
 * The first sheet's rows of an .xlsx (or the sheet named `sheetName` when the workbook has one: an
 * academy's export holds a sheet per table, issue 26): its cells as text, dates (date-formatted
 * numbers) as YYYY-MM-DD, formulas by their saved result, rich text joined, errors and booleans as ''/TRUE.
 */
export async function readXlsx(b: Buffer, onRow: OnRow, maxBytes = MAX_XML_BYTES, sheetName?: string): Promise<void> {
  const entries = zipEntries(b);
  const budget = new Budget(maxBytes);
  const part = (name: string) => entries.get(name);

  // The first sheet in the workbook's order, through its relationship.
  let date1904 = false;
  let firstSheetRel: string | undefined;
  let namedSheetRel: string | undefined;
  const workbook = part('xl/workbook.xml');
  if (!workbook) throw new SheetError('unreadable', 'no workbook');
  await readXml(entryText(b, workbook, budget), {
    open: (t) => {
      const n = local(t.name);
      if (n === 'workbookPr') date1904 = ['1', 'true'].includes(attr(t, 'date1904') ?? '');
      if (n !== 'sheet') return;
      const rel = attr(t, 'r:id') ?? Object.entries(t.attributes).find(([k]) => local(k) === 'id')?.[1] as string | undefined;
      if (firstSheetRel === undefined) firstSheetRel = rel;
      if (sheetName !== undefined && namedSheetRel === undefined && attr(t, 'name') === sheetName) namedSheetRel = rel;
    },
  });
  const targets = new Map<string, { target: string; type: string }>();
  const rels = part('xl/_rels/workbook.xml.rels');
  if (rels) {
    await readXml(entryText(b, rels, budget), {
      open: (t) => { if (local(t.name) === 'Relationship') targets.set(attr(t, 'Id') ?? '', { target: attr(t, 'Target') ?? '', type: attr(t, 'Type') ?? '' }); },
    });
  }
  const relTarget = (typeEnd: string) => [...targets.values()].find((r) => r.type.endsWith(typeEnd))?.target;
  const chosenRel = namedSheetRel ?? firstSheetRel;
  const sheetTarget = chosenRel !== undefined ? targets.get(chosenRel)?.target : undefined;
  const sheet = part(sheetTarget ? resolveTarget('xl/', sheetTarget) : 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new SheetError('unreadable', 'no sheet');

  // Shared strings (rich text runs joined; phonetic runs left out).
  const strings: string[] = [];
  const sharedPart = part(resolveTarget('xl/', relTarget('/sharedStrings') ?? 'sharedStrings.xml'));
  if (sharedPart) {
    let text: string[] | null = null;
    let inT = false;
    let phonetic = 0;
    const shared = new Budget(Math.min(MAX_SHARED_STRINGS_BYTES, budget.left));
    const bound = shared.left;
    await readXml(entryText(b, sharedPart, shared), {
      open: (t) => {
        const n = local(t.name);
        if (n === 'si') text = [];
        else if (n === 'rPh') phonetic++;
        else if (n === 't' && !phonetic) inT = true;
      },
      text: (s) => { if (inT && text) { text.push(s); cellChars(text); } },
      close: (t) => {
        const n = local(t.name);
        if (n === 't') inT = false;
        else if (n === 'rPh') phonetic--;
        else if (n === 'si' && text) { strings.push(text.join('')); text = null; }
      },
    });
    budget.take(bound - shared.left);
  }

  // Which cell styles are dates.
  const dateStyles: boolean[] = [];
  const stylesPart = part(resolveTarget('xl/', relTarget('/styles') ?? 'styles.xml'));
  if (stylesPart) {
    const custom = new Map<number, string>();
    let inXfs = false;
    await readXml(entryText(b, stylesPart, budget), {
      open: (t) => {
        const n = local(t.name);
        if (n === 'numFmt') custom.set(Number(attr(t, 'numFmtId')), attr(t, 'formatCode') ?? '');
        else if (n === 'cellXfs') inXfs = true;
        else if (n === 'xf' && inXfs) {
          const id = Number(attr(t, 'numFmtId') ?? 0);
          dateStyles.push(custom.has(id) ? isDateFormat(custom.get(id)!) : DATE_FORMAT_IDS.has(id));
        }
      },
      close: (t) => { if (local(t.name) === 'cellXfs') inXfs = false; },
    });
  }

  // The sheet, row by row.
  let stopped = false;
  let rowNo = 0;
  let cells: string[] | null = null;
  let cell: { col: number; type: string; style: number; v: string[] | null; inline: string[] | null; hasFormula: boolean } | null = null;
  let into: string[] | null = null;
  let lastCol = 0;
  await readXml(entryText(b, sheet, budget, false), {
    open: (t) => {
      const n = local(t.name);
      if (n === 'row') {
        const r = Number(attr(t, 'r'));
        rowNo = Number.isInteger(r) && r > 0 ? r : rowNo + 1;
        cells = [];
        lastCol = 0;
      } else if (n === 'c' && cells) {
        const col = columnOf(attr(t, 'r')) || lastCol + 1;
        lastCol = col;
        cell = { col, type: attr(t, 't') ?? 'n', style: Number(attr(t, 's') ?? 0), v: null, inline: null, hasFormula: false };
      } else if (cell) {
        if (n === 'v') into = cell.v = [];
        else if (n === 'is') cell.inline = [];
        else if (n === 't' && cell.inline) into = cell.inline;
        else if (n === 'f') cell.hasFormula = true;
      }
    },
    text: (s) => { if (into) { into.push(s); cellChars(into); } },
    close: (t) => {
      const n = local(t.name);
      if (n === 'v' || n === 't') into = null;
      else if (n === 'c' && cell && cells) {
        if (cell.col <= MAX_COLUMNS) {
          const v = cell.v ? cell.v.join('') : '';
          let text = '';
          if (cell.type === 's') text = strings[Number(v)] ?? '';
          else if (cell.type === 'inlineStr') text = cell.inline ? cell.inline.join('') : v;
          else if (cell.type === 'str') text = v;
          else if (cell.type === 'b') text = v === '' ? '' : v !== '0' ? 'true' : 'false';
          else if (cell.type === 'e') text = '';
          else if (v !== '') {
            const num = Number(v);
            text = Number.isNaN(num) ? '' : dateStyles[cell.style] ? serialDate(num, date1904) : String(num);
          }
          cells[cell.col - 1] = text;
        }
        cell = null;
      } else if (n === 'row' && cells) {
        const out = Array.from(cells as string[], (c) => c ?? '');
        cells = null;
        if (out.some((c) => c.trim() !== '') && !onRow(rowNo, out)) stopped = true;
      }
    },
  }, () => stopped);
}

type XlsCell = { t?: string; v?: unknown; z?: unknown } | null | undefined;

/**
 * The first sheet's rows of a legacy .xls (Excel 97-2003, BIFF in an OLE2 compound file), read by
 * SheetJS (@e965/xlsx, loaded only here): the whole sheet is read at once (the format has no
 * streaming reader; its size is bounded by MAX_SHEET_BYTES before this and by the worker's heap),
 * then handed to `onRow` row by row like the other readers: text as text, date-formatted numbers as
 * YYYY-MM-DD, other numbers as written, booleans as true/false, errors and formulas' lost results as ''.
 */
export async function readXls(b: Buffer, onRow: OnRow): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  let book: ReturnType<typeof XLSX.read>;
  try {
    book = XLSX.read(b, {
      type: 'buffer', dense: true, sheets: 0, cellText: false, cellNF: true, cellFormula: false, cellHTML: false, cellStyles: false, bookVBA: false,
    });
  } catch (err) {
    throw new SheetError('unreadable', String(err));
  }
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) throw new SheetError('unreadable', 'no sheet');
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904);
  const text = (c: XlsCell): string => {
    if (!c || c.v === undefined || c.v === null) return '';
    if (c.t === 'e' || c.t === 'z') return '';
    if (c.t === 'b') return c.v ? 'true' : 'false';
    if (c.t === 'd' && c.v instanceof Date) return Number.isNaN(c.v.getTime()) ? '' : c.v.toISOString().slice(0, 10);
    if (c.t === 'n' && typeof c.v === 'number') {
      if (!Number.isFinite(c.v)) return '';
      return typeof c.z === 'string' && XLSX.SSF.is_date(c.z) ? serialDate(c.v, date1904) : String(c.v);
    }
    const s = String(c.v);
    if (s.length > MAX_CELL_CHARS) throw new SheetError('tooLarge', 'cell');
    return s;
  };
  const rows = (sheet['!data'] ?? []) as XlsCell[][];
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (!row) continue;
    const out: string[] = [];
    for (let c = 0; c < Math.min(row.length, MAX_COLUMNS); c++) out.push(text(row[c]));
    rows[r] = [];
    if (out.some((c) => c.trim() !== '') && !onRow(r + 1, out)) return;
  }
}

/**
 * A CSV's rows (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks; CRLF, LF
 * or CR ends a record; a UTF-8 BOM is dropped). Text stays text: no number or date guessing.
 */
export function readCsv(b: Buffer, onRow: OnRow): void {
  const s = b.toString('utf8').replace(/^\uFEFF/, '');
  let row = 0;
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => { if (cells.length < MAX_COLUMNS) cells.push(field); field = ''; };
  const endRecord = (): boolean => {
    endField();
    row++;
    const out = cells;
    cells = [];
    return !out.some((c) => c.trim() !== '') || onRow(row, out);
  };
  while (i < s.length) {
    const c = s[i];
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') { field += '"'; i += 2; continue; }
        quoted = false;
      } else field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') { quoted = true; i++; continue; }
    if (c === ',') { endField(); i++; continue; }
    if (c === '\r' || c === '\n') {
      if (!endRecord()) return;
      i += c === '\r' && s[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    field += c;
    i++;
  }
  if (field !== '' || cells.length) endRecord();
}
