import { IsIn, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { LEAVE_KINDS, LEAVE_REASONS, LEAVE_TYPES } from '../../rules/leaves';

const invalid = { message: 'invalidValue' };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

@ObjectType('Leave', { simpleResolvers: true, description: 'A leave of a staff member or a student (spec doc 1 §3 "Leave").' })
export class LeaveView {
  @Field(() => Int) id: number;
  @Field({ description: 'staff or student' }) kind: string;
  @Field({ description: 'The staff id or the admit number.' }) idNo: string;
  @Field() name: string;
  @Field({ description: 'A student\'s class (and group), or a staff member\'s designation.' }) classOrDesignation: string;
  @Field({ description: 'YYYY-MM-DD, the first day (spec start_date).' }) startDate: string;
  @Field({ description: 'YYYY-MM-DD, the last day (spec end_date).' }) endDate: string;
  @Field(() => Int, { description: 'Days from start to end, both counted.' }) days: number;
  @Field({ description: 'One of the 32 leave reason keys.' }) reason: string;
  @Field({ description: 'verbal or written' }) leaveType: string;
  @Field() createdAt: Date;
}

@ObjectType('LeavePage')
export class LeavePage extends PageOf(LeaveView) {}

@ObjectType('LeavePerson', { simpleResolvers: true, description: 'Who an id number names: a staff member by staff id, or an admitted student by admit number.' })
export class LeavePersonView {
  @Field() kind: string;
  @Field() idNo: string;
  @Field() name: string;
  @Field() classOrDesignation: string;
}

@ArgsType()
export class LeavesArgs extends PageArgs {
  @Field({ description: 'staff or student' }) @IsIn([...LEAVE_KINDS], required) kind: string;
  @Field(() => String, { nullable: true, description: 'Words found in the id number, name or class/designation.' })
  @IsOptional() @IsString(invalid) @MaxLength(120, invalid) search?: string | null;
  @Field(() => String, { nullable: true, description: 'Only this person\'s leaves (staff id or admit number).' })
  @IsOptional() @IsString(invalid) @MaxLength(40, invalid) idNo?: string | null;
}

/** The spec's leave form: id, idNo, leaveStart, leaveEnd, leaveReason, leaveType; all required. */
@InputType({ description: 'A leave; with an id it updates that leave.' })
export class LeaveInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(invalid) @Min(1, invalid) id?: number;
  @Field({ description: 'staff or student' }) @IsIn([...LEAVE_KINDS], required) kind: string;
  @Field({ description: 'The staff id or the admit number.' }) @IsString(required) @Length(1, 40, required) @Matches(/\S/, required) idNo: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsString(required) @Matches(DATE, required) leaveStart: string;
  @Field({ description: 'YYYY-MM-DD, not before leaveStart' }) @IsString(required) @Matches(DATE, required) leaveEnd: string;
  @Field({ description: 'One of the 32 leave reason keys.' }) @IsIn([...LEAVE_REASONS], required) leaveReason: string;
  @Field({ description: 'verbal or written' }) @IsIn([...LEAVE_TYPES], required) leaveType: string;
}
