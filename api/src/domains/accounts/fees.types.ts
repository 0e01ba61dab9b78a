import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateBy, ValidateNested } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { FEE_YEAR_MAX, FEE_YEAR_MIN } from '../../rules/fee-dues';
import { FeeRuleView, isTaka } from './fee-rule.types';
import { FUNDS } from './fee-rule.entity';
import { FEE_DEPARTMENTS } from './fees.entities';

const invalid = { message: 'invalidValue' };
/** At most this many items (titles) in one payment, and months in one item. */
export const MAX_FEE_ITEMS = 20;
export const MAX_ITEM_MONTHS = 12;

/** A positive amount of taka with at most two decimals (the fee rules' limit). */
const IsPaidTaka = () => ValidateBy({ name: 'isPaidTaka', validator: { validate: (v) => isTaka(v) && (v as number) > 0 } }, required);

@ObjectType('FeeItem', { simpleResolvers: true, description: 'One item of a payment (the spec\'s receipt_data): a title, its months and the amount.' })
export class FeeItemView {
  @Field(() => [String], { description: 'YYYY-MM months of the payment\'s year.' }) selectedMonths: string[];
  @Field({ description: 'A fee title (monthly_fee, boarding_fee…).' }) subject: string;
  @Field(() => Float, { description: 'Taka.' }) totalAmount: number;
}

@ObjectType('Fee', { simpleResolvers: true, description: 'A fee payment of a student (spec doc 2 §3 "Fee").' })
export class FeeView {
  @Field(() => Int) id: number;
  @Field({ description: 'accounts (student fees) or boarding (boarding fees).' }) department: string;
  @Field(() => Int, { description: 'The student\'s id (provider_id).' }) providerId: number;
  @Field(() => Int) admitNo: number;
  @Field() name: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field(() => Int) year: number;
  @Field({ description: 'YYYY-MM-DD, the day it was paid.' }) date: string;
  @Field() note: string;
  @Field(() => [FeeItemView]) items: FeeItemView[];
  @Field(() => Float, { description: 'Taka, the sum of the items.' }) total: number;
  @Field({ description: 'Who took the money.' }) receiverName: string;
  @Field(() => Int, { nullable: true, description: 'The receipt issued with it.' }) receiptId: number | null;
  @Field() createdAt: Date;
}

@ObjectType('FeePage')
export class FeePage extends PageOf(FeeView) {}

@ArgsType()
export class FeesArgs extends PageArgs {
  @Field({ defaultValue: 'accounts', description: 'accounts or boarding' }) @IsIn([...FEE_DEPARTMENTS], invalid) department: string = 'accounts';
  @Field(() => String, { nullable: true, description: 'Words of the name, class, note, receiver or date; or an admit number.' })
  @IsOptional() @IsString(invalid) @MaxLength(120, invalid) search?: string | null;
}

@InputType()
export class FeeItemInput {
  @Field(() => [String], { description: 'Months: YYYY-MM of the payment\'s year, a month name or 1–12.' })
  @IsArray(required) @ArrayMaxSize(MAX_ITEM_MONTHS * 2, invalid) @IsString({ ...invalid, each: true }) @MaxLength(20, { ...invalid, each: true }) selectedMonths: string[];
  @Field({ description: 'A fee title that applies to the student (monthly_fee…).' }) @IsString(required) @Length(1, 120, required) @Matches(/\S/, required) subject: string;
  @Field(() => Float, { description: 'Taka, more than 0, at most two decimals.' }) @IsPaidTaka() totalAmount: number;
}

/**
 * A receipt to issue with a new payment (receipts.service, auto mode: the next page of an approved book
 * of the department). Without a fund (issue 25) the receipt follows the fee rule of the first item: its
 * fund, and as head the regarding sent or else the rule's title, added to the fund's income heads when missing.
 */
@InputType()
export class FeeReceiptInput {
  @Field(() => String, { nullable: true, description: 'generalFund or charityFund; left out: the fee rule\'s fund (and the head may be new).' })
  @IsOptional() @IsString(required) @IsIn([...FUNDS], required) fund?: string | null;
  @Field(() => String, { nullable: true, description: 'One of the fund\'s income heads; left out: the fee rule\'s title.' })
  @IsOptional() @IsString(required) @Length(1, 120, required) @Matches(/\S/, required) regarding?: string | null;
  @Field({ defaultValue: '', description: 'The principal\'s code (a superUser signs as themselves).' }) @IsString(invalid) @MaxLength(200, invalid) principalCode: string = '';
}

/** A payment; with an id it replaces that payment's student, date, note and items (not its department). */
@InputType()
export class FeeInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(invalid) @Min(1, invalid) id?: number;
  @Field({ defaultValue: 'accounts', description: 'accounts or boarding (a residential student).' }) @IsIn([...FEE_DEPARTMENTS], invalid) department: string = 'accounts';
  @Field(() => Int, { nullable: true, description: 'The student\'s admit number (or providerId).' }) @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(999_999_999, invalid) admitNo?: number | null;
  @Field(() => Int, { nullable: true, description: 'The student\'s id (provider_id), instead of the admit number.' }) @IsOptional() @IsInt(invalid) @Min(1, invalid) providerId?: number | null;
  @Field(() => Int) @IsInt(required) @Min(FEE_YEAR_MIN, required) @Max(FEE_YEAR_MAX, invalid) year: number;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; left out: today.' }) @IsOptional() @IsString(invalid) @MaxLength(10, invalid) date?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString(invalid) @MaxLength(500, invalid) note?: string | null;
  @Field(() => [FeeItemInput]) @IsArray(required) @ArrayMaxSize(MAX_FEE_ITEMS, invalid) @ValidateNested() items: FeeItemInput[];
  @Field(() => FeeReceiptInput, { nullable: true, description: 'A new payment only: also issue a receipt of its total (income counts then include it).' })
  @IsOptional() @ValidateNested() receipt?: FeeReceiptInput | null;
}

@ObjectType('FeePeriod', { simpleResolvers: true, description: 'A month (YYYY-MM) or, for a yearly title, the year (YYYY) of a fee title.' })
export class FeePeriodView {
  @Field() period: string;
  @Field(() => Float, { description: 'What it asks, taka (0 before admission).' }) due: number;
  @Field(() => Float) paid: number;
  @Field(() => Float, { description: 'What remains now (0 for a later month).' }) owed: number;
  @Field({ description: 'paid, partial, due, upcoming or none' }) status: string;
}

@ObjectType('FeeLine', { simpleResolvers: true, description: 'A fee title that applies to the student, by period.' })
export class FeeLineView {
  @Field() department: string;
  @Field() title: string;
  @Field(() => Float, { description: 'Taka a period.' }) amount: number;
  @Field({ description: 'Owed once a year (admission, development).' }) yearly: boolean;
  @Field(() => [FeePeriodView]) periods: FeePeriodView[];
  @Field(() => Float) due: number;
  @Field(() => Float) paid: number;
  @Field(() => Float) owed: number;
}

@ObjectType('StudentFees', { simpleResolvers: true, description: 'A student\'s fee titles of a year with what is paid and owed, and the year\'s payments.' })
export class StudentFeesView {
  @Field(() => Int, { description: 'The student\'s id (provider_id).' }) providerId: number;
  @Field(() => Int) admitNo: number;
  @Field() name: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field({ description: 'residential, nonResidential or daycare' }) residence: string;
  @Field(() => Int) year: number;
  @Field({ description: 'YYYY-MM: nothing is owed before it.' }) fromMonth: string;
  @Field(() => [FeeLineView]) lines: FeeLineView[];
  @Field(() => Float) due: number;
  @Field(() => Float) paid: number;
  @Field(() => Float) owed: number;
  @Field(() => [FeeView], { description: 'The payments of the year, newest first.' }) payments: FeeView[];
}

@ArgsType()
export class FeeSheetArgs {
  @Field({ defaultValue: 'accounts' }) @IsIn([...FEE_DEPARTMENTS], invalid) department: string = 'accounts';
  @Field() @IsString(required) @Length(1, 80, required) @Matches(/\S/, required) className: string;
  @Field(() => String, { nullable: true, description: 'A group of the class; left out: every group.' }) @IsOptional() @IsString(invalid) @MaxLength(80, invalid) groupName?: string | null;
  @Field({ description: 'A fee title.' }) @IsString(required) @Length(1, 120, required) @Matches(/\S/, required) subject: string;
  @Field({ description: 'YYYY-MM, a month name or 1–12.' }) @IsString(required) @Length(1, 20, required) month: string;
  @Field(() => Int, { nullable: true, description: 'Left out: this year (or the year of a YYYY-MM month).' }) @IsOptional() @IsInt(invalid) @Min(FEE_YEAR_MIN, invalid) @Max(FEE_YEAR_MAX, invalid) year?: number | null;
}

@ObjectType('FeeSheetRow', { simpleResolvers: true })
export class FeeSheetRowView {
  @Field(() => Int) providerId: number;
  @Field(() => Int) admitNo: number;
  @Field() name: string;
  @Field() groupName: string;
  @Field(() => Float) due: number;
  @Field(() => Float) paid: number;
  @Field(() => Float) owed: number;
  @Field({ description: 'paid, partial, due, upcoming or none' }) status: string;
}

@ObjectType('FeeSheet', { simpleResolvers: true, description: 'Who of a class paid a title for a month, and who owes.' })
export class FeeSheetView {
  @Field() department: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field() subject: string;
  @Field({ description: 'YYYY-MM' }) month: string;
  @Field({ description: 'The month, or the year of a yearly title.' }) period: string;
  @Field(() => Int) year: number;
  @Field(() => [FeeSheetRowView]) rows: FeeSheetRowView[];
  @Field(() => Float) due: number;
  @Field(() => Float) paid: number;
  @Field(() => Float) owed: number;
}

/**
 * A boarding fee rule: the fee rule's fields under its own type name, so a client cache never
 * takes a boarding rule for the fee rule with the same id.
 */
@ObjectType('BoardingFeeRule', { simpleResolvers: true, description: 'A boarding fee rule: a titled amount for the listed classes and groups (no group: every group).' })
export class BoardingFeeRuleView extends FeeRuleView {}
