import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const FUNDS = ['generalFund', 'charityFund'] as const;

/** A fee rule (spec doc 2 §3): a titled amount for the listed classes, and groups (none listed: every group). */
@Entity('fee_rules')
@Index('IDX_fee_rules_code', ['code'])
export class FeeRule {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 16 }) fund: string;
  @Column({ type: 'varchar', length: 120 }) title: string;
  /** Money is exact: integer paisa. */
  @Column({ type: 'int' }) amountPaisa: number;
  /** Class names (the spec's `users`). */
  @Column({ type: 'simple-json' }) classes: string[];
  /** Group names; empty means every group. */
  @Column({ type: 'simple-json' }) groups: string[];
  @CreateDateColumn() createdAt: Date;
}
