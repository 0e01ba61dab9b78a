import type { IntlShape } from 'react-intl';
import { EXAM_NAMES, rankLabel } from '@rules/results';

/** An exam name as shown: the three term exams translated, any other name as typed. */
export function examLabel(intl: IntlShape, examName: string): string {
  return (EXAM_NAMES as readonly string[]).includes(examName) ? intl.formatMessage({ id: `result.exam.${examName}` }) : examName;
}

/** A rank as shown: 1st, 2nd and 3rd as labels, then the number; none for a failed student. */
export function rankText(intl: IntlShape, rank: number | null | undefined): string {
  if (rank === null || rank === undefined) return '—';
  const label = rankLabel(rank);
  return label ? intl.formatMessage({ id: `result.rank.${label}` }) : intl.formatNumber(rank);
}

/** pass/fail as shown. */
export function statusText(intl: IntlShape, status: string): string {
  return status === 'pass' || status === 'fail' ? intl.formatMessage({ id: `result.status.${status}` }) : status;
}

/** A mark as shown: absent for null. */
export function markText(intl: IntlShape, mark: number | null | undefined): string {
  return mark === null || mark === undefined ? intl.formatMessage({ id: 'result.absent' }) : intl.formatNumber(mark);
}

/** A percentage (88.33 → 88.33%) in the UI language. */
export function percentText(intl: IntlShape, value: number): string {
  return intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
}

/** A GPA with two decimals, or a dash when the academy does not use grades. */
export function gpaText(intl: IntlShape, value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
