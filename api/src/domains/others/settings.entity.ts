import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An academy's settings (spec doc 2 §3): feature flags and the SMS texts. One row per academy. */
@Entity('academy_settings')
export class AcademySettings {
  @PrimaryColumn({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'boolean', default: false }) admissionSms: boolean;
  @Column({ type: 'boolean', default: false }) onlineAdmission: boolean;
  @Column({ type: 'boolean', default: false }) result: boolean;
  @Column({ type: 'boolean', default: false }) notice: boolean;
  @Column({ type: 'boolean', default: false }) receiptSms: boolean;
  @Column({ type: 'boolean', default: false }) officiants: boolean;
  /** JSON (LONGTEXT on MariaDB): fifty long Bengali drafts exceed TEXT's 64 KB. */
  @Column({ type: 'json' }) draftMessages: string[];
  @Column({ type: 'varchar', length: 500, default: '' }) admissionSmsText: string;
  @Column({ type: 'varchar', length: 500, default: '' }) receiptSmsText: string;
  /** Event messages (issue 12, beyond the spec): each switchable, with its template. */
  @Column({ type: 'boolean', default: false }) absenceSms: boolean;
  @Column({ type: 'boolean', default: false }) feeDueSms: boolean;
  @Column({ type: 'boolean', default: false }) resultSms: boolean;
  @Column({ type: 'varchar', length: 500, default: '' }) absenceSmsText: string;
  @Column({ type: 'varchar', length: 500, default: '' }) feeDueSmsText: string;
  @Column({ type: 'varchar', length: 500, default: '' }) resultSmsText: string;
  /** The academy's own report headings (issue 24 item 11); null: the default conduct items / evaluation questions. */
  @Column({ type: 'json', nullable: true }) conductHeadings: string[] | null;
  @Column({ type: 'json', nullable: true }) evaluationQuestions: string[] | null;
  /** The weekly holiday (issue 25 item 22): 0 = Sunday … 6 = Saturday; Friday by default (rules/attendance.ts DEFAULT_WEEKLY_HOLIDAY). */
  @Column({ type: 'int', default: 5 }) weeklyHoliday: number;
}
