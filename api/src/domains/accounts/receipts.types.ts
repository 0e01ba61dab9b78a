import {
  ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateBy, ValidateNested, type ValidationArguments,
} from 'class-validator';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { isIsoDate } from '../../rules/dates';
import { isValidPersonMobile, PERSON_MOBILE_MAX_LENGTH } from '../../rules/mobile';
import { INT_MAX } from '../../rules/numbers';
import { FUNDS } from './fee-rule.entity';
import { BOOK_DEPARTMENTS, RECEIPT_DEPARTMENTS, RECEIPT_TYPES } from './receipts.entities';

const invalid = { message: 'invalidValue' };

/** The approving form's rows (spec doc 2 §9). */
export const BOOK_FORM_ROWS = 10;
/** The most pages one approved book may have. */
export const MAX_BOOK_PAGES = 10_000;
/** The most pages one receipt may use (receiptFrom … receiptTill). */
export const MAX_RECEIPT_PAGES = 1_000;
/** The largest receipt, in taka: integer paisa must fit a signed 32-bit column. */
export const MAX_RECEIPT_TAKA = 20_000_000;
/** A regarding list's limits. */
export const MAX_REGARDINGS = 300;
export const MAX_REGARDING_LENGTH = 120;

/** Taka: a finite number above 0 and at most MAX_RECEIPT_TAKA with at most two decimals (stored as integer paisa). */
export function isReceiptTaka(value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_RECEIPT_TAKA) return false;
  const paisa = value * 100;
  return Math.abs(paisa - Math.round(paisa)) < 1e-6;
}

/** The amount: blank or 0 is requiredField; anything else that is not taka is invalidValue. */
const Taka = (): PropertyDecorator => ValidateBy({ name: 'receiptTaka', validator: { validate: isReceiptTaka } }, required);

/** A YYYY-MM-DD calendar date; blank is requiredField. */
const IsoDate = (): PropertyDecorator => ValidateBy({
  name: 'isoDate', validator: { validate: (v: unknown) => typeof v === 'string' && isIsoDate(v.trim()) },
}, required);

/** The optional mobile: blank, or one or two numbers; longer than 30 characters is checkMobile. */
const OptionalMobile = (): PropertyDecorator => ValidateBy({
  name: 'optionalMobile',
  validator: { validate: (v: unknown) => v === undefined || v === null || (typeof v === 'string' && (v.trim() === '' || isValidPersonMobile(v.trim()))) },
}, {
  message: (args: ValidationArguments) => (typeof args.value === 'string' && args.value.trim().length > PERSON_MOBILE_MAX_LENGTH ? 'checkMobile' : 'invalidValue'),
});

/** An optional page or book number: absent, or a whole number from 1. */
const OptionalNumber = (): PropertyDecorator => ValidateBy({
  name: 'optionalNumber',
  validator: { validate: (v: unknown) => v === undefined || v === null || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= INT_MAX) },
}, invalid);

// ---------------------------------------------------------------- regardings

@ObjectType('Regardings', { simpleResolvers: true, description: 'The four account-head lists (spec doc 2 §3 Regardings).' })
export class RegardingsView {
  @Field(() => [String], { description: 'Monthly charity income heads (receipts of charityFund).' }) mci: string[];
  @Field(() => [String], { description: 'Monthly charity expense heads (vouchers of charityFund).' }) mce: string[];
  @Field(() => [String], { description: 'Monthly general income heads (receipts of generalFund).' }) mgi: string[];
  @Field(() => [String], { description: 'Monthly general expense heads (vouchers of generalFund).' }) mge: string[];
}

const RegardingList = (): PropertyDecorator => {
  const rules = [
    IsOptional(), IsArray(invalid), ArrayMaxSize(MAX_REGARDINGS, invalid), IsString({ ...invalid, each: true }),
    MaxLength(MAX_REGARDING_LENGTH, { ...invalid, each: true }),
  ];
  return (target, key) => { for (const rule of rules) rule(target, key); };
};

/** The lists to save; a list left out stays as it is. Blank and repeated heads (letter case aside) are dropped. */
@InputType()
export class RegardingsInput {
  @Field(() => [String], { nullable: true }) @RegardingList() mci?: string[] | null;
  @Field(() => [String], { nullable: true }) @RegardingList() mce?: string[] | null;
  @Field(() => [String], { nullable: true }) @RegardingList() mgi?: string[] | null;
  @Field(() => [String], { nullable: true }) @RegardingList() mge?: string[] | null;
}

// ---------------------------------------------------------------- approved receipt books

@ObjectType('ApprovedReceiptBook', { simpleResolvers: true, description: 'A paper receipt book approved by a council member (spec doc 2 §3).' })
export class ApprovedReceiptBookView {
  @Field(() => Int) id: number;
  @Field(() => Int) bookNo: number;
  @Field(() => Int, { description: 'The first page\'s receipt number.' }) receiptFrom: number;
  @Field(() => Int, { description: 'The last page\'s receipt number: receiptFrom + pages − 1.' }) receiptTill: number;
  @Field(() => Int) pages: number;
  @Field(() => Int, { description: 'Pages used by receipts.' }) cutted: number;
  @Field(() => Int, { description: 'pages − cutted.' }) remain: number;
  @Field({ description: 'accounts, boarding, donation or allDepartments' }) department: string;
  @Field({ description: 'The approving council member\'s signature image.' }) aporverSign: string;
  @Field() aporverName: string;
  @Field({ description: 'The second approver (who entered it): signature image.' }) aporver1Sign: string;
  @Field() aporver1Name: string;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field({ description: 'unfinished or finished' }) condition: string;
}

@ObjectType('ReceiptBookInfo', { simpleResolvers: true, description: 'The next unused page of an unfinished approved book of a department.' })
export class ReceiptBookInfoView {
  @Field(() => Int) bookNo: number;
  @Field(() => Int) nextReceiptNo: number;
  @Field({ description: 'The book\'s department (the receipt\'s, or allDepartments).' }) department: string;
  @Field(() => Int, { description: 'Pages of the book still unused.' }) remain: number;
}

/** One row of the approving form; a row with nothing in it is skipped. */
@InputType()
export class ReceiptBookRowInput {
  @Field(() => Int, { nullable: true }) @OptionalNumber() bookNo?: number | null;
  @Field(() => Int, { nullable: true, description: 'The first page; 1 when left out.' }) @OptionalNumber() receiptFrom?: number | null;
  @Field(() => Int, { nullable: true, description: 'The last page.' }) @OptionalNumber() receiptTill?: number | null;
  @Field(() => String, { nullable: true, description: 'accounts, boarding, donation or allDepartments' })
  @IsOptional() @IsString(invalid) @IsIn(['', ...BOOK_DEPARTMENTS], invalid)
  department?: string | null;
}

@InputType()
export class ApproveReceiptBooksInput {
  @Field(() => [ReceiptBookRowInput], { description: `Up to ${BOOK_FORM_ROWS} rows; all empty: requireText; a book number twice: once.` })
  @IsArray(invalid) @ArrayMaxSize(BOOK_FORM_ROWS, invalid) @ValidateNested()
  rows: ReceiptBookRowInput[];

  @Field({ defaultValue: '', description: 'A council member\'s code (their password); wrong: authorRequired. A superUser signs as themselves.' })
  @IsString(invalid) @MaxLength(200, invalid)
  councilCode: string = '';
}

// ---------------------------------------------------------------- receipts

@ObjectType('Receipt', { simpleResolvers: true, description: 'A money receipt (spec doc 2 §3). Money is in taka (amountPaisa exact).' })
export class ReceiptView {
  @Field(() => Int) id: number;
  @Field() department: string;
  @Field({ description: 'autoReceipt or menualReceipt' }) type: string;
  @Field(() => Int, { nullable: true, description: "A donation receipt's donor (member number)." }) memberNo: number | null;
  @Field(() => Float, { nullable: true, description: "A donation receipt's pledged amount, taka." }) donationAmount: number | null;
  @Field(() => Int) bookNo: number;
  @Field(() => Int) receiptNoFrom: number;
  @Field(() => Int) receiptNoTill: number;
  @Field({ description: 'The donor or payer.' }) name: string;
  @Field() address: string;
  @Field() mobile: string;
  @Field({ description: 'generalFund or charityFund' }) fund: string;
  @Field() regarding: string;
  @Field(() => Float, { description: 'Taka.' }) amount: number;
  @Field(() => Int) amountPaisa: number;
  @Field({ description: 'The amount in words in the academy\'s language (computed by the server).' }) inWords: string;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field() receiverSign: string;
  @Field() receiverName: string;
  @Field() principalSign: string;
  @Field() principalName: string;
  @Field({ description: 'unsaved, or saved by the monthly count (then no edit or delete).' }) condition: string;
  @Field() createdAt: Date;
}

@ObjectType('ReceiptPage')
export class ReceiptPage extends PageOf(ReceiptView) {}

/**
 * The receipt form (spec doc 2 §3, §5): everything but the mobile is required. In auto mode the
 * book and page come from the next unused page of an approved book of the department; in manual
 * mode they are typed (a page already used: duplicateNotPossible). On edit the type, department,
 * book and pages stay as they are. The principal's code signs every add and edit.
 */
@InputType()
export class ReceiptInput {
  @Field(() => Int, { nullable: true, description: 'Present: edit that receipt.' })
  @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid)
  id?: number | null;

  @Field({ description: RECEIPT_DEPARTMENTS.join(', ') }) @IsString(required) @IsIn(RECEIPT_DEPARTMENTS, required) department: string;
  @Field({ description: 'autoReceipt or menualReceipt' }) @IsString(required) @IsIn(RECEIPT_TYPES, required) type: string;
  @Field(() => Int, { nullable: true, description: 'Manual mode: the book.' }) @OptionalNumber() bookNo?: number | null;
  @Field(() => Int, { nullable: true, description: 'Manual mode: the first page.' }) @OptionalNumber() receiptFrom?: number | null;
  @Field(() => Int, { nullable: true, description: 'Manual mode: the last page (the first page when left out).' }) @OptionalNumber() receiptTill?: number | null;
  @Field() @IsString(required) @Length(1, 120, required) @Matches(/\S/, required) donorName: string;
  @Field() @IsString(required) @Length(1, 255, required) @Matches(/\S/, required) address: string;
  @Field({ defaultValue: '' }) @IsString(invalid) @OptionalMobile() mobile: string = '';
  @Field({ description: 'generalFund or charityFund' }) @IsString(required) @IsIn(FUNDS, required) fund: string;
  @Field({ description: 'One of the fund\'s income heads (charityFund: mci, generalFund: mgi).' })
  @IsString(required) @Length(1, 120, required) @Matches(/\S/, required)
  regarding: string;
  @Field(() => Float, { description: 'Taka, above 0, at most two decimals.' }) @Taka() amount: number;
  @Field({ description: 'YYYY-MM-DD' }) @IsString(required) @IsoDate() date: string;
  @Field({ defaultValue: '', description: 'The principal\'s code (their password); wrong: authorRequired. A superUser signs as themselves.' })
  @IsString(invalid) @MaxLength(200, invalid)
  principalCode: string = '';

  @Field(() => Int, { nullable: true, description: 'Donation receipts (required there): the donor\'s member number; not a donor of the academy: sorryNotFound.' })
  @OptionalNumber()
  memberNo?: number | null;

  @Field(() => Float, { nullable: true, description: 'Donation receipts: the pledged amount in taka (0 allowed); absent: the donor\'s.' })
  @IsOptional() @ValidateBy({ name: 'pledgeTaka', validator: { validate: (v: unknown) => v === 0 || isReceiptTaka(v) } }, invalid)
  donationAmount?: number | null;
}

@ArgsType()
export class ReceiptsArgs extends PageArgs {
  @Field({ description: RECEIPT_DEPARTMENTS.join(', ') }) @IsString(invalid) @IsIn(RECEIPT_DEPARTMENTS, invalid) department: string;
  @Field(() => String, { nullable: true, description: 'Words in the name, address, mobile, regarding or date; a number: the book or a page (donation receipts: or the member number).' })
  @IsOptional() @IsString(invalid) @MaxLength(120, invalid)
  search?: string | null;
}
