import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * Changes to academies and their users (on the academy's code), to controller users (operator…,
 * code ''), and to academies' attendance devices (device…, on the academy's code).
 */
export const AUDIT_ACTIONS = [
  'create', 'update', 'topUp', 'delete', 'deleteUser', 'operatorCreate', 'operatorUpdate', 'operatorDelete',
  'deviceCreate', 'deviceUpdate', 'deviceDelete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * One change a controller operator made (issue 13): to an academy or one of its users (code: the
 * academy's), to an academy's attendance device (the academy's code), or to a controller user
 * (code ''). Who, when, what, and the fields before and after (JSON; null before a create and after a delete; never a password, code or hash). Rows outlive
 * what they describe, so a deleted academy's history stays readable.
 */
@Entity('controller_audit')
@Index('IDX_controller_audit_code', ['code', 'id'])
export class ControllerAudit {
  @PrimaryGeneratedColumn() id: number;
  /** The academy's institute code (the academy may since have been deleted); '' for a controller user's change. */
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 16 }) action: AuditAction;
  @Column({ type: 'int' }) actorId: number;
  @Column({ type: 'varchar', length: 160 }) actorEmail: string;
  @Column({ type: 'text', nullable: true, default: null }) before: string | null;
  @Column({ type: 'text', nullable: true, default: null }) after: string | null;
  @CreateDateColumn() createdAt: Date;
}
