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
