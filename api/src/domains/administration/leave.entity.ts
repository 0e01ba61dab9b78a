import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A leave of a staff member or a student (spec doc 1 §3 "Leave"): the person is the staff row or
 * the student row (`personId`); their id number, name and class or designation are kept as they
 * were when the leave was saved, for the list and its print.
 */
@Entity('leaves')
// One person's leaves, by date: the overlap check and the person's list.
@Index('IDX_leaves_code_kind_person', ['code', 'kind', 'personId', 'startDate'])
// The office's list of one kind, newest first.
@Index('IDX_leaves_code_kind_start', ['code', 'kind', 'startDate'])
export class Leave {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** staff or student */
  @Column({ type: 'varchar', length: 8 }) kind: string;
  /** The staff row's id or the student row's id. */
  @Column({ type: 'int' }) personId: number;
  /** The staff id or the admit number, as text. */
  @Column({ type: 'varchar', length: 40 }) idNo: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  /** A student's class (and group), or a staff member's designation. */
  @Column({ type: 'varchar', length: 200, default: '' }) classOrDesignation: string;
  /** YYYY-MM-DD, the first day of leave. */
  @Column({ type: 'varchar', length: 10 }) startDate: string;
  /** YYYY-MM-DD, the last day of leave. */
  @Column({ type: 'varchar', length: 10 }) endDate: string;
  /** Days from start to end, both counted (rules/leaves.ts). */
  @Column({ type: 'int' }) days: number;
  /** One of the 32 LEAVE_REASONS keys. */
  @Column({ type: 'varchar', length: 40 }) reason: string;
  /** verbal or written */
  @Column({ type: 'varchar', length: 10 }) leaveType: string;
  @CreateDateColumn() createdAt: Date;
}

export const leaveEntities: Function[] = [Leave];
