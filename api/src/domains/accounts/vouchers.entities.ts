import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Voucher departments: /voucher (accounts) and /boardingvoucher (boarding). */
export const VOUCHER_DEPARTMENTS = ['accounts', 'boarding'] as const;
export type VoucherDepartment = (typeof VOUCHER_DEPARTMENTS)[number];
/** unsaved, then saved once the monthly count is done (spec doc 2 §4). */
export const VOUCHER_CONDITIONS = ['unsaved', 'saved'] as const;

/**
 * A payment voucher (spec doc 2 §3): ten regarding/amount lines, their total and the total in
 * words, the receiver's and the principal's signatures. Money is integer paisa. The number is
 * unique per academy, department and fund.
 */
@Entity('vouchers')
@Index('UQ_vouchers_code_department_fund_no', ['code', 'department', 'fund', 'voucherNo'], { unique: true })
@Index('IDX_vouchers_code_department_date', ['code', 'department', 'date'])
export class Voucher {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** accounts or boarding */
  @Column({ type: 'varchar', length: 16 }) department: string;
  /** generalFund or charityFund */
  @Column({ type: 'varchar', length: 16 }) fund: string;
  @Column({ type: 'int' }) voucherNo: number;
  /** The payee. */
  @Column({ type: 'varchar', length: 120, default: '' }) name: string;
  @Column({ type: 'varchar', length: 500, default: '' }) description: string;
  @Column({ type: 'varchar', length: 120, default: '' }) regarding1: string;
  @Column({ type: 'varchar', length: 120, default: '' }) regarding2: string;
  @Column({ type: 'varchar', length: 120, default: '' }) regarding3: string;
  @Column({ type: 'varchar', length: 120, default: '' }) regarding4: string;
  @Column({ type: 'varchar', length: 120, default: '' }) regarding5: string;
  @Column({ type: 'varchar', length: 120, default: '' }) regarding6: string;
  @Column({ type: 'varchar', length: 120, default: '' }) regarding7: string;
  @Column({ type: 'varchar', length: 120, default: '' }) regarding8: string;
  @Column({ type: 'varchar', length: 120, default: '' }) regarding9: string;
  @Column({ type: 'varchar', length: 120, default: '' }) regarding10: string;
  @Column({ type: 'int', default: 0 }) amount1Paisa: number;
  @Column({ type: 'int', default: 0 }) amount2Paisa: number;
  @Column({ type: 'int', default: 0 }) amount3Paisa: number;
  @Column({ type: 'int', default: 0 }) amount4Paisa: number;
  @Column({ type: 'int', default: 0 }) amount5Paisa: number;
  @Column({ type: 'int', default: 0 }) amount6Paisa: number;
  @Column({ type: 'int', default: 0 }) amount7Paisa: number;
  @Column({ type: 'int', default: 0 }) amount8Paisa: number;
  @Column({ type: 'int', default: 0 }) amount9Paisa: number;
  @Column({ type: 'int', default: 0 }) amount10Paisa: number;
  /** The sum of the ten amounts, computed by the server on every save. */
  @Column({ type: 'int' }) totalPaisa: number;
  /** The total in words (rules/in-words.ts) in the academy's language, computed on save. */
  @Column({ type: 'varchar', length: 500, default: '' }) inWords: string;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 }) date: string;
  /** The signature image of the user who wrote the voucher. */
  @Column({ type: 'varchar', length: 255, default: '' }) receiverSign: string;
  @Column({ type: 'int', nullable: true, default: null }) receiverId: number | null;
  /** The signature image of the principal whose code signed it ('' while unsigned). */
  @Column({ type: 'varchar', length: 255, default: '' }) principalSign: string;
  @Column({ type: 'int', nullable: true, default: null }) principalSignerId: number | null;
  /** unsaved or saved (saved by the monthly count: no edit or delete). */
  @Column({ type: 'varchar', length: 8, default: 'unsaved' }) condition: string;
  /** The salary sheet this voucher pays, if any. */
  @Column({ type: 'int', nullable: true, default: null }) salarySheetId: number | null;
  @CreateDateColumn() createdAt: Date;
  @UpdateDateColumn() updatedAt: Date;
}

/**
 * A month's salary sheet (spec doc 2 §3 "Salary sheet columns") for one staff department ('' is
 * every department). Paying it writes one accounts voucher (paidVoucherId).
 */
@Entity('salary_sheets')
@Index('UQ_salary_sheets_code_month_department', ['code', 'month', 'department'], { unique: true })
export class SalarySheet {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** YYYY-MM */
  @Column({ type: 'varchar', length: 7 }) month: string;
  /** The staff department of the sheet ('' = all staff). */
  @Column({ type: 'varchar', length: 80, default: '' }) department: string;
  @Column({ type: 'varchar', length: 500, default: '' }) note: string;
  /** The voucher that paid it; null while unpaid. */
  @Column({ type: 'int', nullable: true, default: null }) paidVoucherId: number | null;
  @CreateDateColumn() createdAt: Date;
  @UpdateDateColumn() updatedAt: Date;
}

/** One staff member's row of a salary sheet. Money is integer paisa; the increment is in hundredths of a percent. */
@Entity('salary_sheet_rows')
@Index('IDX_salary_sheet_rows_code_sheet', ['code', 'sheetId', 'position'])
export class SalarySheetRow {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int' }) sheetId: number;
  /** The row's place on the sheet, from 1. */
  @Column({ type: 'int' }) position: number;
  /** The staff row (Staff.id) the row was made from, if any. */
  @Column({ type: 'int', nullable: true, default: null }) staffRowId: number | null;
  /** The spec's ID column: the academy's staff number. */
  @Column({ type: 'varchar', length: 40, default: '' }) staffId: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 120, default: '' }) designation: string;
  @Column({ type: 'int', default: 0 }) workdays: number;
  @Column({ type: 'int', default: 0 }) attendance: number;
  @Column({ type: 'int', default: 0 }) basicPaisa: number;
  @Column({ type: 'int', default: 0 }) dailyPaisa: number;
  @Column({ type: 'int', default: 0 }) responsibilityPaisa: number;
  /** Supervision or observation. */
  @Column({ type: 'int', default: 0 }) supervisionPaisa: number;
  @Column({ type: 'int', default: 0 }) houseRentPaisa: number;
  @Column({ type: 'int', default: 0 }) travelPaisa: number;
  @Column({ type: 'int', default: 0 }) medicalPaisa: number;
  @Column({ type: 'int', default: 0 }) snacksPaisa: number;
  @Column({ type: 'int', default: 0 }) otherAllowancesPaisa: number;
  /** Increment percent × 100 (5.5 % is 550). */
  @Column({ type: 'int', default: 0 }) incrementBp: number;
  @Column({ type: 'int', default: 0 }) overtimePaisa: number;
  @Column({ type: 'int', default: 0 }) bonusPaisa: number;
  @Column({ type: 'int', default: 0 }) loanPaisa: number;
  @Column({ type: 'int', default: 0 }) electricityPaisa: number;
  @Column({ type: 'int', default: 0 }) foodPaisa: number;
  @Column({ type: 'int', default: 0 }) gasPaisa: number;
  @Column({ type: 'int', default: 0 }) cleaningPaisa: number;
  @Column({ type: 'int', default: 0 }) governmentTaxPaisa: number;
  @Column({ type: 'int', default: 0 }) mobilePaisa: number;
  @Column({ type: 'int', default: 0 }) internetPaisa: number;
  @Column({ type: 'int', default: 0 }) othersPaisa: number;
}

export const voucherEntities: Function[] = [Voucher, SalarySheet, SalarySheetRow];
