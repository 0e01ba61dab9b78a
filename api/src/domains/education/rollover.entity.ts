import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { RolloverEntry } from '../../rules/rollover';

/**
 * A student's roll number in one year, in the class they were in that year (issue 13, year
 * rollover). One per student and year; a roll is given once per class, group and year.
 */
@Entity('student_rolls')
@Index('UQ_student_rolls_code_student_year', ['code', 'studentId', 'year'], { unique: true })
@Index('UQ_student_rolls_code_year_class_roll', ['code', 'year', 'className', 'groupName', 'roll'], { unique: true })
export class StudentRoll {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'int' }) studentId: number;
  @Column({ type: 'int' }) year: number;
  @Column({ type: 'varchar', length: 80 }) department: string;
  @Column({ type: 'varchar', length: 80 }) className: string;
  @Column({ type: 'varchar', length: 80, default: '' }) groupName: string;
  @Column({ type: 'int' }) roll: number;
  /** The rollover that gave this roll (undo removes it). */
  @Column({ type: 'int' }) rolloverId: number;
  @CreateDateColumn() createdAt: Date;
}

/**
 * The archive of one class's year rollover: who did it and when, the result it followed, and each
 * student's placement before and after, so that undo puts everything back exactly. One per class,
 * group and year closed; undo removes it.
 */
@Entity('year_rollovers')
@Index('UQ_year_rollovers_code_class_year', ['code', 'className', 'groupName', 'fromYear'], { unique: true })
export class YearRollover {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 80 }) department: string;
  @Column({ type: 'varchar', length: 80 }) className: string;
  @Column({ type: 'varchar', length: 80, default: '' }) groupName: string;
  @Column({ type: 'int' }) fromYear: number;
  @Column({ type: 'int' }) toYear: number;
  @Column({ type: 'int' }) resultId: number;
  @Column({ type: 'varchar', length: 80 }) examName: string;
  @Column({ type: 'varchar', length: 80 }) targetDepartment: string;
  @Column({ type: 'varchar', length: 80 }) targetClassName: string;
  @Column({ type: 'varchar', length: 80, default: '' }) targetGroupName: string;
  @Column({ type: 'int' }) promotedCount: number;
  @Column({ type: 'int' }) keptCount: number;
  @Column({ type: 'int' }) byUserId: number;
  @Column({ type: 'varchar', length: 170 }) byName: string;
  /** JSON (LONGTEXT on MariaDB): every student's before and after. */
  @Column({ type: 'json' }) students: RolloverEntry[];
  @CreateDateColumn() createdAt: Date;
}
