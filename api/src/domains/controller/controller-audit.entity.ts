import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const AUDIT_ACTIONS = ['create', 'update', 'topUp', 'delete', 'deleteUser'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One change a controller operator made to an academy (issue 13): who, when, what, and the
 * academy's fields before and after (JSON; null before a create and after a delete). Rows outlive
 * the academy they describe, so a deleted academy's history stays readable.
 */
@Entity('controller_audit')
@Index('IDX_controller_audit_code', ['code', 'id'])
export class ControllerAudit {
  @PrimaryGeneratedColumn() id: number;
  /** The academy's institute code (the academy may since have been deleted). */
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 16 }) action: AuditAction;
  @Column({ type: 'int' }) actorId: number;
  @Column({ type: 'varchar', length: 160 }) actorEmail: string;
  @Column({ type: 'text', nullable: true, default: null }) before: string | null;
  @Column({ type: 'text', nullable: true, default: null }) after: string | null;
  @CreateDateColumn() createdAt: Date;
}
