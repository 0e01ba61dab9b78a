import { Field, Int, ObjectType } from 'type-graphql';
import { SmsBalanceView } from './sms.types';

@ObjectType('DashboardStudents', { simpleResolvers: true, description: 'Admitted students by condition.' })
export class DashboardStudentsView {
  @Field(() => Int, { description: 'Condition in: studying now.' }) active: number;
  @Field(() => Int, { description: 'Condition out: left or transferred.' }) left: number;
}

@ObjectType('DashboardAttendanceDay', { simpleResolvers: true, description: "A day's attendance of the active students (as the attendance register marks it)." })
export class DashboardAttendanceDayView {
  @Field({ description: 'YYYY-MM-DD (Asia/Dhaka).' }) date: string;
  @Field(() => Int, { description: 'Arrived on time at least once.' }) present: number;
  @Field(() => Int, { description: 'Arrived, but only late.' }) late: number;
  @Field(() => Int, { description: 'No arrival; 0 on a day without any arrival recorded.' }) absent: number;
  @Field({ description: 'False when no arrival was recorded that day (a holiday, or attendance not taken).' }) taken: boolean;
}

@ObjectType('DashboardGrade', { simpleResolvers: true, description: 'How many students of a result got a grade.' })
export class DashboardGradeView {
  @Field() grade: string;
  @Field({ description: 'pass or fail' }) status: string;
  @Field(() => Int) count: number;
}

@ObjectType('DashboardResult', { simpleResolvers: true, description: "The latest published result (the latest year's most recently saved or published) and its grades." })
export class DashboardResultView {
  @Field(() => Int) id: number;
  @Field() examName: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field(() => Int) year: number;
  @Field(() => Int) studentCount: number;
  @Field(() => Int) passed: number;
  @Field(() => Int) failed: number;
  @Field(() => [DashboardGradeView], { description: "The result's grade table in order, each with its count; empty when the academy does not use grades." })
  grades: DashboardGradeView[];
}

@ObjectType('Dashboard', { description: 'The academy at a glance (issue 12): students, applications, attendance, SMS balance, the latest result.' })
export class DashboardView {
  @Field({ description: 'Today, YYYY-MM-DD (Asia/Dhaka).' }) today: string;
  @Field(() => DashboardStudentsView) students: DashboardStudentsView;
  @Field(() => Int, { description: 'Online applications not yet decided (no admit number, not refused).' }) pendingApplications: number;
  @Field(() => DashboardAttendanceDayView, { description: "Today's attendance." }) attendanceToday: DashboardAttendanceDayView;
  @Field(() => [DashboardAttendanceDayView], { description: "This month's days up to today." }) attendanceMonth: DashboardAttendanceDayView[];
  @Field(() => SmsBalanceView, { nullable: true, description: 'The SMS balance and its expiry; null for users outside the message service group.' })
  sms: SmsBalanceView | null;
  @Field(() => DashboardResultView, { nullable: true, description: 'Null until a result is published.' }) latestResult: DashboardResultView | null;
}

@ObjectType('SetupStep', { simpleResolvers: true, description: "One step of a new academy's setup checklist (issue 25)." })
export class SetupStepView {
  @Field({ description: 'classes, feeRules, accountHeads, receiptBook, staff, admission or smsBalance' }) key: string;
  @Field(() => Int, { description: 'How many the academy has: classes, fee rules, account heads, unfinished approved receipt books, staff, admitted students; the SMS balance in whole taka.' })
  count: number;
  @Field({ description: 'At least one (a balance above zero).' }) done: boolean;
}

@ObjectType('SetupChecklist', { simpleResolvers: true, description: "A new academy's setup checklist (issue 25), computed from the academy's data." })
export class SetupChecklistView {
  @Field(() => [SetupStepView], { description: 'In the order an office sets up.' }) steps: SetupStepView[];
  @Field({ description: 'Every step done.' }) done: boolean;
}
