import { Between, In, IsNull, Not, type FindOptionsWhere } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { owned, searchWhere, type Page, type PageArgs } from '../../platform/crud';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import {
  conditionOf, isTime, markCounts, monthMarks, shiftsOfKind, type PersonKind, type Shift,
} from '../../rules/attendance';
import { isIsoDate } from '../../rules/dates';
import { leavesService } from '../administration/leaves.service';
import { Staff } from '../administration/staff.entity';
import { Student } from '../education/student.entity';
import { AttendanceDevice, AttendanceRecord } from './entities';
import { checkDeviceForm, devicePolicy } from './device-address';
import { deviceLeaseName, isPulling } from './puller';
import { heldLeases } from '../../platform/lease';
import { shiftSettingsOf, weeklyHolidayOf } from './shifts.service';
import type {
  AttendanceDeviceInput, AttendanceDeviceView, AttendanceInput, AttendanceRecordView, AttendanceRegisterRowView, StudentAttendanceView,
} from './attendance.types';
import { assertGuardianChild } from '../auth/guardian-children.service';

export function recordView(r: AttendanceRecord): AttendanceRecordView {
  return {
    id: r.id, personKind: r.personKind, idNo: r.idNo, name: r.name, classDesignation: r.classDesignation, shift: r.shift,
    date: r.date, arrival: r.arrival, startTime: r.startTime, endTime: r.endTime, gracePeriod: r.gracePeriod,
    condition: r.condition, method: r.method, deviceId: r.deviceId,
  };
}

/** The person's photo, department and group a record's REST answer shows ('' for a person since deleted). */
export interface RecordPerson { photoUrl: string; department: string; groupName: string }
const NO_PERSON: RecordPerson = { photoUrl: '', department: '', groupName: '' };

/**
 * The REST answer: the spec's record fields (doc 2 §3 "Attendance record": id, shift, user_type,
 * id_no, photo_url, name, department, class_designation, group_name, start_time, end_time,
 * grace_period, timestamp, condition), plus date, arrival, method and device_id. photo_url,
 * department and group_name are the person's as they are now (a student's photo, department and
 * group; a staff member's photo and department, no group).
 */
export function recordRestView(r: AttendanceRecord, person: RecordPerson = NO_PERSON) {
  return {
    id: r.id, shift: r.shift, user_type: r.personKind, id_no: r.idNo, photo_url: person.photoUrl, name: r.name,
    department: person.department, class_designation: r.classDesignation, group_name: person.groupName,
    start_time: r.startTime, end_time: r.endTime, grace_period: r.gracePeriod, timestamp: `${r.date}T${r.arrival}+06:00`,
    date: r.date, arrival: r.arrival, condition: r.condition, method: r.method, device_id: r.deviceId,
  };
}

/** The REST answers of records, their people read in two queries (students, staff) of the academy. */
export async function recordRestViews(ctx: Ctx, records: AttendanceRecord[]): Promise<ReturnType<typeof recordRestView>[]> {
  const code = tenant(ctx);
  const ids = (kind: string) => [...new Set(records.filter((r) => r.personKind === kind).map((r) => r.personId))];
  const studentIds = ids('student');
  const staffIds = ids('officiant');
  const students = studentIds.length
    ? await ctx.db.getRepository(Student).find({ where: { code, id: In(studentIds) }, select: { id: true, photoUrl: true, department: true, groupName: true } })
    : [];
  const staff = staffIds.length
    ? await ctx.db.getRepository(Staff).find({ where: { code, id: In(staffIds) }, select: { id: true, photoUrl: true, department: true } })
    : [];
  const byStudent = new Map(students.map((p) => [p.id, { photoUrl: p.photoUrl, department: p.department, groupName: p.groupName }]));
  const byStaff = new Map(staff.map((p) => [p.id, { photoUrl: p.photoUrl, department: p.department, groupName: '' }]));
  return records.map((r) => recordRestView(r, (r.personKind === 'student' ? byStudent : byStaff).get(r.personId) ?? NO_PERSON));
}

export function deviceView(d: AttendanceDevice): AttendanceDeviceView {
  return {
    id: d.id, deviceName: d.deviceName, deviceUser: d.deviceUser, ipAddress: d.ipAddress, port: d.port, expiryDate: d.expiryDate,
    email: d.email, lastPulledAt: d.lastPulledAt, lastError: d.lastError, lastAdded: d.lastAdded, pulling: d.pulling ?? isPulling(d.id),
  };
}

/** The REST answer: the spec's server fields device_name, device_user, ip_address, port, email, code. */
export function deviceRestView(d: AttendanceDevice) {
  return {
    id: d.id, code: d.code, device_name: d.deviceName, device_user: d.deviceUser, ip_address: d.ipAddress, port: d.port,
    expiry_date: d.expiryDate, email: d.email, last_pulled_at: d.lastPulledAt, last_error: d.lastError, last_added: d.lastAdded, pulling: d.pulling ?? isPulling(d.id),
  };
}

/** A save that lost a race for a unique key (the check before it passed) is duplicateNotPossible on that field. */
async function saveUnique<T>(save: () => Promise<T>, field: string): Promise<T> {
  try {
    return await save();
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('duplicateNotPossible', { field });
    throw e;
  }
}

/** The leave lookup's kind for an attendance person kind (an officiant is a staff member). */
const leaveKind = (k: PersonKind) => (k === 'officiant' ? 'staff' : 'student');

export interface RecordFilter { from: string; to: string; personKind?: string | null; shift?: string | null; search?: string | null }

/** Attendance records and devices (spec doc 2 §3, §5, §6, §7, §9): any staff of the academy; guardians never. */
export const attendanceService = {
  /** Records between two dates (both counted), newest first; by person kind, shift, words. */
  async list(ctx: Ctx, args: PageArgs, f: RecordFilter): Promise<Page<AttendanceRecord>> {
    authorize(ctx, { permission: 'academy.read' });
    if (!isIsoDate(f.from)) throw new AppError('invalidValue', { field: 'from' });
    if (!isIsoDate(f.to) || f.to < f.from) throw new AppError('invalidValue', { field: 'to' });
    const base: FindOptionsWhere<AttendanceRecord> = {
      date: Between(f.from, f.to), ...(f.personKind ? { personKind: f.personKind } : {}), ...(f.shift ? { shift: f.shift } : {}),
    };
    const words = searchWhere<AttendanceRecord>(['idNo', 'name', 'classDesignation'], f.search);
    const where = words ? words.map((w) => ({ ...base, ...w })) : base;
    return owned(ctx, AttendanceRecord).page(args, where, { date: 'DESC', arrival: 'DESC', id: 'DESC' });
  },

  /**
   * A manual entry: the person by admit number or staff id (else sorryNotFound), the shift's times
   * (given, or the academy's settings of that shift for the person kind) and the late mark computed here (never from the client). The
   * same person arriving at the same time twice is duplicateNotPossible.
   */
  async save(ctx: Ctx, input: AttendanceInput): Promise<AttendanceRecord> {
    authorize(ctx, { permission: 'attendance.write', write: true });
    if (!isIsoDate(input.date)) throw new AppError('invalidValue', { field: 'date' });
    const shift = input.shift as Shift;
    // the academy's shift settings for this person kind (issue 12), unless the entry gives its own times
    const defaults = shiftsOfKind(await shiftSettingsOf(ctx.db, tenant(ctx)), input.personKind as PersonKind)[shift];
    const startTime = input.startTime ?? defaults.startTime;
    const endTime = input.endTime ?? defaults.endTime;
    const gracePeriod = input.gracePeriod ?? defaults.gracePeriod;
    if (!isTime(startTime)) throw new AppError('invalidValue', { field: 'startTime' });
    if (!isTime(endTime) || endTime < startTime) throw new AppError('invalidValue', { field: 'endTime' });
    const arrival = input.arrival.length === 5 ? `${input.arrival}:00` : input.arrival;
    const person = await leavesService.person(ctx, leaveKind(input.personKind as PersonKind), input.idNo);
    const records = owned(ctx, AttendanceRecord);
    const clash = await records.repo.findOneBy(records.where({ personKind: input.personKind, personId: person.personId, date: input.date, arrival }));
    if (clash) throw new AppError('duplicateNotPossible', { field: 'arrival' });
    const row = records.create({
      personKind: input.personKind, personId: person.personId, idNo: person.idNo, name: person.name,
      classDesignation: person.classOrDesignation, shift, date: input.date, arrival, startTime, endTime, gracePeriod,
      condition: conditionOf(arrival, { endTime, gracePeriod }), method: input.method ?? 'manual', deviceId: null,
    });
    return saveUnique(() => records.repo.save(row), 'arrival');
  },

  /** Deletes a record (spec doc 2 §6 "attendance delete: no restriction": any staff), else sorryNotFound. */
  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'attendance.delete', write: true });
    await owned(ctx, AttendanceRecord).remove(id);
  },

  /** The academy's devices, by name. */
  async devices(ctx: Ctx): Promise<AttendanceDevice[]> {
    authorize(ctx, { permission: 'academy.read' });
    const devices = await owned(ctx, AttendanceDevice).list({}, { deviceName: 'ASC', id: 'ASC' });
    // pulling: queued or running here, or running on another replica (it holds the device's lease)
    const elsewhere = await heldLeases(ctx.db, devices.map((d) => deviceLeaseName(d.id)));
    for (const d of devices) d.pulling = isPulling(d.id) || elsewhere.has(deviceLeaseName(d.id));
    return devices;
  },

  /**
   * Adds or updates a device (the device managers: attendanceDevice.write); the same ip address and
   * e-mail as another device is duplicateNotPossible (spec doc 2 §5). The address must be a LAN or
   * public unicast address (a name: every address it resolves to) and the port one of
   * ATTENDANCE_DEVICE_PORTS, else invalidValue on that field, nothing written (device-address.ts).
   */
  async saveDevice(ctx: Ctx, input: AttendanceDeviceInput): Promise<AttendanceDevice> {
    authorize(ctx, { permission: 'attendanceDevice.write', write: true });
    const devices = owned(ctx, AttendanceDevice);
    const row = input.id ? await devices.get(input.id) : devices.create({});
    const ipAddress = await checkDeviceForm(input.ipAddress, input.port, devicePolicy(ctx.config));
    const email = input.email.trim().toLowerCase();
    const clash = await devices.repo.findOneBy(devices.where({ ipAddress, email, ...(row.id ? { id: Not(row.id) } : {}) }));
    if (clash) throw new AppError('duplicateNotPossible', { field: 'ipAddress' });
    Object.assign(row, {
      deviceName: input.deviceName.trim(), deviceUser: input.deviceUser ?? 'All', ipAddress, port: input.port,
      secretCode: input.secretCode, expiryDate: input.expiryDate, email,
    });
    return saveUnique(() => devices.repo.save(row), 'ipAddress');
  },

  /** Deletes a device (the device managers; its records stay), else sorryNotFound. */
  async removeDevice(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'attendanceDevice.write', write: true });
    await owned(ctx, AttendanceDevice).remove(id);
  },

  /**
   * The guardian attendance page (spec /student_attendance/{admit_no}): the child's month (this
   * month by default), each day present, late or absent by the one rule of rules/attendance.ts
   * monthMarks (a past day without the child's record on which some student has one is absent; a day
   * nobody was recorded, a Friday or a holiday, is '' like a day to come); a guardian reads only a linked child
   * (assertGuardianChild), else sorryNotFound.
   */
  async ofStudent(ctx: Ctx, admitNo: number, month?: string | null): Promise<StudentAttendanceView> {
    authorize(ctx, { permission: 'guardian.read' });
    const m = month?.trim() || ctx.clock.today().slice(0, 7);
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(m)) throw new AppError('invalidValue', { field: 'month' });
    await assertGuardianChild(ctx, admitNo);
    const student = await owned(ctx, Student).getBy({ admitNo });
    const records = await owned(ctx, AttendanceRecord).list(
      { personKind: 'student', personId: student.id, date: Between(`${m}-01`, `${m}-31`) }, { date: 'ASC', arrival: 'ASC' },
    );
    const marks = monthMarks(m, records, await recordedDates(ctx, 'student', m), ctx.clock.today());
    const STATUS = { P: 'present', L: 'late', A: 'absent', '': '' } as const;
    const today = ctx.clock.today();
    const weeklyHoliday = await weeklyHolidayOf(ctx.db, tenant(ctx));
    const days = marks.map((mark, i) => {
      const date = `${m}-${String(i + 1).padStart(2, '0')}`;
      return {
        date, status: STATUS[mark], toCome: date > today, holiday: new Date(`${date}T00:00:00Z`).getUTCDay() === weeklyHoliday,
        arrival: records.find((r) => r.date === date)?.arrival ?? null,
      };
    });
    const { present, late, absent } = markCounts(marks);
    return {
      admitNo, name: student.name, className: student.admittedClass, groupName: student.groupName, month: m, weeklyHoliday, days,
      present, late, absent,
    };
  },

  /**
   * The monthly register (spec doc 1 §2 "attendance register"): students of a class (admitted, by
   * admit number) or all officiants, each with a mark per day of the month from the records by the
   * rule of rules/attendance.ts monthMarks: a day nobody of that kind was recorded is blank, not absent.
   */
  async register(ctx: Ctx, month: string, personKind: string, className?: string | null): Promise<AttendanceRegisterRowView[]> {
    authorize(ctx, { permission: 'academy.read' });
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new AppError('invalidValue', { field: 'month' });
    let people: { id: number; idNo: string; name: string; classDesignation: string }[];
    if (personKind === 'officiant') {
      const staff = await owned(ctx, Staff).list({}, { staffId: 'ASC' });
      people = staff.map((s) => ({ id: s.id, idNo: s.staffId, name: s.name, classDesignation: s.designation }));
    } else if (personKind === 'student') {
      if (!className?.trim()) throw new AppError('requiredField', { field: 'className' });
      const students = await owned(ctx, Student).list({ admittedClass: className.trim(), condition: 'in', admitNo: Not(IsNull()) }, { admitNo: 'ASC' });
      people = students.filter((s) => s.admitNo !== null).map((s) => ({ id: s.id, idNo: String(s.admitNo), name: s.name, classDesignation: [s.admittedClass, s.groupName].filter((v) => v.trim()).join(' / ') }));
    } else throw new AppError('invalidValue', { field: 'personKind' });
    if (!people.length) return [];
    // In the punch index's order (person, date): read per person, never the academy's month through
    // (code, date) to save a sort, which SQLite chose without statistics (issue 22).
    const records = await owned(ctx, AttendanceRecord).list(
      { personKind, personId: In(people.map((p) => p.id)), date: Between(`${month}-01`, `${month}-31`) }, { personId: 'ASC', date: 'ASC' },
    );
    const recorded = await recordedDates(ctx, personKind, month);
    return people.map((p) => ({
      idNo: p.idNo, name: p.name, classDesignation: p.classDesignation,
      marks: monthMarks(month, records.filter((r) => r.personId === p.id), recorded, ctx.clock.today()),
    }));
  },
};

/**
 * The dates of a month (YYYY-MM) on which anybody of the person kind in the academy has a record:
 * the days attendance was taken (monthMarks' `recorded`).
 */
export async function recordedDates(ctx: Ctx, personKind: string, month: string): Promise<Set<string>> {
  const rows = await ctx.db.getRepository(AttendanceRecord).createQueryBuilder('r')
    .select('DISTINCT r.date', 'date')
    .where('r.code = :code AND r.personKind = :kind AND r.date BETWEEN :from AND :to', { code: tenant(ctx), kind: personKind, from: `${month}-01`, to: `${month}-31` })
    .getRawMany<{ date: string }>();
  return new Set(rows.map((r) => r.date));
}
