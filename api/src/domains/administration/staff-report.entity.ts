import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { StaffReportRow } from '../../rules/staff-reports';

/**
 * A staff report (spec doc 1 §3 "Staff report"): a staff member's report of one type and date with
 * up to ten triples of subject, student report and office report. The staff member is the staff
 * row (`staffRowId`); their staff id, name and designation are kept as they were when the report
 * was saved, for the list and the printed sheet.
 */
@Entity('staff_reports')
// The office's list, newest date first.
@Index('IDX_staff_reports_code_date', ['code', 'date'])
// One staff member's reports.
@Index('IDX_staff_reports_code_staff', ['code', 'staffRowId'])
export class StaffReport {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** The staff row's id. */
  @Column({ type: 'int' }) staffRowId: number;
  /** The staff member's staff id (spec staff_id). */
  @Column({ type: 'varchar', length: 40 }) staffId: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 120, default: '' }) designation: string;
  /** One of STAFF_REPORT_TYPES (rules/staff-reports.ts). */
  @Column({ type: 'varchar', length: 20 }) reportType: string;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 }) date: string;
  /** The non-empty triples in their order, at most ten (JSON; LONGTEXT on MariaDB; not `rows`, a MySQL 8 keyword). */
  @Column({ type: 'json' }) triples: StaffReportRow[];
  @CreateDateColumn() createdAt: Date;
}

export const staffReportEntities: Function[] = [StaffReport];
