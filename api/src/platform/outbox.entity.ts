import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Every SMS the product sends, as the default gateway records it (DESIGN §10); the messaging screen lists them. */
@Entity('sms_outbox')
@Index('IDX_sms_outbox_code', ['code', 'createdAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** admission, receipt or manual. */
  @Column({ type: 'varchar', length: 16 }) kind: string;
  @Column({ type: 'varchar', length: 40 }) receiver: string;
  @Column({ type: 'text' }) body: string;
  @Column({ type: 'int' }) parts: number;
  @Column({ type: 'int' }) costPaisa: number;
  /** sent, or failed with a catalogue key in error. */
  @Column({ type: 'varchar', length: 8 }) status: string;
  @Column({ type: 'varchar', length: 40, default: '' }) error: string;
  @CreateDateColumn() createdAt: Date;
}
