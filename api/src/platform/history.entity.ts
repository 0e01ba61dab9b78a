import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One change of an academy's record (issue 26): who (user id, name and type; a visitor has no id),
 * when (milliseconds since 1970, UTC), what (entity, the record's key, its key fields before and
 * after as canonical JSON: only the fields that changed on an update, never a password, code,
 * secret or hash), from where (address and client). Written in the transaction of the change
 * (platform/history.ts recordChange). `hash` chains the line to the one before it in its academy
 * (sha256 over the previous line's hash and this line's canonical text), so an edited, removed or
 * inserted line breaks the chain at that point. Rows outlive what they describe.
 */
@Entity('audit_lines')
@Index('UQ_audit_lines_code_seq', ['code', 'seq'], { unique: true })
@Index('IDX_audit_lines_record', ['code', 'entity', 'recordKey', 'seq'])
@Index('IDX_audit_lines_at', ['code', 'atMs'])
@Index('IDX_audit_lines_actor', ['code', 'actorId', 'seq'])
export class AuditLine {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** 1, 2, 3… within the academy: the chain's order. */
  @Column({ type: 'int' }) seq: number;
  /** When, in milliseconds since 1970 (UTC); shown in Asia/Dhaka. */
  @Column({ type: 'bigint' }) atMs: number | string;
  @Column({ type: 'int', nullable: true, default: null }) actorId: number | null;
  @Column({ type: 'varchar', length: 120, default: '' }) actorName: string;
  /** The user's type (superUser, accountant…), or 'visitor' for a public form. */
  @Column({ type: 'varchar', length: 32 }) actorType: string;
  @Column({ type: 'varchar', length: 32 }) entity: string;
  @Column({ type: 'varchar', length: 64 }) recordKey: string;
  /** create, update or delete (publish, unpublish: a result's publishing). */
  @Column({ type: 'varchar', length: 16 }) action: string;
  @Column({ type: 'text', nullable: true, default: null }) before: string | null;
  @Column({ type: 'text', nullable: true, default: null }) after: string | null;
  @Column({ type: 'varchar', length: 64, default: '' }) ip: string;
  @Column({ type: 'varchar', length: 255, default: '' }) client: string;
  /** sha256 (hex) of the previous line's hash and this line's canonical text. */
  @Column({ type: 'varchar', length: 64 }) hash: string;
}

/**
 * The head of an academy's chain: its last line's number and hash. Every recording transaction
 * locks it (SELECT … FOR UPDATE on MySQL; SQLite runs one transaction at a time), so the lines of an
 * academy are written one after the other; on Galera two nodes writing it at once is a
 * certification conflict that writeTransaction tries again.
 */
@Entity('audit_heads')
export class AuditHead {
  @PrimaryColumn({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int', default: 0 }) seq: number;
  @Column({ type: 'varchar', length: 64, default: '' }) hash: string;
}
