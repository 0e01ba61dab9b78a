import type { StudentFieldsFragment } from '@/gql/graphql';

/** The bell asks the server again every minute (and after every admission save). */
export const BELL_POLL_MS = 60_000;
export const BELL_OVERFLOW = 99;

/**
 * Applications still waiting: a save that gives an admit number, or a removal, updates the cached
 * student at once, so the bell drops it before the next poll answers.
 */
export function stillPending<T extends Pick<StudentFieldsFragment, 'pending' | 'admitNo' | 'condition'>>(list: readonly T[]): T[] {
  return list.filter((s) => s.pending && s.admitNo == null && s.condition === 'in');
}

/** online: applied on the public site; anything else came through the office. */
export function sourceOf(student: Pick<StudentFieldsFragment, 'source'>): 'online' | 'office' {
  return student.source === 'online' ? 'online' : 'office';
}
