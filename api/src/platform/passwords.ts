import bcrypt from 'bcryptjs';

const COST = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, COST);
}

export function checkPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

/**
 * The first of `candidates` whose password hash matches `plain` (approval codes, the password-reuse
 * rule). Each candidate costs a bcrypt comparison and each call is a password guess: callers pass
 * only the users who may match (SIGNER_TYPE) and spend a point of ctx.limits.approvalCodes first.
 */
export async function findByPassword<T extends { passwordHash: string }>(plain: string, candidates: T[]): Promise<T | null> {
  for (const c of candidates) if (await bcrypt.compare(plain, c.passwordHash)) return c;
  return null;
}
