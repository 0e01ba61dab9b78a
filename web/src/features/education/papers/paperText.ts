import type { IntlShape } from 'react-intl';
import { calendarDate, parseExamTime } from './paperForm';

/** "hh:mm AM" in the language's digits and AM/PM words (১০:০০ পূর্বাহ্ণ, 10:00 AM, ١٠:٠٠ ص). */
export function timeText(intl: IntlShape, time: string): string {
  const t = parseExamTime(time);
  if (!t) return time;
  const two = (n: number) => intl.formatNumber(n, { minimumIntegerDigits: 2, useGrouping: false });
  return `${two(t.hour)}:${two(t.minute)} ${intl.formatMessage({ id: `papers.${t.half.toLowerCase()}` })}`;
}

/** The day of the week of a YYYY-MM-DD date. */
export function weekdayText(intl: IntlShape, date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  return intl.formatDate(calendarDate(date), { weekday: 'long' });
}

/** A length in minutes as hours and minutes (3 hours, 1 hour 30 minutes); empty for none. */
export function durationText(intl: IntlShape, minutes: number): string {
  if (!minutes || minutes <= 0) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (n: number, u: 'hour' | 'minute') => intl.formatNumber(n, { style: 'unit', unit: u, unitDisplay: 'long' });
  return [hours ? unit(hours, 'hour') : '', rest ? unit(rest, 'minute') : ''].filter(Boolean).join(' ');
}
