import {
  ArrayMaxSize, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, MinLength, ValidateBy, ValidateNested,
} from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/crud';
import { APPROVAL_OPTIONS } from '../../rules/admission';
import { isValidPersonMobile } from '../../rules/mobile';
import { INT_MAX } from '../../rules/numbers';
import { CATEGORIES, CONDITIONS, NEW_OLD, RESIDENCES } from './student.entity';

// A blank required field is requiredField (naming the field); a value the rule refuses is invalidValue.
import { required } from '../../platform/required';
const invalid = { message: 'invalidValue' };

/** A guardian's mobile: at most 30 characters and two numbers, else checkMobile (rules/mobile.ts). */
const MobileField = (): PropertyDecorator => ValidateBy({
  name: 'personMobile',
  validator: { validate: (value: unknown) => typeof value !== 'string' || !value.trim() || isValidPersonMobile(value.trim()) },
}, { message: 'checkMobile' });

@ObjectType('StudentFee', { simpleResolvers: true })
export class StudentFeeView {
  @Field() title: string;
  @Field(() => Float, { description: 'taka' }) amount: number;
}

@ObjectType('Student', { simpleResolvers: true, description: 'A student; a pending application while admitNo is null.' })
export class StudentView {
  @Field(() => Int) id: number;
  @Field(() => Int) formNo: number;
  @Field(() => Int, { nullable: true }) admitNo: number | null;
  @Field({ description: 'true while the student has no admit number' }) pending: boolean;
  @Field() newOld: string;
  @Field() department: string;
  @Field({ description: 'residential, nonResidential or daycare' }) residence: string;
  @Field({ description: 'general, needy or orphan' }) category: string;
  @Field() name: string;
  @Field() fatherName: string;
  @Field() motherName: string;
  @Field() fatherJob: string;
  @Field() village: string;
  @Field() postOffice: string;
  @Field() subDistrict: string;
  @Field() district: string;
  @Field() birthDate: string;
  @Field(() => Int) age: number;
  @Field() guardianMobile: string;
  @Field() guardianRelation: string;
  @Field() guardian2: string;
  @Field() preAcademy: string;
  @Field() preClass: string;
  @Field() choosingClass: string;
  @Field() admittedClass: string;
  @Field() groupName: string;
  @Field() inspectorComment: string;
  @Field() examiner: string;
  @Field() book1: string;
  @Field(() => Float, { nullable: true }) number1: number | null;
  @Field(() => Float, { nullable: true }) average: number | null;
  @Field() book2: string;
  @Field(() => Float, { nullable: true }) number2: number | null;
  @Field() approval: string;
  @Field({ description: 'the signer\'s signature image URL, or empty' }) inspectorSign: string;
  @Field() examinerSign: string;
  @Field() eduSecSign: string;
  @Field() principalSign: string;
  @Field() photoUrl: string;
  @Field({ description: 'in or out' }) condition: string;
  @Field({ description: 'general, intermediate or difficult' }) reportStage: string;
  @Field() date: string;
  @Field(() => [StudentFeeView]) fees: StudentFeeView[];
  @Field({ description: 'office or online' }) source: string;
}

@ObjectType('AdmissionNumbers', { description: 'The next form number and the admit number placeholder (highest + 1).' })
export class AdmissionNumbers {
  @Field(() => Int) formNo: number;
  @Field(() => Int) admitNo: number;
}

@InputType()
export class StudentFeeInput {
  @Field() @IsString() @Length(1, 120, required) title: string;
  @Field(() => Float) @IsNumber({ maxDecimalPlaces: 2 }, invalid) @Min(0, invalid) amount: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The admission form as submitted (spec doc 1 §3 "Student (submitted)"). */
@InputType()
export class StudentInput {
  @Field(() => Int, { nullable: true, description: 'present: edit that student; absent: a new form' }) @IsOptional() @IsInt() id?: number;
  @Field() @IsIn([...NEW_OLD], required) newOld: string;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) department: string;
  @Field() @IsIn([...RESIDENCES], required) residenceType: string;
  @Field() @IsIn([...CATEGORIES], required) category: string;
  @Field(() => Int, { nullable: true, description: 'default: the highest form number + 1' }) @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid) formNo?: number;
  @Field(() => Int, { nullable: true, description: 'none: a pending application' }) @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid) admitNo?: number | null;
  @Field({ nullable: true, description: 'give the next admit number (highest + 1), safely under concurrency' }) @IsOptional() @IsBoolean() assignAdmitNo?: boolean;
  @Field() @IsString() @Length(1, 120, required) @Matches(/\S/, required) name: string;
  @Field() @IsString() @Length(1, 120, required) @Matches(/\S/, required) fatherName: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(120, invalid) motherName: string;
  @Field() @IsString() @Length(1, 120, required) @Matches(/\S/, required) village: string;
  @Field() @IsString() @Length(1, 120, required) @Matches(/\S/, required) postOffice: string;
  @Field() @IsString() @Length(1, 120, required) @Matches(/\S/, required) subDistrict: string;
  @Field() @IsString() @Length(1, 120, required) @Matches(/\S/, required) district: string;
  @Field({ description: 'YYYY-MM-DD' }) @Matches(DATE, invalid) birthDate: string;
  @Field() @IsString() @MinLength(1, required) @Matches(/\S/, required) @MobileField() guardianMobile: string;
  @Field() @IsString() @Length(1, 60, required) @Matches(/\S/, required) relationWithGuardian: string;
  @Field() @IsString() @Length(1, 120, required) @Matches(/\S/, required) fatherJob: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(160, invalid) guardian2: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(160, invalid) preAcademy: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) preClass: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) choosingClass: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) inspectorComment: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(120, invalid) examiner: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) book1: string;
  @Field(() => Float, { nullable: true }) @IsOptional() @IsNumber({}, invalid) @Min(0, invalid) @Max(1000, invalid) number1?: number | null;
  @Field(() => Float, { nullable: true }) @IsOptional() @IsNumber({}, invalid) @Min(0, invalid) @Max(1000, invalid) average?: number | null;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) book2: string;
  @Field(() => Float, { nullable: true }) @IsOptional() @IsNumber({}, invalid) @Min(0, invalid) @Max(1000, invalid) number2?: number | null;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) approvedClass: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) groupName: string;
  @Field({ defaultValue: '' }) @IsIn(['', ...APPROVAL_OPTIONS], invalid) approval: string;
  @Field({ nullable: true, description: 'the inspector\'s code (a user\'s password)' }) @IsOptional() @IsString() inspectorSign?: string;
  @Field({ nullable: true, description: 'the examiner\'s code' }) @IsOptional() @IsString() examinerSign?: string;
  @Field({ nullable: true, description: 'the code of a user of type education' }) @IsOptional() @IsString() eduSecSign?: string;
  @Field({ nullable: true, description: 'the code of a user of type principal' }) @IsOptional() @IsString() principalSign?: string;
  @Field(() => [StudentFeeInput], { nullable: true }) @IsOptional() @ArrayMaxSize(30, invalid) @ValidateNested() fees?: StudentFeeInput[];
}

@InputType()
export class StudentFilter {
  @Field({ nullable: true }) @IsOptional() @IsString() className?: string;
  @Field({ nullable: true }) @IsOptional() @IsString() groupName?: string;
  @Field({ nullable: true, defaultValue: 'in' }) @IsOptional() @IsIn([...CONDITIONS], invalid) condition?: string;
}

/** One page of the student list (at most PAGE_MAX students) and the list's size. */
@ObjectType()
export class StudentPage extends PageOf(StudentView) {}
