import { LessThanOrEqual, MoreThanOrEqual, Not, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { inTransaction, type Ctx } from '../../platform/context';
import { owned, searchWhere, type Page, type PageArgs } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { isLeaveKind, leaveLength, type LeaveKind } from '../../rules/leaves';
import { Student } from '../education/student.entity';
import { Leave } from './leave.entity';
import type { LeaveInput, LeavePersonView, LeaveView } from './leave.types';
import { Staff } from './staff.entity';
import { latinDigits } from '../../rules/numbers';

/** A person a leave is for: the staff or student row, and what the list shows of them. */
export interface LeavePerson extends LeavePersonView { personId: number }

export function leaveView(l: Leave): LeaveView {
  return {
    id: l.id, kind: l.kind, idNo: l.idNo, name: l.name, classOrDesignation: l.classOrDesignation, startDate: l.startDate,
    endDate: l.endDate, days: l.days, reason: l.reason, leaveType: l.leaveType, createdAt: l.createdAt,
  };
}

/** The REST answer (spec stored fields start_date, end_date, reason, leave_type, created_at; plus id_no, name, days…). */
export function leaveRestView(l: Leave) {
  return {
    id: l.id, kind: l.kind, id_no: l.idNo, name: l.name, class_or_designation: l.classOrDesignation, start_date: l.startDate,
    end_date: l.endDate, days: l.days, reason: l.reason, leave_type: l.leaveType, created_at: l.createdAt,
  };
}

/** A student's class and group as one text ("Class 9 / Science"). */
const classOf = (s: Student) => [s.admittedClass, s.groupName].filter((v) => v.trim()).join(' / ');

/**
 * The person an id number names in the signed-in academy: a staff member by staff id, or an
 * admitted student (one with an admit number) by admit number; anyone else is sorryNotFound.
 * `lock` holds the person's row until the transaction ends, so two saves for one person queue.
 */
async function findPerson(ctx: Ctx, kind: LeaveKind, idNo: string, em?: EntityManager, lock = false): Promise<LeavePerson> {
  const text = idNo.trim();
  if (kind === 'staff') {
    const s = await owned(ctx, Staff, em).getBy({ staffId: text }, { lock });
    return { kind, personId: s.id, idNo: s.staffId, name: s.name, classOrDesignation: s.designation };
  }
  const admitNo = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  if (!admitNo) throw new AppError('sorryNotFound');
  const s = await owned(ctx, Student, em).getBy({ admitNo }, { lock });
  return { kind, personId: s.id, idNo: String(s.admitNo), name: s.name, classOrDesignation: classOf(s) };
}

/** staff or student, else invalidValue (kind). */
function kindOf(kind: string): LeaveKind {
  if (!isLeaveKind(kind)) throw new AppError('invalidValue', { field: 'kind' });
  return kind;
}

export interface LeaveFilter { kind: string; search?: string | null; idNo?: string | null }

/** Student and staff leave (spec doc 1 §3, §5, §6): principal, education and superUser write; the office reads. */
export const leavesService = {
  /**
   * One kind's leaves, newest start first; optionally one person's (idNo) or those whose id number,
   * name or class/designation holds what was typed (search; the screen's one search box). Digits
   * typed in Bengali or Arabic search as the Latin digits id numbers are kept in.
   */
  async list(ctx: Ctx, args: PageArgs, filter: LeaveFilter): Promise<Page<Leave>> {
    authorize(ctx, { permission: 'academy.read' });
    // the same bounds as LeavesArgs, for REST too
    if (filter.search && filter.search.length > 120) throw new AppError('invalidValue', { field: 'search' });
    if (filter.idNo && filter.idNo.length > 40) throw new AppError('invalidValue', { field: 'idNo' });
    const idNo = latinDigits(filter.idNo?.trim() ?? '');
    const base: FindOptionsWhere<Leave> = { kind: kindOf(filter.kind), ...(idNo ? { idNo } : {}) };
    const words = searchWhere<Leave>(['idNo', 'name', 'classOrDesignation'], latinDigits(filter.search ?? ''));
    const where = words ? words.map((w) => ({ ...base, ...w })) : base;
    return owned(ctx, Leave).page(args, where, { startDate: 'DESC', id: 'DESC' });
  },

  /** The id lookup of the leave dialog: name and class or designation, else sorryNotFound. */
  async person(ctx: Ctx, kind: string, idNo: string): Promise<LeavePerson> {
    authorize(ctx, { permission: 'academy.read' });
    const k = kindOf(kind);
    if (!idNo.trim()) throw new AppError('requiredField', { field: 'idNo' });
    return findPerson(ctx, k, idNo);
  },

  /**
   * Adds a leave, or updates the leave input.id names (of the same kind). The days are counted
   * here (never taken from the client); a leave sharing a day with another leave of the same
   * person is refused with duplicateNotPossible.
   */
  async save(ctx: Ctx, input: LeaveInput): Promise<Leave> {
    authorize(ctx, { permission: 'leave.write', write: true });
    const kind = kindOf(input.kind);
    const length = leaveLength(input.leaveStart, input.leaveEnd);
    if (!length.ok) throw new AppError(length.problem.code, length.problem.field ? { field: length.problem.field } : {});
    return inTransaction(ctx, async (em) => {
      const leaves = owned(ctx, Leave, em);
      const row = input.id ? await leaves.getBy({ id: input.id, kind }, { lock: true }) : leaves.create({ kind });
      const person = await findPerson(ctx, kind, input.idNo, em, true);
      const clash = await leaves.repo.findOne({
        where: leaves.where({
          kind, personId: person.personId, startDate: LessThanOrEqual(input.leaveEnd), endDate: MoreThanOrEqual(input.leaveStart),
          ...(row.id ? { id: Not(row.id) } : {}),
        }),
      });
      if (clash) throw new AppError('duplicateNotPossible', { field: 'leaveStart' });
      Object.assign(row, {
        personId: person.personId, idNo: person.idNo, name: person.name, classOrDesignation: person.classOrDesignation,
        startDate: input.leaveStart, endDate: input.leaveEnd, days: length.days, reason: input.leaveReason, leaveType: input.leaveType,
      });
      return leaves.repo.save(row);
    });
  },

  /** Deletes a leave (of that kind when given: the REST paths are per kind), else sorryNotFound. */
  async remove(ctx: Ctx, id: number, kind?: LeaveKind): Promise<void> {
    authorize(ctx, { permission: 'leave.write', write: true });
    const leaves = owned(ctx, Leave);
    if (!Number.isInteger(id) || id < 1) throw new AppError('sorryNotFound');
    const row = await leaves.getBy({ id, ...(kind ? { kind } : {}) });
    const done = await leaves.repo.delete({ id: row.id, code: leaves.code });
    if (!done.affected) throw new AppError('sorryNotFound');
  },
};
