import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Head } from '../../rules/counts';

/** Sums of a whole month or year can pass the int range: stored as bigint, read as a number (exact below 2^53 paisa). */
const bigMoney = { type: 'bigint' as const, default: 0, transformer: { to: (v: number) => v, from: (v: string | number | null) => (v === null ? 0 : Number(v)) } };

/**
 * A saved monthly or yearly count (spec doc 2 §3 "Monthly/yearly count record"): type (mci, mgi,
 * mce, mge, yci, ygi, yce, yge), its fund, the period (YYYY-MM or YYYY), the sums by regarding
 * (the record's headings and counts) and the total. Its rows (receipts or vouchers as they were
 * when saved) are saved_count_rows. One per academy, department, type and period.
 */
@Entity('saved_counts')
@Index('UQ_saved_counts_code_department_type_date', ['code', 'department', 'type', 'date'], { unique: true })
export class SavedCount {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** accounts or boarding (rules/counts COUNT_DEPARTMENTS): whose receipts and vouchers it counts. */
  @Column({ type: 'varchar', length: 16, default: 'accounts' }) department: string;
  @Column({ type: 'varchar', length: 3 }) type: string;
  /** generalFund or charityFund (from the type). */
  @Column({ type: 'varchar', length: 16 }) fund: string;
  /** YYYY-MM (monthly) or YYYY (yearly). */
  @Column({ type: 'varchar', length: 7 }) date: string;
  /** The heads: regarding and sum in paisa, in the order they first appear. */
  @Column({ type: 'simple-json' }) heads: Head[];
  @Column({ type: 'int', default: 0 }) rowCount: number;
  @Column(bigMoney) totalPaisa: number;
  @CreateDateColumn() createdAt: Date;
}

/** One row of a saved count: an income row (receipt) or expense row (voucher) as JSON, in the count's order. */
@Entity('saved_count_rows')
@Index('IDX_saved_count_rows_code_count', ['code', 'countId', 'position'])
export class SavedCountRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int' }) countId: number;
  @Column({ type: 'int' }) position: number;
  @Column({ type: 'simple-json' }) row: object;
}

/**
 * A saved counting report (spec doc 2 §3: type, date, preBalance, balance): type (mcr, mgr, ycr,
 * ygr), the period, the balance carried in, income, expense and the new balance, and both sides by
 * regarding. One per academy, department, type and period.
 */
@Entity('saved_reports')
@Index('UQ_saved_reports_code_department_type_date', ['code', 'department', 'type', 'date'], { unique: true })
export class SavedReport {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** accounts or boarding (rules/counts COUNT_DEPARTMENTS): whose receipts and vouchers it counts. */
  @Column({ type: 'varchar', length: 16, default: 'accounts' }) department: string;
  @Column({ type: 'varchar', length: 3 }) type: string;
  @Column({ type: 'varchar', length: 16 }) fund: string;
  @Column({ type: 'varchar', length: 7 }) date: string;
  @Column(bigMoney) preBalancePaisa: number;
  @Column(bigMoney) incomePaisa: number;
  @Column(bigMoney) expensePaisa: number;
  @Column(bigMoney) balancePaisa: number;
  @Column({ type: 'simple-json' }) incomeHeads: Head[];
  @Column({ type: 'simple-json' }) expenseHeads: Head[];
  @CreateDateColumn() createdAt: Date;
}

export const countEntities: Function[] = [SavedCount, SavedCountRow, SavedReport];
