import { useIntl } from 'react-intl';

/** Number and date formatting through Intl for the active language (Bengali digits in bn). */
export function useFormat() {
  const intl = useIntl();
  return {
    number: (value: number) => intl.formatNumber(value),
    /** A plain digit string (no grouping): years, codes. */
    digits: (value: number | string) =>
      String(value).replace(/\d+/g, (d) => intl.formatNumber(Number(d), { useGrouping: false, minimumIntegerDigits: d.length })),
    date: (value: string | Date) => {
      const date = typeof value === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value) : value;
      return Number.isNaN(date.getTime()) ? String(value) : intl.formatDate(date, { year: 'numeric', month: 'long', day: 'numeric' });
    },
  };
}
