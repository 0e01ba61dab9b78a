import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * The month name's width for a language: Bengali's short names are half abbreviations and half whole
 * words (ফেব beside নভেম্বর), so Bengali always writes the whole name.
 */
export function monthWidth(locale: string, month: 'long' | 'short'): 'long' | 'short' {
  return locale.startsWith('bn') ? 'long' : month;
}

/** A YYYY-MM month (or a YYYY year) in the language: "March", "মার্চ", "مارس" (with the year when asked). */
export function useMonthLabel() {
  const intl = useIntl();
  return useCallback(
    (period: string, month: 'long' | 'short' = 'long', withYear = false) => {
      const [y, m] = period.split('-').map(Number);
      if (!m) return intl.formatNumber(y, { useGrouping: false });
      // Midday UTC: the same calendar month in every time zone.
      const date = new Date(Date.UTC(y, m - 1, 15, 12));
      return intl.formatDate(date, { month: monthWidth(intl.locale, month), ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' });
    },
    [intl],
  );
}

/** Months as short runs in the language: "Jan–Mar, May" (a run of two: "Jan, Feb"). */
export function useMonthRuns() {
  const label = useMonthLabel();
  return useCallback(
    (runs: [string, string][], month: 'long' | 'short' = 'short') => runs
      .map(([from, to]) => (from === to ? label(from, month) : `${label(from, month)}–${label(to, month)}`))
      .join(', '),
    [label],
  );
}
