/**
 * Spreadsheet formula injection (issue 22 item 7, OWASP "CSV Injection"): a text cell that starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return is run as a formula by Excel, LibreOffice or
 * Google Sheets when the exported file is opened (`=HYPERLINK(...)`, `+cmd|' /C calc'!A0`,
 * `@SUM(1+1)`). Every CSV and Excel export (the web's DataTable, the data-entry templates) passes
 * its cells through `safeCell`, which prefixes such text with a single quote so it stays text.
 *
 * Numbers stay numbers (-5 is a number cell, never text), and so does text that is a plain
 * number ("-5", "+8801711000000"): a sign and digits cannot make a formula. Shared with the web
 * (`@rules/spreadsheet-cells`).
 */

/** The first characters that make a spreadsheet read a cell as a formula. */
export const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;

const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/** The text, with a leading single quote when it would start a formula. */
export function neutraliseText(text: string): string {
  if (!text || !(FORMULA_STARTS as readonly string[]).includes(text[0])) return text;
  if (PLAIN_NUMBER.test(text)) return text;
  return `'${text}`;
}

/** A cell for an export: text neutralised, any other value (number, boolean, date, empty) as it is. */
export function safeCell<T>(value: T): T | string {
  return typeof value === 'string' ? neutraliseText(value) : value;
}

/**
 * The text as it was before neutraliseText: a cell read back from one of the product's exports (an
 * academy's workbook taken into data entry, issue 26) loses the single quote the export added.
 */
export function restoreNeutralised(text: string): string {
  if (text.length < 2 || text[0] !== "'" || !(FORMULA_STARTS as readonly string[]).includes(text[1])) return text;
  const rest = text.slice(1);
  return PLAIN_NUMBER.test(rest) ? text : rest;
}
