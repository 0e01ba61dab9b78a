import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { required } from '../../platform/required';
import { EmailField } from '../../platform/validation';
import { AcademyFieldsInput, AcademyView, UserFieldsView } from '../auth/auth.types';
import { CONTROLLER_TYPES } from './controller-user.entity';

@ObjectType('ControllerUser')
export class ControllerView {
  @Field(() => Int) id: number;
  @Field() email: string;
  @Field() type: string;
  @Field() firstName: string;
  @Field() lastName: string;
}

@ObjectType('ControllerOverview', { description: 'Counts over every academy, by the server clock.' })
export class ControllerOverview {
  @Field(() => Int) academies: number;
  @Field(() => Int) active: number;
  @Field(() => Int) notActivated: number;
  @Field(() => Int) expired: number;
  @Field(() => Int) users: number;
}

@InputType()
export class ControllerLoginInput {
  @Field() @EmailField('invalidEmailOrPassword') email: string;
  @Field() @IsString() @MinLength(1, { message: 'requiredField' }) password: string;
  @Field() @IsString() @MinLength(1, { message: 'requiredField' }) code: string;
}

const dateRule = { message: 'invalidValue' };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

@ObjectType('ControllerAcademy', { description: 'An academy as the controller lists it (spec doc 2 §3 academy list). Money in paisa.' })
export class ControllerAcademyView extends AcademyView {
  @Field(() => Int, { description: 'Admitted students on the rolls now (condition in).' }) studentCount: number;
  @Field({ description: 'The SMS balance has an expiry date that is not after today.' }) balanceExpired: boolean;
}

@ObjectType('ControllerAuditEntry', { description: 'One change an operator made to an academy: who, when, before and after (JSON).' })
export class ControllerAuditView {
  @Field(() => Int) id: number;
  @Field() academyCode: string;
  @Field({ description: 'create, update, topUp, delete, deleteUser (an academy user deleted), or operatorCreate, operatorUpdate, operatorDelete (a controller user; academyCode empty).' }) action: string;
  @Field() actorEmail: string;
  @Field(() => String, { nullable: true }) before: string | null;
  @Field(() => String, { nullable: true }) after: string | null;
  @Field() createdAt: Date;
}

@InputType({ description: 'A new academy made by the controller: the academy form plus the terms the controller sets.' })
export class ControllerAcademyInput extends AcademyFieldsInput {
  @Field(() => Int) @IsInt(required) @Min(1, required) @Max(1_000_000, { message: 'invalidValue' }) numberOfStudents: number;
  @Field() @EmailField('invalidEmail') email: string;
  @Field() @IsString() @MinLength(5, { message: 'requireText' }) @MaxLength(72, { message: 'invalidValue' }) password: string;
  @Field() @IsString() cpassword: string;
  @Field() @IsBoolean({ message: 'invalidValue' }) activation: boolean;
  @Field({ description: 'YYYY-MM-DD; empty: no expiry set (not valid until one is).' }) @IsString() @Matches(/^(\d{4}-\d{2}-\d{2})?$/, dateRule) expiryDate: string;
  @Field(() => Int, { description: 'Monthly bill in paisa.' }) @IsInt({ message: 'invalidValue' }) @Min(0, { message: 'invalidValue' }) @Max(2_000_000_000, { message: 'invalidValue' }) bill: number;
}

@InputType({ description: "The controller's terms of an academy: activation, expiry date and bill (paisa)." })
export class ControllerAcademyUpdateInput {
  @Field() @IsString() @Length(1, 16, required) code: string;
  @Field() @IsBoolean({ message: 'invalidValue' }) activation: boolean;
  @Field() @IsString() @Matches(/^(\d{4}-\d{2}-\d{2})?$/, dateRule) expiryDate: string;
  @Field(() => Int) @IsInt({ message: 'invalidValue' }) @Min(0, { message: 'invalidValue' }) @Max(2_000_000_000, { message: 'invalidValue' }) bill: number;
}

/** The most one top-up may add, in taka. */
export const MAX_TOP_UP_TAKA = 1_000_000;
/** A top-up in taka: a finite number above 0, at most MAX_TOP_UP_TAKA, with at most two decimals (stored as paisa). */
export function isTopUpTaka(value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_TOP_UP_TAKA) return false;
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

@InputType({ description: 'An SMS balance top-up: taka added to the balance (the unit every answer gives it in) and the new balance expiry.' })
export class ControllerBalanceInput {
  @Field() @IsString() @Length(1, 16, required) code: string;
  @Field(() => Float, { description: 'Taka, above 0, at most two decimals, at most 1,000,000.' })
  @ValidateBy({ name: 'topUpTaka', validator: { validate: isTopUpTaka } }, { message: 'invalidValue' })
  amount: number;
  @Field() @IsString() @Matches(ISO_DATE, dateRule) balanceExpiry: string;
}

@ObjectType('ControllerAcademyUser', { description: 'An academy user as the controller lists it, with the academy it belongs to.' })
export class ControllerAcademyUserView extends UserFieldsView {
  @Field() academyName: string;
}

@ObjectType('ControllerOperator', { description: 'A controller user (operator) with their images.' })
export class ControllerOperatorView extends ControllerView {
  @Field() signUrl: string;
  @Field() avatarUrl: string;
  @Field() createdAt: Date;
}

@InputType({ description: 'A new controller user: super_admin, moderator or admin; the security code is asked at sign-in.' })
export class ControllerOperatorInput {
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) firstName: string;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) lastName: string;
  @Field() @EmailField('invalidEmail') email: string;
  @Field() @IsIn([...CONTROLLER_TYPES], { message: 'invalidValue' }) type: string;
  @Field() @IsString() @MinLength(5, { message: 'requireText' }) @MaxLength(72, { message: 'invalidValue' }) password: string;
  @Field() @IsString() cpassword: string;
  @Field() @IsString() @Matches(/^\d{4,12}$/, { message: 'invalidValue' }) securityCode: string;
}

@InputType({ description: 'A controller user update; empty password or security code keeps the old one. The e-mail never changes.' })
export class ControllerOperatorUpdateInput {
  @Field(() => Int) @IsInt({ message: 'sorryNotFound' }) id: number;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) firstName: string;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) lastName: string;
  @Field() @IsIn([...CONTROLLER_TYPES], { message: 'invalidValue' }) type: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @MinLength(5, { message: 'requireText' }) @MaxLength(72, { message: 'invalidValue' }) password?: string;
  @Field({ nullable: true }) @IsOptional() @IsString() cpassword?: string;
  @Field({ nullable: true }) @IsOptional() @IsString() @Matches(/^\d{4,12}$/, { message: 'invalidValue' }) securityCode?: string;
}

@InputType({ description: 'An address to send a one-time code to.' })
export class EmailCodeSendInput {
  @Field() @EmailField('invalidEmail') email: string;
}

@InputType({ description: 'An address and the six-digit code sent to it.' })
export class EmailCodeVerifyInput extends EmailCodeSendInput {
  @Field() @IsString() @Length(1, 12, required) otp: string;
}
