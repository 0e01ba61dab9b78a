import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import {
  AttendanceDeviceInput, AttendanceDeviceView, AttendanceInput, AttendancePullView, AttendanceRecordPage, AttendanceRecordsArgs,
  AttendanceRecordView, AttendanceRegisterRowView, StudentAttendanceView,
} from './attendance.types';
import { attendanceService, deviceView, recordView } from './attendance.service';
import { pullNow } from './puller';
import { sendAbsenceNow } from './absence';
import { shiftsService, shiftView } from './shifts.service';
import { AbsenceSmsRunView, AttendanceShiftInput, AttendanceShiftView } from './attendance.types';

@Resolver()
export class AttendanceResolver {
  @Query(() => AttendanceRecordPage, { description: 'Attendance records between two dates, newest first (paged); by person kind, shift and words.' })
  async attendanceRecords(@Args() args: AttendanceRecordsArgs, @Context() ctx: Ctx): Promise<AttendanceRecordPage> {
    const page = await attendanceService.list(ctx, args, args);
    return { items: page.items.map(recordView), total: page.total };
  }

  @Mutation(() => AttendanceRecordView, { description: 'A manual attendance entry; late is computed (Asia/Dhaka, end time plus grace).' })
  async saveAttendance(@Arg('input') input: AttendanceInput, @Context() ctx: Ctx): Promise<AttendanceRecordView> {
    return recordView(await attendanceService.save(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes an attendance record (any staff: spec doc 2 §6).' })
  async deleteAttendance(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await attendanceService.remove(ctx, id);
    return true;
  }

  @Query(() => StudentAttendanceView, { description: 'The guardian attendance page: a child\'s month (YYYY-MM, this month by default), day by day.' })
  studentAttendance(
    @Arg('admitNo', () => Int) admitNo: number,
    @Arg('month', () => String, { nullable: true }) month: string | null,
    @Context() ctx: Ctx,
  ): Promise<StudentAttendanceView> {
    return attendanceService.ofStudent(ctx, admitNo, month);
  }

  @Query(() => [AttendanceDeviceView], { description: 'The academy\'s attendance devices.' })
  async attendanceDevices(@Context() ctx: Ctx): Promise<AttendanceDeviceView[]> {
    return (await attendanceService.devices(ctx)).map(deviceView);
  }

  @Mutation(() => AttendanceDeviceView, { description: 'Adds or updates a device; same ip address and e-mail: duplicateNotPossible.' })
  async saveAttendanceDevice(@Arg('input') input: AttendanceDeviceInput, @Context() ctx: Ctx): Promise<AttendanceDeviceView> {
    return deviceView(await attendanceService.saveDevice(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a device (its records stay).' })
  async deleteAttendanceDevice(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await attendanceService.removeDevice(ctx, id);
    return true;
  }

  @Mutation(() => AttendancePullView, { description: 'Starts a pull of the device\'s attendance log and answers at once (device managers: admin, superUser); the outcome is kept on the device (lastError deviceNotFound when unreachable, invalidValue when its address is refused). One pull per academy at a time; too many: tooManyAttempts.' })
  async pullAttendanceDevice(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<AttendancePullView> {
    return pullNow(ctx, id);
  }

  @Query(() => [AttendanceShiftView], { description: 'The academy\'s shift settings (students, then officiants; day, night, weekend), defaults where unsaved.' })
  async attendanceShifts(@Context() ctx: Ctx): Promise<AttendanceShiftView[]> {
    return (await shiftsService.list(ctx)).map(shiftView);
  }

  @Mutation(() => [AttendanceShiftView], { description: 'Saves shift settings (superUser); end after start, grace 0 to 180, else invalidValue. With weeklyHoliday (0 = Sunday … 6 = Saturday, else invalidValue) also the weekly holiday. Returns all six.' })
  async saveAttendanceShifts(
    @Arg('shifts', () => [AttendanceShiftInput]) shifts: AttendanceShiftInput[],
    @Context() ctx: Ctx,
    @Arg('weeklyHoliday', () => Int, { nullable: true, description: 'The weekly holiday, a day setting (0 = Sunday … 6 = Saturday); absent: unchanged.' }) weeklyHoliday?: number | null,
  ): Promise<AttendanceShiftView[]> {
    return (await shiftsService.save(ctx, shifts, weeklyHoliday)).map(shiftView);
  }

  @Mutation(() => AbsenceSmsRunView, { description: 'Sends today\'s absence messages now (education, superUser): once per student and day; switched off: notWorked.' })
  async sendAbsenceSms(@Context() ctx: Ctx): Promise<AbsenceSmsRunView> {
    return sendAbsenceNow(ctx);
  }

  @Query(() => [AttendanceRegisterRowView], { description: 'The monthly register: students of a class or all officiants, a mark per day (P, L, A).' })
  async attendanceRegister(
    @Arg('month', { description: 'YYYY-MM' }) month: string, @Arg('personKind') personKind: string,
    @Arg('className', () => String, { nullable: true }) className: string | null, @Context() ctx: Ctx,
  ): Promise<AttendanceRegisterRowView[]> {
    return attendanceService.register(ctx, month, personKind, className);
  }
}
