import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateBy, ValidateIf, type ValidationArguments } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { isBlank, required } from '../../platform/required';
import { EmailField } from '../../platform/validation';
import { isIsoDate } from '../../rules/dates';
import { isValidPersonMobile, PERSON_MOBILE_MAX_LENGTH } from '../../rules/mobile';
import { INT_MAX } from '../../rules/numbers';
import { DONOR_TYPES } from './donor.entities';

const invalid = { message: 'invalidValue' };

/** The largest pledged or provided amount, in taka: integer paisa must fit a signed 32-bit column. */
export const MAX_DONATION_TAKA = 20_000_000;

/** Taka from `min` (0 or above 0) to MAX_DONATION_TAKA with at most two decimals (stored as integer paisa). */
export function isDonationTaka(value: unknown, allowZero: boolean): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || (!allowZero && value === 0) || value > MAX_DONATION_TAKA) return false;
  const paisa = value * 100;
  return Math.abs(paisa - Math.round(paisa)) < 1e-6;
}

/** A required amount: not given is requiredField, anything else not taka invalidValue (0 allowed for a pledge). */
const Taka = (allowZero: boolean): PropertyDecorator => ValidateBy({
  name: 'donationTaka', validator: { validate: (v: unknown) => isDonationTaka(v, allowZero) },
}, { message: (args: ValidationArguments) => (args.value === undefined || args.value === null || (!allowZero && args.value === 0) ? 'requiredField' : 'invalidValue') });

/** A member number: a whole number from 1 (spec §5 "memberNo numeric"); not given is requiredField. */
const MemberNo = (): PropertyDecorator => ValidateBy({
  name: 'memberNo', validator: { validate: (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= INT_MAX },
}, required);

/** The donor's mobile (required): longer than 30 characters is checkMobile; one or two numbers. */
const DonorMobile = (): PropertyDecorator => ValidateBy({
  name: 'donorMobile', validator: { validate: (v: unknown) => typeof v === 'string' && !isBlank(v) && isValidPersonMobile(v.trim()) },
}, {
  message: (args: ValidationArguments) => {
    if (isBlank(args.value)) return 'requiredField';
    return typeof args.value === 'string' && args.value.trim().length > PERSON_MOBILE_MAX_LENGTH ? 'checkMobile' : 'invalidValue';
  },
});

const RequiredText = (max: number): PropertyDecorator => {
  const rules = [IsString(required), Length(1, max, required), Matches(/\S/, required)];
  return (target, key) => { for (const rule of rules) rule(target, key); };
};

@ObjectType('Donor', { simpleResolvers: true, description: 'A donor (spec doc 2 §3 Donor). Money is in taka.' })
export class DonorView {
  @Field(() => Int) id: number;
  @Field(() => Int, { description: 'Unique in the academy; never changes.' }) memberNo: number;
  @Field({ description: DONOR_TYPES.join(' or ') }) donorType: string;
  @Field() donorName: string;
  @Field() fatherName: string;
  @Field() village: string;
  @Field() postOffice: string;
  @Field() subDistrict: string;
  @Field() district: string;
  @Field(() => Int, { nullable: true, description: "The referrer's member number." }) referrerId: number | null;
  @Field({ description: "The referrer's name (the spec's referrer / referrer_name)." }) referrer: string;
  @Field() mobile: string;
  @Field() email: string;
  @Field(() => Float, { description: 'The pledged amount, taka.' }) donationAmount: number;
  @Field(() => Int) donationAmountPaisa: number;
  @Field() createdAt: Date;
}

@ObjectType('DonorPage')
export class DonorPage extends PageOf(DonorView) {}

@ObjectType('Donation', { simpleResolvers: true, description: 'A donation (spec doc 2 §3 Donation). Money is in taka; inWords is the provided amount in words.' })
export class DonationView {
  @Field(() => Int) id: number;
  @Field(() => Int) memberNo: number;
  @Field() donorName: string;
  @Field() fatherName: string;
  @Field() address: string;
  @Field() mobile: string;
  @Field(() => Float, { description: 'The pledged amount at the time, taka.' }) donationAmount: number;
  @Field(() => Float, { description: 'The provided amount, taka.' }) providedAmount: number;
  @Field(() => Int) providedAmountPaisa: number;
  @Field({ description: "The provided amount in words in the academy's language." }) inWords: string;
  @Field() responsible: string;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field(() => Int, { nullable: true, description: 'The donation receipt that wrote it (then only that receipt changes or deletes it).' }) receiptId: number | null;
  @Field() createdAt: Date;
}

@ObjectType('DonationPage')
export class DonationPage extends PageOf(DonationView) {}

@ArgsType()
export class DonorsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: `${DONOR_TYPES.join(' or ')}; absent: every donor.` })
  @IsOptional() @IsString(invalid) @IsIn(DONOR_TYPES, invalid)
  donorType?: string | null;

  @Field(() => String, { nullable: true, description: 'Words in the name, father name, mobile, address or referrer; a number: the member number.' })
  @IsOptional() @IsString(invalid) @MaxLength(120, invalid)
  search?: string | null;
}

@ArgsType()
export class DonationsArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: "One donor's donations (their member number)." })
  @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid)
  memberNo?: number | null;

  @Field(() => String, { nullable: true, description: 'Words in the name, address, mobile, responsible or date; a number: the member number.' })
  @IsOptional() @IsString(invalid) @MaxLength(120, invalid)
  search?: string | null;
}

/**
 * The donor form (spec doc 2 §5): all fields required except referrerId, fatherName, email and
 * referrer; memberNo, referrerId and donationAmount numeric; memberNo locked on edit; a member
 * number the academy already has: duplicateNotPossible.
 */
@InputType()
export class DonorInput {
  @Field(() => Int, { nullable: true, description: 'Present: edit that donor (principal or superUser).' })
  @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid)
  id?: number | null;

  @Field(() => Int, { description: 'Numeric, unique in the academy; cannot change on edit (invalidValue).' }) @MemberNo() memberNo: number;
  @Field({ defaultValue: 'general', description: DONOR_TYPES.join(' or ') }) @IsString(invalid) @IsIn(DONOR_TYPES, invalid) donorType: string = 'general';
  @Field() @RequiredText(120) donorName: string;
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(120, invalid) fatherName: string = '';
  @Field() @DonorMobile() mobile: string;
  @Field({ defaultValue: '', description: 'Optional; when given a valid address (invalidEmail).' })
  @IsString({ message: 'invalidEmail' }) @ValidateIf((o: DonorInput) => typeof o.email !== 'string' || o.email.trim() !== '') @EmailField('invalidEmail')
  email: string = '';

  @Field() @RequiredText(120) village: string;
  @Field() @RequiredText(120) postOffice: string;
  @Field() @RequiredText(120) subDistrict: string;
  @Field() @RequiredText(120) district: string;
  @Field(() => Int, { nullable: true, description: "The referrer's member number (numeric, optional)." })
  @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid)
  referrerId?: number | null;

  @Field({ defaultValue: '', description: "The referrer's name (optional)." }) @IsString(invalid) @MaxLength(120, invalid) referrer: string = '';
  @Field(() => Float, { description: 'The pledged amount in taka (0 allowed), at most two decimals.' }) @Taka(true) donationAmount: number;
}

/**
 * The donation form: the member number must be a donor of the academy (sorryNotFound); the name,
 * father's name and mobile are the donor's; the pledged amount defaults to the donor's.
 */
@InputType()
export class DonationInput {
  @Field(() => Int, { description: "The donor's member number." }) @MemberNo() memberNo: number;
  @Field({ defaultValue: '', description: "Blank: the donor's village, post office, sub-district and district." })
  @IsString(invalid) @MaxLength(255, invalid)
  address: string = '';

  @Field(() => Float, { nullable: true, description: "The pledged amount in taka; absent: the donor's." })
  @IsOptional() @ValidateBy({ name: 'pledge', validator: { validate: (v: unknown) => isDonationTaka(v, true) } }, invalid)
  donationAmount?: number | null;

  @Field(() => Float, { description: 'The provided amount in taka, above 0.' }) @Taka(false) providedAmount: number;
  @Field({ defaultValue: '', description: "Who took it; blank: the signed-in user's name." }) @IsString(invalid) @MaxLength(120, invalid) responsible: string = '';
  @Field({ defaultValue: '', description: "YYYY-MM-DD; blank: today." })
  @IsString(invalid) @ValidateBy({ name: 'isoDateOrBlank', validator: { validate: (v: unknown) => typeof v === 'string' && (v.trim() === '' || isIsoDate(v.trim())) } }, invalid)
  date: string = '';
}
