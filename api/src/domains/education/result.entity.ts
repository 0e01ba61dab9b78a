import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { GradeRow, Grading, SpecRow } from '../../rules/results';
import type { BookMeta } from './class.entity';

/**
 * A result table (spec doc 1 §3 "Result"): one exam of one class (and group) in one year. `results`
 * holds the rows the server computed on save, in the spec's array form; `grading` is the grade table
 * they were computed with, so a later change of the grading settings does not rewrite old results.
 */
@Entity('results')
@Index('UQ_results_code_year_exam_class_group', ['code', 'year', 'examName', 'className', 'groupName'], { unique: true })
export class ResultTable {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 80 }) className: string;
  @Column({ type: 'varchar', length: 80, default: '' }) groupName: string;
  @Column({ type: 'varchar', length: 80 }) examName: string;
  @Column({ type: 'int' }) numberPerSubject: number;
  @Column({ type: 'int' }) year: number;
  @Column({ type: 'simple-json' }) bookMeta: BookMeta;
  @Column({ type: 'simple-json' }) grading: Grading;
  @Column({ type: 'int', default: 0 }) studentCount: number;
  /** A saved result is a draft until education or superUser publishes it; only published results reach guardians and visitors. */
  @Column({ type: 'boolean', default: false }) published: boolean;
  /** JSON (LONGTEXT on MariaDB): a 2,000-student table of 15 subjects is far beyond TEXT's 64 KB. */
  @Column({ type: 'json' }) results: SpecRow[];
  @CreateDateColumn() createdAt: Date;
  @UpdateDateColumn() updatedAt: Date;
}

/** Grading settings (spec doc 1 §3 "Grade settings"); one row per academy, defaults until saved. */
@Entity('grading_settings')
export class GradingSettings {
  @PrimaryColumn({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'boolean', default: true }) isGrade: boolean;
  @Column({ type: 'varchar', length: 20, default: 'parcentageSystem' }) system: string;
  @Column({ type: 'simple-json' }) grades: GradeRow[];
  /** A failed compulsory subject fails the student (the Bangladesh board rule); on by default. */
  @Column({ type: 'boolean', default: true }) failOnSubjectFail: boolean;
}
