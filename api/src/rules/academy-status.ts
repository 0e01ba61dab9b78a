/** Academy validity (spec §4): valid while activated and today is before the expiry date. */
export type AcademyStatus = 'active' | 'notActivated' | 'expired';

export function academyStatus(academy: { activation: boolean; expiryDate: string }, today: string): AcademyStatus {
  if (!academy.activation) return 'notActivated';
  if (!academy.expiryDate || !(today < academy.expiryDate)) return 'expired';
  return 'active';
}

/** The banner's message key for a status, or null when no banner shows. */
export function bannerKey(status: AcademyStatus): 'activationStatus' | 'expiryStatus' | null {
  if (status === 'notActivated') return 'activationStatus';
  if (status === 'expired') return 'expiryStatus';
  return null;
}

/**
 * A guardian's banner (issue 25 item 14): the school's subscription is the office's business, so a
 * guardian is never told to renew; a paused academy (not activated or expired) is "the school's
 * service is paused; contact the school office".
 */
export function guardianBannerKey(status: AcademyStatus): 'servicePaused' | null {
  return status === 'active' ? null : 'servicePaused';
}

/**
 * The office screens that open while the academy is not activated or has expired (spec: "menu
 * clicks do nothing"; the server refuses every write, notActivated): only the dashboard, the page the
 * shell lands on. Any other office route typed or bookmarked shows the paused page instead of its
 * screen, so no form or dialog opens only to be refused on save (issue 25 item 14).
 */
export const OPEN_WHILE_PAUSED: readonly string[] = ['/dashboard'];

export function openWhilePaused(status: AcademyStatus, path: string): boolean {
  if (status === 'active') return true;
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return OPEN_WHILE_PAUSED.includes(p);
}
