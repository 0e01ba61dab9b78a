import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An exam paper of the routine (spec doc 1 "exam papers form"): exam name, date and time required. */
@Entity('exam_papers')
@Index('IDX_exam_papers_code_date', ['code', 'date'])
export class ExamPaper {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 80 }) examName: string;
  @Column({ type: 'int' }) year: number;
  @Column({ type: 'varchar', length: 80, default: '' }) department: string;
  @Column({ type: 'varchar', length: 80, default: '' }) className: string;
  @Column({ type: 'varchar', length: 80, default: '' }) groupName: string;
  @Column({ type: 'varchar', length: 120, default: '' }) subject: string;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 }) date: string;
  /** hh:mm AM/PM (spec §9) */
  @Column({ type: 'varchar', length: 8 }) time: string;
  @Column({ type: 'int', default: 0 }) durationMinutes: number;
  @CreateDateColumn() createdAt: Date;
}

/** Homework (spec doc 1 §3): department, class and date required; group optional. */
@Entity('homeworks')
@Index('IDX_homeworks_code_class', ['code', 'className', 'groupName'])
export class Homework {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 80 }) department: string;
  @Column({ type: 'varchar', length: 80 }) className: string;
  @Column({ type: 'varchar', length: 80, default: '' }) groupName: string;
  /** YYYY-MM-DD, the day the homework is for. */
  @Column({ type: 'varchar', length: 10 }) date: string;
  @Column({ type: 'text' }) content: string;
  @CreateDateColumn() createdAt: Date;
}
