import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per timed job (`absence`, `attendancePull`) or short-lived turn (`pull:<academy code>`):
 * who holds it and until when (platform/lease.ts). Taken by a conditional update, so of several API
 * replicas on one database one holds it at a time; one that stops renewing loses it at `expiresAt`.
 */
@Entity('leases')
export class Lease {
  @PrimaryColumn({ type: 'varchar', length: 64 }) name: string;
  /** The holder's id: host name, process id and a random part (lease.ts newHolderId). */
  @Column({ type: 'varchar', length: 160 }) holder: string;
  /** Milliseconds since 1970 in the database's clock (lease.ts databaseTime); 0 once released. */
  @Column({ type: 'bigint' }) expiresAt: number | string;
}
