import { QueryFailedError } from 'typeorm';
import { authorize } from '../../platform/authorize';
import type { Ctx } from '../../platform/context';
import { owned } from '../../platform/crud';
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
    return owned(ctx, ClassRoom).list({}, { department: 'ASC', className: 'ASC', groupName: 'ASC', id: 'ASC' });
  },

  /** Adds a row, or with an id updates that row of this academy. Same department, class and group twice: duplicateNotPossible. */
  async save(ctx: Ctx, input: ClassInput): Promise<ClassRoom> {
    authorize(ctx, { permission: 'class.write', write: true });
    const slots = new Set(input.books.map((b) => b.slot));
    if (slots.size !== input.books.length) throw new AppError('invalidValue', { field: 'books' });
    const classes = owned(ctx, ClassRoom);
    const row = input.id ? await classes.get(input.id) : classes.create({});
    Object.assign(row, {
      department: input.department.trim(), className: input.className.trim(), groupName: (input.groupName ?? '').trim(),
      bookMeta: toBookMeta(input.books),
    });
    try {
      return await classes.repo.save(row);
    } catch (e) {
      if (e instanceof QueryFailedError && /unique|duplicate/i.test(e.message)) throw new AppError('duplicateNotPossible');
      throw e;
    }
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'class.write', write: true });
    await owned(ctx, ClassRoom).remove(id);
  },
};
