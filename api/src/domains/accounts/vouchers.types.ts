import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { INT_MAX } from '../../rules/numbers';
import { VOUCHER_LINES } from '../../rules/salary';
import { FUNDS } from './fee-rule.entity';
import { VOUCHER_DEPARTMENTS } from './vouchers.entities';

const invalid = { message: 'invalidValue' };

@ObjectType('VoucherLine', { simpleResolvers: true, description: 'One regarding/amount line of a voucher.' })
export class VoucherLineView {
  @Field({ description: 'The expense head.' }) regarding: string;
  @Field(() => Float, { description: 'Taka, at most two decimals.' }) amount: number;
}

@ObjectType('Voucher', { simpleResolvers: true, description: 'A payment voucher (spec doc 2 §3).' })
export class VoucherView {
  @Field(() => Int) id: number;
  @Field({ description: 'accounts (/voucher) or boarding (/boardingvoucher).' }) department: string;
  @Field({ description: 'generalFund or charityFund.' }) fund: string;
  @Field(() => Int) voucherNo: number;
  @Field({ description: 'The payee.' }) name: string;
  @Field() description: string;
  @Field(() => [VoucherLineView], { description: 'The filled lines (at most ten), in order.' }) lines: VoucherLineView[];
  @Field(() => Float, { description: 'The sum of the line amounts in taka, computed by the server.' }) total: number;
  @Field({ description: "The total in words in the academy's language, computed by the server." }) inWords: string;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field({ description: 'Signature image of the user who wrote it.' }) receiverSign: string;
  @Field({ description: "Signature image of the principal who signed it by code ('' while unsigned)." }) principalSign: string;
  @Field({ description: 'unsaved, or saved once the monthly count is done (then no edit or delete).' }) condition: string;
  @Field(() => Int, { nullable: true, description: 'The salary sheet this voucher pays, if any.' }) salarySheetId: number | null;
}

@ObjectType('VoucherPage', { description: 'One page of vouchers and the next number of each fund.' })
export class VoucherPage extends PageOf(VoucherView) {
  @Field(() => Int, { description: 'The number a new general fund voucher of this department gets (last + 1).' }) generalFundVoucherNo: number;
  @Field(() => Int, { description: 'The number a new charity fund voucher of this department gets (last + 1).' }) charityFundVoucherNo: number;
}

@ArgsType()
export class VoucherListArgs extends PageArgs {
  @Field({ description: 'accounts or boarding.' }) @IsIn(VOUCHER_DEPARTMENTS, required) department: string;
  @Field({ nullable: true, description: 'Words or a number in the name, description, regardings, number or date.' })
  @IsOptional() @IsString(invalid) @MaxLength(120, invalid)
  search?: string;
}

/** A voucher line: both blank is dropped; a regarding without an amount (or the reverse) is requiredField regardingN/amountN. */
@InputType()
export class VoucherLineInput {
  @Field({ defaultValue: '' }) regarding: string = '';
  @Field(() => Float, { nullable: true, description: 'Taka, at most two decimals; blank or 0 with no regarding drops the line.' }) amount?: number | null;
}

/**
 * The voucher form (spec doc 2 §5): fund, number (absent: the next of the fund), payee, ten
 * lines (the first regarding and amount required; blank lines dropped), date. Total and in
 * words are computed by the server; any sent are ignored.
 */
@InputType()
export class VoucherInput {
  @Field(() => Int, { nullable: true, description: 'Present: update that voucher (needs principalSign).' })
  @IsOptional() @IsInt(invalid) @Min(1, invalid) @Max(INT_MAX, invalid)
  id?: number | null;

  @Field({ description: 'accounts or boarding (a voucher keeps its department on update).' }) @IsIn(VOUCHER_DEPARTMENTS, required) department: string;
  @Field({ description: 'generalFund or charityFund.' }) @IsIn(FUNDS, required) fund: string;

  @Field(() => Int, { nullable: true, description: "Absent or 0: the fund's next number. A number the fund already has: duplicateNotPossible." })
  @IsOptional() @IsInt(invalid) @Min(0, invalid) @Max(INT_MAX, invalid)
  voucherNo?: number | null;

  @Field({ defaultValue: '', description: 'The payee.' }) @IsString(invalid) @MaxLength(120, invalid) name: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(500, invalid) description: string = '';

  @Field(() => [VoucherLineInput], { description: `Up to ${VOUCHER_LINES} lines.` })
  @ArrayMaxSize(VOUCHER_LINES, invalid)
  lines: VoucherLineInput[];

  @Field({ defaultValue: '', description: "YYYY-MM-DD; '' is today." }) @IsString(invalid) @Matches(/^(\d{4}-\d{2}-\d{2})?$/, invalid) date: string = '';

  @Field(() => String, { nullable: true, description: "The principal's code: signs the voucher (optional on a new voucher, required on update); wrong: authorRequired." })
  @IsOptional() @IsString(invalid) @MaxLength(200, invalid)
  principalSign?: string | null;
}
