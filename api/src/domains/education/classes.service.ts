import { QueryFailedError } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { fromBookMeta, toBookMeta } from '../../rules/books';
import { ClassRoom } from './class.entity';
import type { ClassInput, ClassView } from './class.types';

export function classView(c: ClassRoom): ClassView {
  return { id: c.id, department: c.department, className: c.className, groupName: c.groupName, books: fromBookMeta(c.bookMeta) };
}

/** REST: a class row as the spec names its fields. */
export function classRest(c: ClassRoom) {
  return { id: c.id, code: c.code, department: c.department, class_name: c.className, group_name: c.groupName, book_meta: c.bookMeta };
}

export const classesService = {
  async list(ctx: Ctx): Promise<ClassRoom[]> {
    authorize(ctx, { permission: 'academy.read' });
    return ctx.db.getRepository(ClassRoom).find({
      where: { code: tenant(ctx) }, order: { department: 'ASC', className: 'ASC', groupName: 'ASC', id: 'ASC' },
    });
  },

  /** Adds a row, or with an id updates that row of this academy. Same department, class and group twice: duplicateNotPossible. */
  async save(ctx: Ctx, input: ClassInput): Promise<ClassRoom> {
    authorize(ctx, { permission: 'class.write', write: true });
    const slots = new Set(input.books.map((b) => b.slot));
    if (slots.size !== input.books.length) throw new AppError('invalidValue', { field: 'books' });
    const code = tenant(ctx);
    const repo = ctx.db.getRepository(ClassRoom);
    const row = input.id ? await repo.findOneBy({ id: input.id, code }) : repo.create({ code });
    if (!row) throw new AppError('sorryNotFound');
    Object.assign(row, {
      department: input.department.trim(), className: input.className.trim(), groupName: (input.groupName ?? '').trim(),
      bookMeta: toBookMeta(input.books),
    });
    try {
      return await repo.save(row);
    } catch (e) {
      if (e instanceof QueryFailedError && /unique|duplicate/i.test(e.message)) throw new AppError('duplicateNotPossible');
      throw e;
    }
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'class.write', write: true });
    const result = await ctx.db.getRepository(ClassRoom).delete({ id, code: tenant(ctx) });
    if (!result.affected) throw new AppError('sorryNotFound');
  },
};
