import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every SMS the product sends, as the default gateway records it (DESIGN §10); the messaging screen lists them. */
@Entity('sms_outbox')
@Index('IDX_sms_outbox_code', ['code', 'createdAt'])
@Index('IDX_sms_outbox_batch', ['code', 'batch'])
// An event message (absence, fee due, result published) is sent once: its key is unique in the academy.
@Index('UQ_sms_outbox_event', ['code', 'eventKey'], { unique: true })
export class OutboxMessage {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** admission, receipt, manual, or an event message: absence, feeDue, result. */
  @Column({ type: 'varchar', length: 16 }) kind: string;
  @Column({ type: 'varchar', length: 40 }) receiver: string;
  @Column({ type: 'text' }) body: string;
  @Column({ type: 'int' }) parts: number;
  @Column({ type: 'int' }) costPaisa: number;
  /** pending (a send being delivered), sent, or failed with a catalogue key in error. */
  @Column({ type: 'varchar', length: 8 }) status: string;
  @Column({ type: 'varchar', length: 40, default: '' }) error: string;
  /** The send it belongs to (a manual send's id, for its progress); '' for single messages. */
  @Column({ type: 'varchar', length: 36, default: '' }) batch: string;
  /** An event message's key (e.g. absence:2026-03-10:12); null for the rest. */
  @Column({ type: 'varchar', length: 120, nullable: true, default: null }) eventKey: string | null;
  @CreateDateColumn() createdAt: Date;
}
