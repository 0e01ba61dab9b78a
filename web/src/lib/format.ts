import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { dhakaDate } from '@rules/dates';

/** Latin digits in a text written with the active language's digits (Bengali digits in bn). */
export function localDigits(text: string, locale: string): string {
  const fmt = new Intl.NumberFormat(locale, { useGrouping: false });
  return text.replace(/[0-9]/g, (d) => fmt.format(Number(d)));
}

/** Any Bengali or Arabic-Indic digit as its Latin digit, so searches match either way. */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6))
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** Today as YYYY-MM-DD (the spec's date format) in Asia/Dhaka, the product's time zone, as on the server. */
export function isoToday(now = new Date()): string {
  return dhakaDate(now);
}

export interface Formatters {
  locale: string;
  dir: 'rtl' | 'ltr';
  /** A number with the language's digits and grouping. */
  number: (n: number) => string;
  /** Digits in a text (codes, years, YYYY-MM-DD dates) in the language's digits, without grouping. */
  digits: (text: number | string) => string;
  /**
   * A date as a long date in the language (২৮ নভেম্বর, ২০২৬): the style of documents and prints, of the
   * guardian's and the public pages, and of a date inside a sentence. See DATE_STYLES.
   */
  date: (value: string | Date) => string;
  /**
   * A date as YYYY-MM-DD in the language's digits (২০২৬-১১-২৮), isolated as one unit in its line (in
   * Arabic it reads from the right, year first): the style of the office's grids, forms, pickers and
   * confirmations. See DATE_STYLES.
   */
  shortDate: (value: string | Date | null | undefined) => string;
  /** A moment (ISO text or Date) as the long date and the time in Asia/Dhaka, with the language's AM/PM words. */
  dateTime: (value: string | Date) => string;
}

/**
 * A moment as a long date and hour:minute in Asia/Dhaka, in the language's digits, with AM/PM in
 * the language's own words (`am`, `pm`: Intl writes Bengali times with a Latin "PM").
 */
export function dateTimeText(locale: string, value: string | Date, am: string, pm: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = new Intl.DateTimeFormat(locale, {
    year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'Asia/Dhaka',
  }).formatToParts(date);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Dhaka' }).format(date));
  return parts.map((p) => (p.type === 'dayPeriod' ? (hour >= 12 ? pm : am) : p.value)).join('');
}

/**
 * One date style per place (issue 25 item 20), the rule tests/web/dateStyles.test.ts checks:
 * - `short` (YYYY-MM-DD in the language's digits): the office's grids, forms, pickers, filters and
 *   confirmations, where dates are compared and sorted;
 * - `long` (day, month name, year): documents and prints (web/src/print), the guardian's and the public
 *   pages, and a date inside a sentence.
 * Nothing formats a date by hand (digits() over a date, toLocaleDateString, a YYYY-MM-DD format for display).
 */
export const DATE_STYLES = { short: 'grids, forms, pickers, confirmations', long: 'documents, prints, guardian and public pages, sentences' } as const;

/** The YYYY-MM-DD day of a date: a YYYY-MM-DD text as it is, a moment (ISO text or Date) as its day in Asia/Dhaka. */
export function isoDay(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? String(value) : dhakaDate(date);
}

/**
 * A date as YYYY-MM-DD in the locale's digits. In Arabic (right to left) it is a left-to-right isolate
 * (U+2066 … U+2069), so the line around it cannot reorder its parts and its digits read year first;
 * in Bengali and English the line is already left to right, and the text stays plain (what is copied
 * from a grid is the date, no invisible marks).
 */
export function shortDateText(locale: string, value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = localDigits(isoDay(value), locale);
  return locale.startsWith('ar') ? `\u2066${text}\u2069` : text;
}

/** A date as the locale's long date (day, month name, year); a moment is taken as its day in Asia/Dhaka. */
export function longDateText(locale: string, value: string | Date): string {
  const day = isoDay(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return String(value);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** Numbers and dates formatted through Intl for the active language. */
export function useFormat(): Formatters {
  const intl = useIntl();
  return useMemo(() => {
    const nf = new Intl.NumberFormat(intl.locale);
    return {
      locale: intl.locale,
      dir: intl.locale.startsWith('ar') ? 'rtl' : 'ltr',
      number: (n: number) => nf.format(n),
      digits: (text: number | string) => localDigits(String(text), intl.locale),
      date: (value: string | Date) => longDateText(intl.locale, value),
      shortDate: (value: string | Date | null | undefined) => shortDateText(intl.locale, value),
      dateTime: (value: string | Date) => dateTimeText(intl.locale, value, intl.formatMessage({ id: 'papers.am' }), intl.formatMessage({ id: 'papers.pm' })),
    };
  }, [intl]);
}
