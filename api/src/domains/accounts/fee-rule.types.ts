import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { AppError } from '../../platform/errors';
import { check } from '../../platform/validation';
import { FUNDS } from './fee-rule.entity';

const invalid = { message: 'invalidValue' };

/** The largest amount a rule may hold, in taka (integer paisa must fit a signed 32-bit column). */
export const MAX_FEE_TAKA = 20_000_000;
/** At most this many rows in one saved table. */
export const MAX_FEE_RULES = 300;

/** Taka: a finite number from 0 to MAX_FEE_TAKA with at most two decimals. */
export function isTaka(value: unknown): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_FEE_TAKA) return false;
  const paisa = value * 100;
  return Math.abs(paisa - Math.round(paisa)) < 1e-6;
}

const IsTaka = () => ValidateBy({ name: 'isTaka', validator: { validate: isTaka } }, invalid);

@ObjectType('FeeRule', { description: 'A fee rule: a titled amount for the listed classes and groups (no group: every group).', simpleResolvers: true })
export class FeeRuleView {
  @Field(() => Int) id: number;
  @Field({ description: 'generalFund or charityFund' }) fund: string;
  @Field({ description: 'A fee title key (monthly_fee, admission_fee…) or free text.' }) title: string;
  @Field(() => Float, { description: 'Taka, at most two decimals.' }) amount: number;
  @Field(() => [String], { description: 'Class names (the spec\'s users).' }) classes: string[];
  @Field(() => [String], { description: 'Group names; empty means every group.' }) groups: string[];
}

/**
 * One row of the fee rules table. Rows are lenient: a row without fund, title, amount or a class is
 * skipped on save; a value that is present must be valid (invalidValue).
 */
@InputType()
export class FeeRuleInput {
  @Field({ nullable: true }) @IsOptional() @IsString(invalid) @IsIn(['', ...FUNDS], invalid) fund?: string;
  @Field({ nullable: true }) @IsOptional() @IsString(invalid) @MaxLength(120, invalid) title?: string;
  @Field(() => Float, { nullable: true, description: 'Taka, at most two decimals.' }) @IsOptional() @IsTaka() amount?: number;
  @Field(() => [String], { nullable: true }) @IsOptional() @IsArray(invalid) @ArrayMaxSize(200, invalid) @IsString({ ...invalid, each: true }) @MaxLength(80, { ...invalid, each: true }) classes?: string[];
  @Field(() => [String], { nullable: true }) @IsOptional() @IsArray(invalid) @ArrayMaxSize(200, invalid) @IsString({ ...invalid, each: true }) @MaxLength(80, { ...invalid, each: true }) groups?: string[];
}

/**
 * Validates every row of a table (the first bad value's catalogue key, with its 1-based row).
 * Also the GraphQL argument's validateFn: the global one validates a single input object, not a list.
 */
export async function checkFeeRules(inputs: unknown): Promise<void> {
  if (!Array.isArray(inputs) || inputs.length > MAX_FEE_RULES) throw new AppError('invalidValue', { field: 'rules' });
  for (const [i, input] of inputs.entries()) {
    if (!(input instanceof FeeRuleInput)) throw new AppError('invalidValue', { field: 'rules', row: i + 1 });
    try {
      await check(input);
    } catch (e) {
      if (e instanceof AppError) throw new AppError(e.code, { ...e.params, row: i + 1 });
      throw e;
    }
  }
}
