import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateBy, ValidateNested } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { INT_MAX } from '../../rules/numbers';
import { isMonth, isTakaAmount, MAX_DAYS, MAX_INCREMENT_PERCENT, MAX_SALARY_ROWS } from '../../rules/salary';
import { FUNDS } from './fee-rule.entity';
import { VoucherView } from './vouchers.types';

const invalid = { message: 'invalidValue' };
/** Taka from 0 to the column cap, at most two decimals. */
const IsTaka = () => ValidateBy({ name: 'isTaka', validator: { validate: (v) => isTakaAmount(v) } }, invalid);
const IsPercent = () => ValidateBy({ name: 'isPercent', validator: { validate: (v) => isTakaAmount(v, MAX_INCREMENT_PERCENT) } }, invalid);
const IsMonth = () => ValidateBy({ name: 'isMonth', validator: { validate: (v) => isMonth(v) } }, required);

const money = (description: string) => ({ defaultValue: 0, description: `${description} (taka, at most two decimals).` });

/** The amounts of a salary row (taka), shared by its view and its input (the base types are never referenced, so never emitted). */
@ObjectType('SalaryAmountsBase')
@InputType('SalaryAmountsBaseInput')
export abstract class SalaryAmountsFields {
  @Field(() => Float, money('Basic pay')) @IsTaka() basic: number = 0;
  @Field(() => Float, money('Daily (dearness) allowance')) @IsTaka() daily: number = 0;
  @Field(() => Float, money('Responsibility allowance')) @IsTaka() responsibility: number = 0;
  @Field(() => Float, money('Supervision or observation allowance')) @IsTaka() supervision: number = 0;
  @Field(() => Float, money('House rent')) @IsTaka() houseRent: number = 0;
  @Field(() => Float, money('Travel allowance')) @IsTaka() travel: number = 0;
  @Field(() => Float, money('Medical allowance')) @IsTaka() medical: number = 0;
  @Field(() => Float, money('Snacks allowance')) @IsTaka() snacks: number = 0;
  @Field(() => Float, money('Other allowances')) @IsTaka() otherAllowances: number = 0;
  @Field(() => Float, { defaultValue: 0, description: 'Increment percent (at most two decimals), applied to the basic pay, rounded to the paisa half-up.' })
  @IsPercent() incrementPercent: number = 0;
  @Field(() => Float, money('Overtime')) @IsTaka() overtime: number = 0;
  @Field(() => Float, money('Bonus')) @IsTaka() bonus: number = 0;
  @Field(() => Float, money('Loan deduction')) @IsTaka() loan: number = 0;
  @Field(() => Float, money('Electricity deduction')) @IsTaka() electricity: number = 0;
  @Field(() => Float, money('Food deduction')) @IsTaka() food: number = 0;
  @Field(() => Float, money('Gas deduction')) @IsTaka() gas: number = 0;
  @Field(() => Float, money('Cleaning deduction')) @IsTaka() cleaning: number = 0;
  @Field(() => Float, money('Government tax deduction')) @IsTaka() governmentTax: number = 0;
  @Field(() => Float, money('Mobile deduction')) @IsTaka() mobile: number = 0;
  @Field(() => Float, money('Internet deduction')) @IsTaka() internet: number = 0;
  @Field(() => Float, money('Other deductions')) @IsTaka() others: number = 0;
}

@ObjectType('SalaryRow', { simpleResolvers: true, description: "One staff member's row of a salary sheet (spec doc 2 §3 salary sheet columns)." })
export class SalaryRowView extends SalaryAmountsFields {
  @Field(() => Int) id: number;
  @Field(() => Int, { nullable: true, description: 'The staff row it was made from.' }) staffRowId: number | null;
  @Field({ description: "The spec's ID column: the staff member's number." }) staffId: string;
  @Field() name: string;
  @Field() designation: string;
  @Field(() => Int) workdays: number;
  @Field(() => Int) attendance: number;
  @Field(() => Float, { description: 'The increment in taka (computed).' }) increment: number;
  @Field(() => Float, { description: 'Allowances, increment, overtime and bonus (computed).' }) total: number;
  @Field(() => Float, { description: 'The deductions (computed).' }) deductions: number;
  @Field(() => Float, { description: 'total − deductions (computed).' }) net: number;
}

@ObjectType('SalaryTotals', { simpleResolvers: true, description: 'The sums of every money column of a sheet (taka, exact).' })
export class SalaryTotalsView extends SalaryAmountsFields {
  @Field(() => Float) increment: number;
  @Field(() => Float) total: number;
  @Field(() => Float) deductions: number;
  @Field(() => Float) net: number;
}

@ObjectType('SalarySheet', { simpleResolvers: true, description: "A month's salary sheet of a staff department ('' = all staff)." })
export class SalarySheetView {
  @Field(() => Int) id: number;
  @Field({ description: 'YYYY-MM' }) month: string;
  @Field() department: string;
  @Field() note: string;
  @Field(() => [SalaryRowView]) rows: SalaryRowView[];
  @Field(() => SalaryTotalsView) totals: SalaryTotalsView;
  @Field(() => Int, { nullable: true, description: 'The voucher that paid it; null while unpaid.' }) paidVoucherId: number | null;
  @Field(() => Int, { nullable: true, description: "That voucher's number." }) paidVoucherNo: number | null;
  @Field(() => String, { nullable: true, description: "That voucher's fund." }) paidFund: string | null;
}

@ObjectType('SalarySheetPage')
export class SalarySheetPage extends PageOf(SalarySheetView) {}

@ObjectType('SalaryPayment', { simpleResolvers: true })
export class SalaryPaymentView {
  @Field(() => SalarySheetView) sheet: SalarySheetView;
  @Field(() => VoucherView, { description: 'The expense voucher written for the net total.' }) voucher: VoucherView;
}

@ArgsType()
export class SalarySheetListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'YYYY-MM: that month only.' })
  @IsOptional() @IsString(invalid) @Matches(/^(\d{4}-\d{2})?$/, invalid)
  month?: string | null;
}

/** One staff member's row (amounts in taka; the totals are computed). */
@InputType()
export class SalaryRowInput extends SalaryAmountsFields {
  @Field(() => Int, { nullable: true, description: 'The staff row (Staff.id) it is for, if any.' })
  @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid)
  staffRowId?: number | null;

  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(40, invalid) staffId: string = '';
  @Field() @IsString(required) @Length(1, 120, required) @Matches(/\S/, required) name: string;
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(120, invalid) designation: string = '';
  @Field(() => Int, { defaultValue: 0 }) @IsInt(invalid) @Min(0, invalid) @Max(MAX_DAYS, invalid) workdays: number = 0;
  @Field(() => Int, { defaultValue: 0, description: 'Days present; not above workdays.' }) @IsInt(invalid) @Min(0, invalid) @Max(MAX_DAYS, invalid) attendance: number = 0;
}

/**
 * A salary sheet (spec doc 2 §7 salary payload, whose fields the spec leaves open): month and
 * staff department; rows absent on a new sheet: one row per staff member of the department
 * (basic = the staff salary, food = the staff boarding fee). A month and department that already
 * have a sheet: duplicateNotPossible. A paid sheet cannot change (notWorked).
 */
@InputType()
export class SalarySheetInput {
  @Field(() => Int, { nullable: true, description: 'Present: update that sheet.' })
  @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid)
  id?: number | null;

  @Field({ description: 'YYYY-MM' }) @IsString(required) @IsMonth() month: string;
  @Field({ defaultValue: '', description: "The staff department ('' = every staff member)." }) @IsString(invalid) @MaxLength(80, invalid) department: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(500, invalid) note: string = '';

  @Field(() => [SalaryRowInput], { nullable: true, description: 'The rows in order; absent on a new sheet: prefilled from the staff list.' })
  @IsOptional() @ArrayMaxSize(MAX_SALARY_ROWS, invalid) @ValidateNested()
  rows?: SalaryRowInput[] | null;
}

/** Paying a sheet: one accounts expense voucher "salary YYYY-MM" for the net total. */
@InputType()
export class PaySalaryInput {
  @Field(() => Int) @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid) id: number;
  @Field({ defaultValue: 'generalFund', description: 'The fund the voucher is written on.' }) @IsIn(FUNDS, required) fund: string = 'generalFund';
  @Field({ defaultValue: '', description: "The voucher's date, YYYY-MM-DD; '' is today." }) @IsString(invalid) @Matches(/^(\d{4}-\d{2}-\d{2})?$/, invalid) date: string = '';
  @Field(() => String, { nullable: true, description: "The principal's code, to sign the voucher (optional; wrong: authorRequired)." })
  @IsOptional() @IsString(invalid) @MaxLength(200, invalid)
  principalSign?: string | null;
}
