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
    };
  }, [intl]);
}
