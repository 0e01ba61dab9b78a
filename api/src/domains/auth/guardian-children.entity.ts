import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A guardian user's child (issue 12): the office links a guardian user to students by admit
 * number; a guardian reads only their linked children's pages (assertGuardianChild).
 */
@Entity('guardian_children')
@Index('UQ_guardian_children_user_admit', ['code', 'userId', 'admitNo'], { unique: true })
// Who is linked to a student (the office's user list; a student's guardians).
@Index('IDX_guardian_children_code_admit', ['code', 'admitNo'])
export class GuardianChild {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** The guardian user's id (users.id of the same academy). */
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'int' }) admitNo: number;
}
