import type { ReactNode } from 'react';
import { safeCell } from '@rules/spreadsheet-cells';
import { latinDigits } from '@/lib/format';

export type Cell = string | number | boolean | null | undefined;

/** One column of a DataTable; titles are already translated. */
export interface DataColumn<T> {
  key: string;
  title: string;
  /** The plain value used for search, export, print and (by default) display; default row[key]. */
  value?: (row: T) => Cell;
  /** What the screen shows; default the value (numbers through Intl). */
  render?: (row: T, index: number) => ReactNode;
  /** Hidden until chosen in the column chooser (spec: "hidden by default"). */
  hidden?: boolean;
  /** Sum it in the printed total row. */
  total?: boolean;
  /** false: left out of CSV, Excel and print (images, action buttons). */
  exportable?: boolean;
  /** false: not searched by the quick filter. */
  searchable?: boolean;
  /** Only for the column chooser (action columns stay). */
  alwaysVisible?: boolean;
  align?: 'start' | 'end' | 'center';
  width?: number | string;
  /**
   * An identifying column (a number, a name) that stays in view while the grid scrolls sideways.
   * There is no sticky end column: a sticky actions column covered the last columns of a wide grid
   * (the staff address, the guardian mobile; issue 25 item 21). The grid wraps its text to fit its box
   * instead, and scrolls sideways (actions and all) only where even wrapped text cannot fit (a phone).
   */
  fixed?: 'start';
  sortable?: boolean;
}

export const PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 100;
export const REPORT_PAGE_SIZE = 20;
export const BOM = '\uFEFF';

export function defaultPageSize(report?: boolean): number {
  return report ? REPORT_PAGE_SIZE : DEFAULT_PAGE_SIZE;
}

export function cellValue<T>(column: DataColumn<T>, row: T): Cell {
  if (column.value) return column.value(row);
  return (row as Record<string, unknown>)[column.key] as Cell;
}

export function cellText(value: Cell): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** Quotes a CSV field when it holds a comma, a quote, a line break or edge spaces; quotes double. */
export function escapeCsv(text: string): string {
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Comma-separated, CRLF lines, with the UTF-8 byte-order mark (spec). Text that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR first) gets a leading quote (rules/spreadsheet-cells.ts).
 */
export function buildCsv(headers: string[], rows: Cell[][]): string {
  const lines = [headers, ...rows].map((r) => r.map((v) => escapeCsv(cellText(safeCell(v)))).join(','));
  return BOM + lines.join('\r\n') + '\r\n';
}

export function exportColumns<T>(columns: DataColumn<T>[]): DataColumn<T>[] {
  return columns.filter((c) => c.exportable !== false);
}

/** Headers and plain values of the exportable columns. */
export function tableMatrix<T>(columns: DataColumn<T>[], rows: T[]): { headers: string[]; body: Cell[][] } {
  const cols = exportColumns(columns);
  return { headers: cols.map((c) => c.title), body: rows.map((row) => cols.map((c) => cellValue(c, row))) };
}

function normalize(text: string): string {
  return latinDigits(text).toLocaleLowerCase().normalize('NFC');
}

/** Rows where any searchable column contains every word of the query (case-insensitive, any digits). */
export function filterRows<T>(rows: T[], columns: DataColumn<T>[], query: string): T[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (!words.length) return rows;
  const cols = columns.filter((c) => c.searchable !== false);
  return rows.filter((row) => {
    const text = normalize(cols.map((c) => cellText(cellValue(c, row))).join('\u0001'));
    return words.every((w) => text.includes(w));
  });
}

/** Sums of the columns marked `total`, over the given rows. */
export function columnTotals<T>(columns: DataColumn<T>[], rows: T[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const c of columns.filter((col) => col.total)) {
    totals[c.key] = rows.reduce((sum, row) => {
      const n = Number(cellValue(c, row));
      return Number.isFinite(n) ? sum + n : sum;
    }, 0);
  }
  return totals;
}

/** Keys of the columns shown at first. */
export function initiallyVisible<T>(columns: DataColumn<T>[]): string[] {
  return columns.filter((c) => !c.hidden).map((c) => c.key);
}

export function compareCells(a: Cell, b: Cell): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return cellText(a).localeCompare(cellText(b), undefined, { numeric: true });
}

/** Saves a file in the browser. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv(headers: string[], rows: Cell[][], fileName = 'data.csv'): void {
  downloadBlob(new Blob([buildCsv(headers, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** The Excel rows of a table: text that would start a formula quoted (it stays text), numbers as numbers. */
export function excelRows(headers: string[], rows: Cell[][]): (string | number)[][] {
  return [headers, ...rows].map((r) => r.map((v) => (typeof v === 'boolean' ? String(v) : safeCell(v ?? ''))));
}

/** Excel workbook of one sheet; exceljs is loaded only when asked for. */
export async function downloadExcel(headers: string[], rows: Cell[][], fileName = 'data.xlsx', rtl = false): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data', { views: [{ rightToLeft: rtl, state: 'frozen', ySplit: 1 }] });
  const [head, ...body] = excelRows(headers, rows);
  sheet.addRow(head).font = { bold: true };
  for (const r of body) sheet.addRow(r);
  sheet.columns.forEach((col, i) => {
    const widest = Math.max(headers[i]?.length ?? 0, ...rows.map((r) => cellText(r[i]).length));
    col.width = Math.min(60, Math.max(8, widest + 2));
  });
  const buffer = await book.xlsx.writeBuffer();
  downloadBlob(new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), fileName);
}
