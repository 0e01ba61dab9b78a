import type { Role } from './permissions';
import { fillSmsText } from './sms';

/**
 * Admission rules (spec doc 1 §4, §5), pure so the form and the server share them.
 */

/** Whole years from a YYYY-MM-DD birth date to `today` (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return Math.max(0, age);
}

/** The approval blocks and the fields each signature covers. */
export const SIGNATURE_BLOCKS = {
  inspector: ['inspectorComment', 'examiner'],
  examiner: ['book1', 'number1', 'average', 'book2', 'number2'],
  eduSec: ['approvedClass'],
  principal: ['approval'],
} as const;
export type SignatureBlock = keyof typeof SIGNATURE_BLOCKS;

/** The catalogue key shown when a changed block has no code (spec §5). */
export const MISSING_CODE_KEY: Record<SignatureBlock, 'inspectorSignRequire' | 'rquireExmnySgn' | 'eduSecCode' | 'principalCode'> = {
  inspector: 'inspectorSignRequire',
  examiner: 'rquireExmnySgn',
  eduSec: 'eduSecCode',
  principal: 'principalCode',
};

/**
 * The user types whose code may sign each block (spec doc 000 §4–§6: education and principal
 * types authorise their steps; the inspector and the admission examiner are the academy's
 * teaching authorities). Only these users' password hashes are compared, so a guardian's or an
 * accountant's password never signs, and a code costs a few bcrypt comparisons, not one per user.
 */
export const SIGNER_TYPE: Record<SignatureBlock, readonly Role[]> = {
  inspector: ['education', 'principal', 'admitExaminer', 'superUser'],
  examiner: ['education', 'principal', 'admitExaminer', 'superUser'],
  eduSec: ['education'],
  principal: ['principal'],
};

export type BlockValues = Record<(typeof SIGNATURE_BLOCKS)[SignatureBlock][number], string | number | null | undefined>;

const norm = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** The blocks whose fields differ between the stored values (empty for a new form) and the submitted ones. */
export function changedBlocks(before: Partial<BlockValues>, after: Partial<BlockValues>): SignatureBlock[] {
  return (Object.keys(SIGNATURE_BLOCKS) as SignatureBlock[]).filter((block) =>
    SIGNATURE_BLOCKS[block].some((field) => norm(before[field]) !== norm(after[field])));
}

/** Principal approval options and the seven inspector comments (spec §4). */
export const APPROVAL_OPTIONS = ['admitted', 'admissionNotPossible'] as const;
export const INSPECTOR_COMMENTS = [
  'takenUnderGoodBehaviour', 'canBeAdmitted', 'noIssues', 'good', 'reportExists', 'admitElsewhere', 'notAcceptable',
] as const;

/** The admission SMS (spec §7): name, class and admit number, from the academy's template. */
export function admissionSmsText(template: string, v: { name: string; className: string; admitNo: number }): string {
  const text = template.trim() || 'Admission confirmed: {name}, class {class}, admit no. {admitNo}.';
  return fillSmsText(text, { name: v.name, class: v.className, admitNo: v.admitNo });
}
