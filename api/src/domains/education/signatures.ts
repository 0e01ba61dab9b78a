import { In } from 'typeorm';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { findByPassword } from '../../platform/passwords';
import { changedBlocks, MISSING_CODE_KEY, SIGNER_TYPE, type BlockValues, type SignatureBlock } from '../../rules/admission';
import { User } from '../auth/user.entity';
import type { Student } from './student.entity';
import type { StudentInput } from './student.types';

type Signed = Pick<Student, 'inspectorSign' | 'inspectorSignerId' | 'examinerSign' | 'examinerSignerId' | 'eduSecSign' | 'eduSecSignerId' | 'principalSign' | 'principalSignerId'>;

const CODE_FIELD: Record<SignatureBlock, 'inspectorSign' | 'examinerSign' | 'eduSecSign' | 'principalSign'> = {
  inspector: 'inspectorSign', examiner: 'examinerSign', eduSec: 'eduSecSign', principal: 'principalSign',
};

const SIGNER_FIELD: Record<SignatureBlock, 'inspectorSignerId' | 'examinerSignerId' | 'eduSecSignerId' | 'principalSignerId'> = {
  inspector: 'inspectorSignerId', examiner: 'examinerSignerId', eduSec: 'eduSecSignerId', principal: 'principalSignerId',
};

function blockValues(s: Partial<Student> | null): Partial<BlockValues> {
  if (!s) return {};
  return {
    inspectorComment: s.inspectorComment, examiner: s.examiner, book1: s.book1, number1: s.number1, average: s.average,
    book2: s.book2, number2: s.number2, approvedClass: s.admittedClass, approval: s.approval,
  };
}

function inputValues(i: StudentInput): Partial<BlockValues> {
  return {
    inspectorComment: i.inspectorComment, examiner: i.examiner, book1: i.book1, number1: i.number1, average: i.average,
    book2: i.book2, number2: i.number2, approvedClass: i.approvedClass, approval: i.approval,
  };
}

/**
 * The approval steps (spec §4, §5): each block whose fields changed needs the code (a password)
 * of a user of the academy of a type SIGNER_TYPE allows for that block. A missing code: the
 * block's key; a wrong one: incorrectCode. The signer's signature image replaces the block's
 * signature; unchanged blocks keep theirs. A superUser skips the codes and signs changed blocks
 * themselves.
 *
 * A code check is a password guess that names whose password matched (the signature shown), so
 * each check spends a point of the caller's approval-code budget before any hash is compared,
 * and a matching code gives it back: only wrong codes count (LOGIN_RATE_* per user and window).
 */
export async function signChangedBlocks(ctx: Ctx, before: Student | null, input: StudentInput): Promise<Partial<Signed>> {
  const blocks = changedBlocks(blockValues(before), inputValues(input));
  if (!blocks.length) return {};
  const actor = ctx.actor!.user;
  const out: Partial<Signed> = {};
  let users: User[] = [];
  if (actor.type !== 'superUser') {
    // Every missing code is refused before any hash is compared or budget spent.
    for (const block of blocks) {
      if (!input[CODE_FIELD[block]]?.trim()) throw new AppError(MISSING_CODE_KEY[block], { field: CODE_FIELD[block] });
    }
    const types = [...new Set(blocks.flatMap((block) => SIGNER_TYPE[block]))];
    users = await ctx.db.getRepository(User).find({ where: { code: actor.code, type: In(types) }, order: { id: 'ASC' } });
  }
  for (const block of blocks) {
    let signer: User | null = actor;
    if (actor.type !== 'superUser') {
      const code = input[CODE_FIELD[block]]!.trim();
      const budgetKey = `user:${actor.id}`;
      await ctx.limits.approvalCodes.spend(budgetKey);
      signer = await findByPassword(code, users.filter((u) => SIGNER_TYPE[block].includes(u.type)));
      if (!signer) throw new AppError('incorrectCode', { field: CODE_FIELD[block] });
      await ctx.limits.approvalCodes.refund(budgetKey);
    }
    out[CODE_FIELD[block]] = signer.signUrl;
    out[SIGNER_FIELD[block]] = signer.id;
  }
  return out;
}
