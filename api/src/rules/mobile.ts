/**
 * Mobile numbers (spec §5, §9): the field holds at most two numbers, separated by a comma,
 * and is shorter than 30 characters. The first number is the one used.
 */
export const MOBILE_MAX_LENGTH = 30;

export function splitMobiles(value: string): string[] {
  return value.split(/[,;]/).map((s) => s.trim()).filter(Boolean);
}

export function isValidMobileField(value: string): boolean {
  if (value.length >= MOBILE_MAX_LENGTH) return false;
  const numbers = splitMobiles(value);
  return numbers.length >= 1 && numbers.length <= 2 && numbers.every((n) => /^\+?[0-9][0-9 -]{4,}$/.test(n));
}

/**
 * A person's mobile field (staff, guardian; spec doc 000 §5 "A mobile longer than 30 gives
 * checkMobile", §9 "Staff mobile maximum is 30. At most two mobile numbers are allowed; the first
 * is used"): at most 30 characters, one or two numbers (digits of any script, spaces, dashes, a
 * leading +). Blank is the required rule's business, not this one's.
 */
export const PERSON_MOBILE_MAX_LENGTH = 30;

export function isValidPersonMobile(value: string): boolean {
  if (value.length > PERSON_MOBILE_MAX_LENGTH) return false;
  const numbers = splitMobiles(value);
  return numbers.length >= 1 && numbers.length <= 2 && numbers.every((n) => /^\+?\p{Nd}[\p{Nd} -]{4,}$/u.test(n));
}

export function primaryMobile(value: string): string {
  return splitMobiles(value)[0] ?? '';
}
