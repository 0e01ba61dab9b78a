/**
 * Whole numbers the product stores in `int` columns (form and admit numbers, ids, counts). The
 * largest value such a column holds on MySQL, MariaDB and SQLite alike: an input above it is
 * refused with invalidValue before anything is written, never a database error.
 */
export const INT_MAX = 2_147_483_647;

/** Bengali (০–৯) and Arabic-Indic (٠–٩) digits as Latin ones: a number typed in the screen's digits, searched as stored. */
export function latinDigits(s: string): string {
  return s.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}
