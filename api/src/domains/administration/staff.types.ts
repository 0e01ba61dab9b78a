import { IsIn, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min, Max, ValidateBy, type ValidationArguments } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { isBlank, required } from '../../platform/required';
import { isIsoDate } from '../../rules/dates';
import { isValidPersonMobile, PERSON_MOBILE_MAX_LENGTH } from '../../rules/mobile';
import { INT_MAX } from '../../rules/numbers';

const invalid = { message: 'invalidValue' };

export const RESIDENCE_TYPES = ['residential', 'nonResidential'] as const;
export const CANDIDATE_TYPES = ['teacher', 'worker'] as const;
/** The largest salary or boarding fee, in taka: integer paisa must fit a signed 32-bit column. */
export const MAX_STAFF_TAKA = 20_000_000;
/** National id: digits only, at most the column's 30. */
export const NID_PATTERN = /^[0-9]{1,30}$/;

/** Taka: a finite number from 0 to MAX_STAFF_TAKA with at most two decimals (stored as integer paisa). */
export function isStaffTaka(value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_STAFF_TAKA) return false;
  const paisa = value * 100;
  return Math.abs(paisa - Math.round(paisa)) < 1e-6;
}

const IsTaka = () => ValidateBy({ name: 'isStaffTaka', validator: { validate: (v: unknown) => v === undefined || v === null || isStaffTaka(v) } }, invalid);

/**
 * The staff mobile (spec doc 1 §5, §9): required; longer than 30 characters is checkMobile; else
 * one or two numbers of digits (a leading +, spaces and dashes allowed), else invalidValue.
 */
const StaffMobile = (): PropertyDecorator => ValidateBy({
  name: 'staffMobile',
  validator: { validate: (v: unknown) => typeof v === 'string' && !isBlank(v) && isValidPersonMobile(v.trim()) },
}, {
  message: (args: ValidationArguments) => {
    if (isBlank(args.value)) return 'requiredField';
    return typeof args.value === 'string' && args.value.trim().length > PERSON_MOBILE_MAX_LENGTH ? 'checkMobile' : 'invalidValue';
  },
});

/** The national id: required, digits only (spec "nid (a number)"), at most 30. */
const Nid = (): PropertyDecorator => ValidateBy({
  name: 'nid',
  validator: { validate: (v: unknown) => typeof v === 'string' && NID_PATTERN.test(v.trim()) },
}, { message: (args: ValidationArguments) => (isBlank(args.value) ? 'requiredField' : 'invalidValue') });

/** A YYYY-MM-DD calendar date; blank is requiredField when the date is required. */
const IsoDate = (optional: boolean): PropertyDecorator => ValidateBy({
  name: 'isoDate',
  validator: { validate: (v: unknown) => typeof v === 'string' && ((optional && v.trim() === '') || isIsoDate(v.trim())) },
}, { message: (args: ValidationArguments) => (!optional && isBlank(args.value) ? 'requiredField' : 'invalidValue') });

@ObjectType('Staff', { simpleResolvers: true, description: 'A staff member ("officiant", spec doc 1 §3 Staff). Money is in taka.' })
export class StaffView {
  @Field(() => Int) id: number;
  @Field({ description: "The academy's own staff number (spec staff_id)." }) staffId: string;
  @Field() name: string;
  @Field() fatherName: string;
  @Field() designation: string;
  @Field({ description: 'YYYY-MM-DD' }) birthDate: string;
  @Field() mobile: string;
  @Field() nid: string;
  @Field() village: string;
  @Field() postOffice: string;
  @Field() subDistrict: string;
  @Field() district: string;
  @Field() qualification: string;
  @Field() preExperience: string;
  @Field() terms: string;
  @Field(() => [String], { description: 'The duties of the duty list, oldest first.' }) dutyList: string[];
  @Field(() => Float, { description: 'Taka.' }) salary: number;
  @Field(() => Float, { description: 'Taka.' }) boardingFee: number;
  @Field({ description: 'residential or nonResidential' }) residenceType: string;
  @Field({ description: 'teacher or worker' }) candidateType: string;
  @Field({ description: "YYYY-MM-DD or ''" }) hireDate: string;
  @Field() department: string;
  @Field() photoUrl: string;
}

@ObjectType('StaffPage')
export class StaffPage extends PageOf(StaffView) {}

@ObjectType('StaffDuty', { simpleResolvers: true, description: "One duty of a staff member's duty list." })
export class StaffDutyView {
  @Field(() => Int) id: number;
  @Field(() => Int, { description: "The staff row's id." }) staffId: number;
  @Field() duty: string;
  @Field() createdAt: Date;
}

@ObjectType('PublicOfficiant', { description: "What a visitor sees of a staff member (/website/officiant/{id})." })
export class PublicOfficiantView {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field() designation: string;
  @Field(() => [String]) dutyList: string[];
  @Field({ description: "The photo's public address, or '' without a photo." }) photoUrl: string;
  @Field() academyName: string;
  @Field({ description: "The academy's public page is /{academySlug}." }) academySlug: string;
}

@ArgsType()
export class StaffListArgs extends PageArgs {
  @Field({ nullable: true, description: 'Part of the name, staff id, designation, mobile or nid.' })
  @IsOptional() @IsString(invalid) @MaxLength(120, invalid)
  search?: string;
}

/** The register dialog (spec doc 1 §5 Staff): with an id it updates, otherwise it creates. */
@InputType()
export class StaffInput {
  @Field(() => Int, { nullable: true, description: "present: update that staff row; absent: register" })
  @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid)
  id?: number;

  @Field({ defaultValue: '', description: "The academy's staff number; blank on register: the highest number + 1." })
  @IsString(invalid) @MaxLength(40, invalid)
  staffId: string = '';

  @Field() @IsString(required) @Length(1, 120, required) @Matches(/\S/, required) name: string;
  @Field() @IsString(required) @Length(1, 120, required) @Matches(/\S/, required) fatherName: string;
  @Field() @IsString(required) @Length(1, 120, required) @Matches(/\S/, required) designation: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsoDate(false) birthDate: string;
  @Field({ description: 'At most 30 characters (checkMobile); one or two numbers, the first is used.' }) @StaffMobile() mobile: string;
  @Field({ description: 'Digits only.' }) @Nid() nid: string;
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(120, invalid) village: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(120, invalid) postOffice: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(120, invalid) subDistrict: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(120, invalid) district: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(200, invalid) qualification: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(500, invalid) preExperience: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(1000, invalid) terms: string = '';
  @Field(() => Float, { defaultValue: 0, description: 'Taka, at most two decimals.' }) @IsTaka() salary: number = 0;
  @Field(() => Float, { defaultValue: 0, description: 'Taka, at most two decimals.' }) @IsTaka() boardingFee: number = 0;
  @Field({ defaultValue: 'nonResidential', description: 'residential or nonResidential' }) @IsIn([...RESIDENCE_TYPES], required) residenceType: string = 'nonResidential';
  @Field({ defaultValue: 'teacher', description: 'teacher or worker' }) @IsIn([...CANDIDATE_TYPES], required) candidateType: string = 'teacher';
  @Field({ defaultValue: '', description: "YYYY-MM-DD or ''" }) @IsoDate(true) hireDate: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(80, invalid) department: string = '';
}

@InputType()
export class StaffDutyInput {
  @Field(() => Int, { nullable: true, description: 'present: change that duty\'s text' })
  @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid)
  id?: number;

  @Field(() => Int, { description: "The staff row's id." })
  @IsInt(required) @Min(1, required) @Max(INT_MAX, invalid)
  staffId: number;

  @Field() @IsString(required) @Length(1, 500, required) @Matches(/\S/, required) duty: string;
}
