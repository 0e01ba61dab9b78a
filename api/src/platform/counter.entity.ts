import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per academy and kind of business number (form, admit, and later receipt or voucher
 * numbers): locked while a number is taken (platform/counters.ts), so concurrent takers queue on
 * it instead of racing for the same MAX()+1; `value` is the last number taken.
 */
@Entity('counters')
export class Counter {
  @PrimaryColumn({ type: 'varchar', length: 16 }) code: string;
  @PrimaryColumn({ type: 'varchar', length: 40 }) name: string;
  /** bigint: the lock's increment never overflows, whatever number was taken last. */
  @Column({ type: 'bigint', default: 0 }) value: number | string;
}
