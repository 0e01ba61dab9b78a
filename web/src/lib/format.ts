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
  /** A YYYY-MM-DD date (or a Date) as a long date in the language. */
  date: (value: string | Date) => string;
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
      date: (value: string | Date) => {
        const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value) : value;
        return Number.isNaN(date.getTime()) ? String(value) : intl.formatDate(date, { year: 'numeric', month: 'long', day: 'numeric' });
      },
      dateTime: (value: string | Date) => dateTimeText(intl.locale, value, intl.formatMessage({ id: 'papers.am' }), intl.formatMessage({ id: 'papers.pm' })),
    };
  }, [intl]);
}
