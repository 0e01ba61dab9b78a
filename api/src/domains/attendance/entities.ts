import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One arrival (spec doc 2 §3 "Attendance record": id, shift, user_type, id_no, name,
 * class_designation, group_name, start_time, end_time, grace_period, timestamp, condition). The
 * person is a student (by admit number) or an officiant (by staff id); their name and class or
 * designation are kept as they were. The shift's times are kept on the record, so the late mark
 * never changes when the shift changes later (rules/attendance.ts).
 */
@Entity('attendance_records')
// The same punch twice is one record: a device pull is idempotent.
@Index('UQ_attendance_punch', ['code', 'personKind', 'personId', 'date', 'arrival'], { unique: true })
// The office's list by date, and a register month.
@Index('IDX_attendance_code_date', ['code', 'date'])
export class AttendanceRecord {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** student or officiant (spec user_type) */
  @Column({ type: 'varchar', length: 10 }) personKind: string;
  /** The student row's id or the staff row's id. */
  @Column({ type: 'int' }) personId: number;
  /** The admit number or the staff id, as text (spec id_no). */
  @Column({ type: 'varchar', length: 40 }) idNo: string;
  @Column({ type: 'varchar', length: 120 }) name: string;
  /** A student's class (and group), or a staff member's designation. */
  @Column({ type: 'varchar', length: 200, default: '' }) classDesignation: string;
  /** day, night or weekend */
  @Column({ type: 'varchar', length: 10 }) shift: string;
  /** YYYY-MM-DD in Asia/Dhaka. */
  @Column({ type: 'varchar', length: 10 }) date: string;
  /** HH:MM:SS in Asia/Dhaka: the arrival (the punch). */
  @Column({ type: 'varchar', length: 8 }) arrival: string;
  /** HH:MM: the arrival window opens. */
  @Column({ type: 'varchar', length: 5 }) startTime: string;
  /** HH:MM: the arrival window closes; late after this plus the grace. */
  @Column({ type: 'varchar', length: 5 }) endTime: string;
  /** Minutes. */
  @Column({ type: 'int', default: 0 }) gracePeriod: number;
  /** present or late (computed on the server). */
  @Column({ type: 'varchar', length: 8 }) condition: string;
  /** card, fingerprint, pin or manual */
  @Column({ type: 'varchar', length: 12 }) method: string;
  /** The device the punch came from; null for a manual entry. */
  @Column({ type: 'int', nullable: true }) deviceId: number | null;
  @CreateDateColumn() createdAt: Date;
}

/**
 * An attendance device (spec doc 2 §3: deviceName, deviceUser, ipAddress, port, secretCode,
 * expiryDate, email). A ZKTeco terminal reached over TCP; its log is pulled on a schedule or on
 * "pull now"; the last pull's time and error key are kept.
 */
@Entity('attendance_devices')
@Index('UQ_attendance_devices_address', ['code', 'ipAddress', 'email'], { unique: true })
export class AttendanceDevice {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  @Column({ type: 'varchar', length: 120 }) deviceName: string;
  /** Student, Officiant or All (spec §9) */
  @Column({ type: 'varchar', length: 10, default: 'All' }) deviceUser: string;
  @Column({ type: 'varchar', length: 64 }) ipAddress: string;
  @Column({ type: 'int' }) port: number;
  @Column({ type: 'varchar', length: 40, default: '' }) secretCode: string;
  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10, default: '' }) expiryDate: string;
  @Column({ type: 'varchar', length: 120 }) email: string;
  @Column({ type: 'datetime', nullable: true }) lastPulledAt: Date | null;
  /** The last pull's error key (deviceNotFound), or '' when it worked. */
  @Column({ type: 'varchar', length: 40, default: '' }) lastError: string;
  /** Records the last pull added. */
  @Column({ type: 'int', default: 0 }) lastAdded: number;
  @CreateDateColumn() createdAt: Date;
  /** Not stored: a pull of it is running on some replica (attendanceService.devices reads the device's lease). */
  pulling?: boolean;
}

/**
 * An academy's setting of one shift for one person kind (issue 12; rules/attendance.ts ShiftSetting):
 * its name, whether the academy runs it, the arrival window and the grace minutes. A shift without a
 * row has the default times. Manual entries and device punches take their times from here.
 */
@Entity('attendance_shifts')
@Index('UQ_attendance_shifts_kind_shift', ['code', 'personKind', 'shift'], { unique: true })
export class AttendanceShift {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 16 }) code: string;
  /** student or officiant */
  @Column({ type: 'varchar', length: 10 }) personKind: string;
  /** day, night or weekend */
  @Column({ type: 'varchar', length: 10 }) shift: string;
  @Column({ type: 'varchar', length: 40, default: '' }) name: string;
  @Column({ type: 'boolean', default: false }) active: boolean;
  /** HH:MM */
  @Column({ type: 'varchar', length: 5 }) startTime: string;
  /** HH:MM, after startTime */
  @Column({ type: 'varchar', length: 5 }) endTime: string;
  /** Minutes, 0 to 180. */
  @Column({ type: 'int', default: 0 }) gracePeriod: number;
}

/** The attendance entities: records, devices and shift settings (issue 12). */
export const attendanceEntities: Function[] = [AttendanceRecord, AttendanceDevice, AttendanceShift];
