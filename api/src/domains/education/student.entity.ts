import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { HOSTEL_REPORT_STAGES } from '../../rules/hostel-reports';

export const NEW_OLD = ['new', 'old'] as const;
export const RESIDENCES = ['residential', 'nonResidential', 'daycare'] as const;
export const CATEGORIES = ['general', 'needy', 'orphan'] as const;
export const CONDITIONS = ['in', 'out'] as const;
/** A student's report stage: the stage of their latest hostel report (rules/hostel-reports). */
export const REPORT_STAGES = HOSTEL_REPORT_STAGES;
/** Principal approval options (spec §4). */
export const APPROVALS = ['admitted', 'admissionNotPossible'] as const;

export interface StudentFee { title: string; amount: number }

/**
 * A student, or a pending application while admitNo is null (spec §4). The four signature
 * columns hold the signer's signature image; the *SignerId columns say who signed.
 */
@Entity('students')
@Index('UQ_students_code_form', ['code', 'formNo'], { unique: true })
@Index('UQ_students_code_admit', ['code', 'admitNo'], { unique: true })
// The class-scoped lists (spec §2 student list, attendance sheet, fees sheet, result draft, rollover,
// class SMS): the academy, in or out, the class, already in the lists' order (admitNo, then formNo for
// applications without one), so no statistics are needed for the planner to prefer it to
// (code, admitNo); a group is checked in the index before the row is read. Its cost follows the class.
@Index('IDX_students_class_admit', ['code', 'condition', 'admittedClass', 'admitNo', 'formNo', 'groupName'])
// A visitor's own applications (the public site's "my applications").
@Index('IDX_students_code_visitor', ['code', 'visitorId'])
export class Student {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 8 }) newOld: string;
  @Column({ type: 'varchar', length: 80 }) department: string;
  @Column({ type: 'varchar', length: 20 }) residence: string;
  @Column({ type: 'varchar', length: 20 }) category: string;
  @Column({ type: 'int' }) formNo: number;
  @Column({ type: 'int', nullable: true, default: null }) admitNo: number | null;
  @Column({ type: 'varchar', length: 120 }) name: string;
  @Column({ type: 'varchar', length: 120 }) fatherName: string;
  @Column({ type: 'varchar', length: 120, default: '' }) motherName: string;
  @Column({ type: 'varchar', length: 120, default: '' }) fatherJob: string;
  @Column({ type: 'varchar', length: 120 }) village: string;
  @Column({ type: 'varchar', length: 120 }) postOffice: string;
  @Column({ type: 'varchar', length: 120 }) subDistrict: string;
  @Column({ type: 'varchar', length: 120 }) district: string;
  @Column({ type: 'varchar', length: 10 }) birthDate: string;
  @Column({ type: 'int' }) age: number;
  @Column({ type: 'varchar', length: 40 }) fatherMobile: string;
  @Column({ type: 'varchar', length: 60 }) guardianRelation: string;
  @Column({ type: 'varchar', length: 160, default: '' }) guardian2: string;
  @Column({ type: 'varchar', length: 160, default: '' }) preAcademy: string;
  @Column({ type: 'varchar', length: 80, default: '' }) preClass: string;
  @Column({ type: 'varchar', length: 80, default: '' }) choosingClass: string;
  @Column({ type: 'varchar', length: 80, default: '' }) admittedClass: string;
  @Column({ type: 'varchar', length: 80, default: '' }) groupName: string;
  @Column({ type: 'varchar', length: 80, default: '' }) inspectorComment: string;
  @Column({ type: 'varchar', length: 120, default: '' }) examiner: string;
  @Column({ type: 'varchar', length: 80, default: '' }) book1: string;
  @Column({ type: 'double', nullable: true, default: null }) number1: number | null;
  @Column({ type: 'double', nullable: true, default: null }) average: number | null;
  @Column({ type: 'varchar', length: 80, default: '' }) book2: string;
  @Column({ type: 'double', nullable: true, default: null }) number2: number | null;
  @Column({ type: 'varchar', length: 30, default: '' }) approval: string;
  @Column({ type: 'varchar', length: 255, default: '' }) inspectorSign: string;
  @Column({ type: 'int', nullable: true, default: null }) inspectorSignerId: number | null;
  @Column({ type: 'varchar', length: 255, default: '' }) examinerSign: string;
  @Column({ type: 'int', nullable: true, default: null }) examinerSignerId: number | null;
  @Column({ type: 'varchar', length: 255, default: '' }) eduSecSign: string;
  @Column({ type: 'int', nullable: true, default: null }) eduSecSignerId: number | null;
  @Column({ type: 'varchar', length: 255, default: '' }) principalSign: string;
  @Column({ type: 'int', nullable: true, default: null }) principalSignerId: number | null;
  @Column({ type: 'varchar', length: 255, default: '' }) photoUrl: string;
  @Column({ type: 'varchar', length: 4, default: 'in' }) condition: string;
  @Column({ type: 'varchar', length: 16, default: 'general' }) reportStage: string;
  /** Admission or application date, YYYY-MM-DD (Asia/Dhaka). */
  @Column({ type: 'varchar', length: 10 }) date: string;
  @Column({ type: 'simple-json' }) fees: StudentFee[];
  /** office or online (a visitor's application). */
  @Column({ type: 'varchar', length: 8, default: 'office' }) source: string;
  /** The signed-in visitor who sent an online application (visitors.id of the same academy), else null. */
  @Column({ type: 'int', nullable: true, default: null }) visitorId: number | null;
  @CreateDateColumn() createdAt: Date;
  @UpdateDateColumn() updatedAt: Date;
}
