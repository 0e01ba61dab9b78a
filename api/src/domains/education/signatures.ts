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
 * of a user of the academy — of type education for the education secretary, principal for the
 * principal. A missing code: the block's key; a wrong one: incorrectCode. The signer's signature
 * image replaces the block's signature; unchanged blocks keep theirs. A superUser skips the codes
 * and signs changed blocks themselves.
 */
export async function signChangedBlocks(ctx: Ctx, before: Student | null, input: StudentInput): Promise<Partial<Signed>> {
  const blocks = changedBlocks(blockValues(before), inputValues(input));
  if (!blocks.length) return {};
  const actor = ctx.actor!.user;
  const out: Partial<Signed> = {};
  const users = actor.type === 'superUser' ? [] : await ctx.db.getRepository(User).findBy({ code: actor.code });
  for (const block of blocks) {
    let signer: User | null = actor;
    if (actor.type !== 'superUser') {
      const code = input[CODE_FIELD[block]]?.trim();
      if (!code) throw new AppError(MISSING_CODE_KEY[block], { field: CODE_FIELD[block] });
      const type = SIGNER_TYPE[block];
      signer = await findByPassword(code, type ? users.filter((u) => u.type === type) : users);
      if (!signer) throw new AppError('incorrectCode', { field: CODE_FIELD[block] });
    }
    out[CODE_FIELD[block]] = signer.signUrl;
    out[SIGNER_FIELD[block]] = signer.id;
  }
  return out;
}
