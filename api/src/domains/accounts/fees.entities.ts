import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Student fees are taken by accounts, boarding fees by boarding (spec doc 2 §2 /boardingacceptMoney). */
export const FEE_DEPARTMENTS = ['accounts', 'boarding'] as const;
export type FeeDepartment = (typeof FEE_DEPARTMENTS)[number];

/** One item of a payment (the spec's receipt_data): a fee title, its months and the amount paid for them. */
export interface FeeItem {
  /** YYYY-MM, in the payment's year. */
  selectedMonths: string[];
  /** A fee title of the rules (monthly_fee, boarding_fee…). */
  subject: string;
  totalAmountPaisa: number;
}

/**
 * A fee payment (spec doc 2 §3 "Fee"): a student's (provider_id) payment of some titles for some
 * months of a year, taken by the signed-in user. Student fields are kept as they were when paid.
 */
@Entity('fees')
@Index('IDX_fees_code_department', ['code', 'department', 'id'])
@Index('IDX_fees_code_student', ['code', 'studentId'])
export class Fee {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 16 }) department: string;
  /** The student's id (the spec's provider_id). */
  @Column({ type: 'int' }) studentId: number;
  @Column({ type: 'int' }) admitNo: number;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 80 }) className: string;
  @Column({ type: 'varchar', length: 80, default: '' }) groupName: string;
  @Column({ type: 'int' }) year: number;
  /** The day it was paid, YYYY-MM-DD (Asia/Dhaka). */
  @Column({ type: 'varchar', length: 10 }) date: string;
  @Column({ type: 'varchar', length: 500, default: '' }) note: string;
  @Column({ type: 'simple-json' }) items: FeeItem[];
  @Column({ type: 'int' }) totalPaisa: number;
  @Column({ type: 'int' }) receiverId: number;
  @Column({ type: 'varchar', length: 160 }) receiverName: string;
  /** The receipt issued with it (receipts.service, auto mode), if one was asked for. */
  @Column({ type: 'int', nullable: true, default: null }) receiptId: number | null;
  @CreateDateColumn() createdAt: Date;
  @UpdateDateColumn() updatedAt: Date;
}

/**
 * A period a payment paid (a month, or the year of a yearly title) and its share of the item's
 * amount. A period may be paid in parts by several payments until it is paid in full; the payment
 * locks the student's row, so two payments of one student never both take the last part.
 */
@Entity('fee_months')
@Index('IDX_fee_months_period', ['code', 'department', 'studentId', 'subject', 'period'])
@Index('IDX_fee_months_fee', ['code', 'feeId'])
export class FeeMonth {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int' }) feeId: number;
  @Column({ type: 'varchar', length: 16 }) department: string;
  @Column({ type: 'int' }) studentId: number;
  @Column({ type: 'varchar', length: 120 }) subject: string;
  /** YYYY-MM, or YYYY for a yearly title. */
  @Column({ type: 'varchar', length: 7 }) period: string;
  @Column({ type: 'int' }) amountPaisa: number;
}

/**
 * The boarding fee rules (/boardingfeeManagement): the same shape as the fee rules (fee-rule.entity),
 * kept apart because the fee rules screen saves its table whole. Which rules apply to a student is
 * the one rule of rules/fees.ts for both.
 */
@Entity('boarding_fee_rules')
@Index('IDX_boarding_fee_rules_code', ['code'])
export class BoardingFeeRule {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 16 }) fund: string;
  @Column({ type: 'varchar', length: 120 }) title: string;
  @Column({ type: 'int' }) amountPaisa: number;
  @Column({ type: 'simple-json' }) classes: string[];
  @Column({ type: 'simple-json' }) groups: string[];
  @CreateDateColumn() createdAt: Date;
}

export const feeEntities: Function[] = [Fee, FeeMonth, BoardingFeeRule];
