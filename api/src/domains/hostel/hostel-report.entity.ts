import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { HostelScore } from '../../rules/hostel-reports';

/**
 * A hostel student report (spec doc 2 §3 "Student report (hostel)"): a boarding student's report of
 * one type and date, a difficulty stage, up to ten scored headings and a comment. The student is
 * the student row (`studentId`); admit number, name, department and class are kept as they were
 * when the report was saved, for the list and the printed sheet. The giver is the user who saved it.
 */
@Entity('hostel_reports')
// The hostel manager's list, newest date first.
@Index('IDX_hostel_reports_code_date', ['code', 'date'])
// One student's reports (their latest stage).
@Index('IDX_hostel_reports_code_student', ['code', 'studentId'])
export class HostelReport {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** The student row's id. */
  @Column({ type: 'int' }) studentId: number;
  @Column({ type: 'int' }) admitNo: number;
  @Column({ type: 'varchar', length: 120 }) studentName: string;
  @Column({ type: 'varchar', length: 80, default: '' }) department: string;
  @Column({ type: 'varchar', length: 80, default: '' }) className: string;
  /** One of HOSTEL_REPORT_TYPES (rules/hostel-reports.ts). */
  @Column({ type: 'varchar', length: 20 }) reportType: string;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 }) date: string;
  /** general, intermediate or difficult. */
  @Column({ type: 'varchar', length: 16 }) reportStage: string;
  /** The scored headings in their order, at most ten (JSON; LONGTEXT on MariaDB). */
  @Column({ type: 'json' }) scores: HostelScore[];
  @Column({ type: 'varchar', length: 1000, default: '' }) comment: string;
  /** Who saved the report (spec provider/giver): the user's name as it was then. */
  @Column({ type: 'varchar', length: 120, default: '' }) giver: string;
  @Column({ type: 'int', nullable: true }) giverId: number | null;
  @CreateDateColumn() createdAt: Date;
  @UpdateDateColumn() updatedAt: Date;
}
