import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A staff member, "officiant" (spec doc 1 §3 Staff). Money is integer paisa. */
@Entity('staff')
@Index('UQ_staff_code_staff_id', ['code', 'staffId'], { unique: true })
@Index('UQ_staff_code_nid', ['code', 'nid'], { unique: true })
export class Staff {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** The academy's own staff number (spec staff_id; the leave and report lookups use it). */
  @Column({ type: 'varchar', length: 40 }) staffId: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 120 }) fatherName: string;
  @Column({ type: 'varchar', length: 120 }) designation: string;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 }) birthDate: string;
  /** At most 30 characters (checkMobile). */
  @Column({ type: 'varchar', length: 30 }) mobile: string;
  /** National id: digits only. */
  @Column({ type: 'varchar', length: 30 }) nid: string;
  @Column({ type: 'varchar', length: 120, default: '' }) village: string;
  @Column({ type: 'varchar', length: 120, default: '' }) postOffice: string;
  @Column({ type: 'varchar', length: 120, default: '' }) subDistrict: string;
  @Column({ type: 'varchar', length: 120, default: '' }) district: string;
  @Column({ type: 'varchar', length: 200, default: '' }) qualification: string;
  @Column({ type: 'varchar', length: 500, default: '' }) preExperience: string;
  @Column({ type: 'varchar', length: 1000, default: '' }) terms: string;
  @Column({ type: 'int', default: 0 }) salaryPaisa: number;
  @Column({ type: 'int', default: 0 }) boardingFeePaisa: number;
  /** residential or nonResidential */
  @Column({ type: 'varchar', length: 20, default: 'nonResidential' }) residenceType: string;
  /** teacher or worker */
  @Column({ type: 'varchar', length: 20, default: 'teacher' }) candidateType: string;
  /** YYYY-MM-DD or '' */
  @Column({ type: 'varchar', length: 10, default: '' }) hireDate: string;
  @Column({ type: 'varchar', length: 80, default: '' }) department: string;
  @Column({ type: 'varchar', length: 255, default: '' }) photoUrl: string;
  @CreateDateColumn() createdAt: Date;
}

/** One duty of a staff member's duty list (spec duty_list; add_duty_online, duties, delete_duty). */
@Entity('staff_duties')
@Index('IDX_staff_duties_code_staff', ['code', 'staffId'])
export class StaffDuty {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** The staff row's id (Staff.id, not the academy's staff number). */
  @Column({ type: 'int' }) staffId: number;
  @Column({ type: 'varchar', length: 500 }) duty: string;
  @CreateDateColumn() createdAt: Date;
}

export const staffEntities: Function[] = [Staff, StaffDuty];
