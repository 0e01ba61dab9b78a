import { IsBoolean, IsEmail, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { DEVICE_USERS, GRACE_MAX, METHODS, PERSON_KINDS, SHIFTS, SHIFT_NAME_MAX } from '../../rules/attendance';

const invalid = { message: 'invalidValue' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const HHMMSS = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

@ObjectType('AttendanceRecord', { simpleResolvers: true, description: 'One arrival (spec doc 2 §3 "Attendance record").' })
export class AttendanceRecordView {
  @Field(() => Int) id: number;
  @Field({ description: 'student or officiant (spec user_type)' }) personKind: string;
  @Field({ description: 'Admit number or staff id (spec id_no).' }) idNo: string;
  @Field() name: string;
  @Field() classDesignation: string;
  @Field({ description: 'day, night or weekend' }) shift: string;
  @Field({ description: 'YYYY-MM-DD, Asia/Dhaka' }) date: string;
  @Field({ description: 'HH:MM:SS, Asia/Dhaka' }) arrival: string;
  @Field() startTime: string;
  @Field() endTime: string;
  @Field(() => Int) gracePeriod: number;
  @Field({ description: 'present or late' }) condition: string;
  @Field({ description: 'card, fingerprint, pin or manual' }) method: string;
  @Field(() => Int, { nullable: true }) deviceId: number | null;
}

@ObjectType('AttendanceRecordPage')
export class AttendanceRecordPage extends PageOf(AttendanceRecordView) {}

@ArgsType()
export class AttendanceRecordsArgs extends PageArgs {
  @Field({ description: 'YYYY-MM-DD, first day' }) @IsString(required) @Matches(DATE, required) from: string;
  @Field({ description: 'YYYY-MM-DD, last day' }) @IsString(required) @Matches(DATE, required) to: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn([...PERSON_KINDS], invalid) personKind?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn([...SHIFTS], invalid) shift?: string | null;
  @Field(() => String, { nullable: true, description: 'Words in the id number, name or class/designation.' })
  @IsOptional() @IsString(invalid) @MaxLength(120, invalid) search?: string | null;
}

/** A manual entry: who, when, which shift; the shift times default to the shift's (rules/attendance.ts). */
@InputType({ description: 'A manual attendance entry; the condition (late) is computed on the server.' })
export class AttendanceInput {
  @Field({ description: 'student or officiant' }) @IsIn([...PERSON_KINDS], required) personKind: string;
  @Field({ description: 'Admit number or staff id.' }) @IsString(required) @Length(1, 40, required) @Matches(/\S/, required) idNo: string;
  @Field({ description: 'YYYY-MM-DD (Asia/Dhaka)' }) @IsString(required) @Matches(DATE, required) date: string;
  @Field({ description: 'HH:MM or HH:MM:SS (Asia/Dhaka)' }) @IsString(required) @Matches(HHMMSS, required) arrival: string;
  @Field({ description: 'day, night or weekend' }) @IsIn([...SHIFTS], required) shift: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(invalid) @Matches(HHMM, invalid) startTime?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(invalid) @Matches(HHMM, invalid) endTime?: string | null;
  @Field(() => Int, { nullable: true, description: 'Minutes' }) @IsOptional() @IsInt(invalid) @Min(0, invalid) @Max(600, invalid) gracePeriod?: number | null;
  @Field(() => String, { nullable: true, defaultValue: 'manual' }) @IsOptional() @IsIn([...METHODS], invalid) method?: string | null;
}

@ObjectType('AttendanceDevice', { simpleResolvers: true, description: 'An attendance device (spec doc 2 §3).' })
export class AttendanceDeviceView {
  @Field(() => Int) id: number;
  @Field() deviceName: string;
  @Field({ description: 'Student, Officiant or All' }) deviceUser: string;
  @Field() ipAddress: string;
  @Field(() => Int) port: number;
  @Field() expiryDate: string;
  @Field() email: string;
  @Field(() => Date, { nullable: true }) lastPulledAt: Date | null;
  @Field({ description: 'The last pull\'s error key, or empty.' }) lastError: string;
  @Field(() => Int) lastAdded: number;
  @Field({ description: 'A pull of this device is queued or running ("pull now" answers at once; its outcome comes in lastPulledAt, lastError, lastAdded).' }) pulling: boolean;
}

/** The spec's device form: all fields required except deviceUser (spec doc 2 §5). */
@InputType({ description: 'A device; with an id it updates that device.' })
export class AttendanceDeviceInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(invalid) @Min(1, invalid) id?: number | null;
  @Field() @IsString(required) @Length(1, 120, required) @Matches(/\S/, required) deviceName: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn([...DEVICE_USERS], invalid) deviceUser?: string | null;
  @Field() @IsString(required) @Length(1, 64, required) @Matches(/^[A-Za-z0-9.:-]+$/, required) ipAddress: string;
  @Field(() => Int) @IsInt(required) @Min(1, invalid) @Max(65535, invalid) port: number;
  @Field() @IsString(required) @Length(1, 40, required) secretCode: string;
  @Field() @IsString(required) @Matches(DATE, required) expiryDate: string;
  @Field() @IsString(required) @IsEmail({}, { message: 'invalidEmail' }) @MaxLength(120, invalid) email: string;
}

@ObjectType('AttendancePull', { simpleResolvers: true, description: '"Pull now" answers at once: the pull runs in the background and its outcome is kept on the device.' })
export class AttendancePullView {
  @Field(() => Int) deviceId: number;
  @Field({ description: 'True: the pull started; false: a pull of this academy is still running (one at a time), nothing more was opened.' }) started: boolean;
}

@ObjectType('AttendanceRegisterRow', { simpleResolvers: true, description: 'One person\'s month: a mark per day (P, L or A).' })
export class AttendanceRegisterRowView {
  @Field() idNo: string;
  @Field() name: string;
  @Field() classDesignation: string;
  @Field(() => [String]) marks: string[];
}

@ObjectType('StudentAttendanceDay', { simpleResolvers: true, description: 'One day of a child\'s month.' })
export class StudentAttendanceDayView {
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field({ description: 'present, late, absent, or empty: nobody was recorded that day (before recording began, the weekly holiday, a holiday) or it is still to come (toCome)' }) status: string;
  @Field({ description: 'The day is after today (Asia/Dhaka): not yet, rather than no record.' }) toCome: boolean;
  @Field({ description: 'The academy\'s weekly holiday (a day setting, Friday by default).' }) holiday: boolean;
  @Field(() => String, { nullable: true, description: 'The first arrival of the day (HH:MM:SS, Asia/Dhaka), if any.' }) arrival: string | null;
}

@ObjectType('StudentAttendance', { simpleResolvers: true, description: 'The guardian attendance page: a child\'s month, day by day.' })
export class StudentAttendanceView {
  @Field(() => Int) admitNo: number;
  @Field() name: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field({ description: 'YYYY-MM' }) month: string;
  @Field(() => Int, { description: 'The academy\'s weekly holiday: 0 = Sunday … 6 = Saturday.' }) weeklyHoliday: number;
  @Field(() => [StudentAttendanceDayView]) days: StudentAttendanceDayView[];
  @Field(() => Int) present: number;
  @Field(() => Int) late: number;
  @Field(() => Int) absent: number;
}

@ObjectType('AttendanceShift', { simpleResolvers: true, description: 'One shift of the academy for students or officiants (issue 12).' })
export class AttendanceShiftView {
  @Field({ description: 'student or officiant' }) personKind: string;
  @Field({ description: 'day, night or weekend' }) shift: string;
  @Field({ description: 'The office\'s own label; empty shows the shift\'s word.' }) name: string;
  @Field({ description: 'The academy runs this shift (the absence message waits for it to close).' }) active: boolean;
  @Field({ description: 'HH:MM: the arrival window opens.' }) startTime: string;
  @Field({ description: 'HH:MM: the arrival window closes (after startTime).' }) endTime: string;
  @Field(() => Int, { description: 'Minutes after endTime before an arrival is late (0 to 180).' }) gracePeriod: number;
}

@InputType({ description: 'One shift setting; the end must be after the start, grace 0 to 180 minutes.' })
export class AttendanceShiftInput {
  @Field() @IsIn([...PERSON_KINDS], required) personKind: string;
  @Field() @IsIn([...SHIFTS], required) shift: string;
  @Field(() => String, { nullable: true, defaultValue: '' }) @IsOptional() @IsString(invalid) @MaxLength(SHIFT_NAME_MAX, invalid) name?: string | null;
  @Field() @IsBoolean(invalid) active: boolean;
  @Field() @IsString(required) @Matches(HHMM, invalid) startTime: string;
  @Field() @IsString(required) @Matches(HHMM, invalid) endTime: string;
  @Field(() => Int) @IsInt(invalid) @Min(0, invalid) @Max(GRACE_MAX, invalid) gracePeriod: number;
}

@ObjectType('AbsenceSmsRun', { simpleResolvers: true, description: 'What one run of the absence messages did (issue 12).' })
export class AbsenceSmsRunView {
  @Field({ description: 'YYYY-MM-DD (Asia/Dhaka), today' }) date: string;
  @Field({ description: 'done, notSchoolDay (no student shift runs today), notYet (the shifts have not closed) or deviceNotRead (a student device could not be read: nobody is told) or notTaken (no student has a record today: a holiday or a day not entered; nobody is told)' }) state: string;
  @Field(() => String, { nullable: true, description: 'HH:MM:SS: the latest end time plus grace of today\'s student shifts.' }) closesAt: string | null;
  @Field(() => Int, { description: 'Students without a record today (students on leave are not absent).' }) absent: number;
  @Field(() => Int) sent: number;
  @Field(() => Int, { description: 'Logged as failed by the gateway.' }) failed: number;
  @Field(() => Int, { description: 'Already told today.' }) repeated: number;
  @Field(() => Int, { description: 'Without a guardian mobile.' }) skipped: number;
  @Field({ description: 'The SMS balance ran out (or expired) before everyone was told; the rest are told after a recharge.' }) balanceShort: boolean;
}
