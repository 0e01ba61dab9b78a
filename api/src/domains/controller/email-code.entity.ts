import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A one-time e-mail code (spec §7 `/email/send_code`, `/email/varify_code`): the code is kept only
 * hashed, expires, counts wrong tries and is used once. The row is also the message's outbox entry:
 * `body` is what the e-mail says and `status` whether a mailer sent it (`queued` while no SMTP is
 * configured). `code` is the institute code of the academy the address belongs to ('' for none).
 */
@Entity('email_codes')
@Index('IDX_email_codes_email', ['email', 'id'])
export class EmailCode {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16, default: '' }) code: string;
  @Column({ type: 'varchar', length: 160 }) email: string;
  @Column({ type: 'varchar', length: 100 }) otpHash: string;
  /** Milliseconds since the epoch (by the server clock). */
  @Column({ type: 'bigint' }) expiresAt: string | number;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @Column({ type: 'boolean', default: false }) used: boolean;
  @Column({ type: 'text' }) body: string;
  @Column({ type: 'varchar', length: 8, default: 'queued' }) status: string;
  @CreateDateColumn() createdAt: Date;
}
