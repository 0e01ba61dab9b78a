import { IsIn, Max, Min } from 'class-validator';
import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';
import { required } from '../../platform/required';
import { COUNT_DEPARTMENTS } from '../../rules/counts';
import { FEE_YEAR_MAX, FEE_YEAR_MIN } from '../../rules/fee-dues';

/** The year of the accounts summary (2000–2100) and whose books: accounts (the default) or boarding. */
@ArgsType()
export class AccountsSummaryArgs {
  @Field(() => Int, { description: 'The year, 2000–2100.' })
  @Min(FEE_YEAR_MIN, required) @Max(FEE_YEAR_MAX, required)
  year: number;

  @Field({ defaultValue: 'accounts', description: 'accounts (receipts and vouchers of /receipt, /voucher, the fee rules; the default) or boarding (/boardingreceipt, /boardingvoucher, the boarding fee rules and residential students).' })
  @IsIn(COUNT_DEPARTMENTS, required)
  department: string = 'accounts';
}

@ObjectType('AccountsMonth', { simpleResolvers: true, description: "A month's income (the department's receipts) and expense (its vouchers) by fund, in taka (exact paisa sums / 100)." })
export class AccountsMonthView {
  @Field({ description: 'YYYY-MM' }) month: string;
  @Field(() => Float) generalIncome: number;
  @Field(() => Float) charityIncome: number;
  @Field(() => Float) generalExpense: number;
  @Field(() => Float) charityExpense: number;
  @Field(() => Float, { description: 'Both funds.' }) income: number;
  @Field(() => Float, { description: 'Both funds.' }) expense: number;
}

@ObjectType('FeesProgress', { simpleResolvers: true, description: "Student fees of the department (boarding: residential students) of a period: what the admitted students' fee titles ask, what was collected, what is still owed." })
export class FeesProgressView {
  @Field({ description: 'YYYY-MM (a month) or YYYY (the year up to its last month counted).' }) period: string;
  @Field(() => Float, { description: 'What the periods ask (nothing before a student\'s admission).' }) due: number;
  @Field(() => Float, { description: 'What was paid against them.' }) collected: number;
  @Field(() => Float, { description: 'What is still owed now.' }) owed: number;
}

@ObjectType('AccountsSummary', { description: "The dashboard's accounts figures of a year: income and expense by month, fees collected against what is due." })
export class AccountsSummaryView {
  @Field({ description: 'accounts or boarding.' }) department: string;
  @Field(() => Int) year: number;
  @Field(() => [AccountsMonthView], { description: 'The twelve months, January first.' }) months: AccountsMonthView[];
  @Field(() => Float) income: number;
  @Field(() => Float) expense: number;
  @Field(() => FeesProgressView, { description: "This month's fees (the year's December for a past year; January for a later year, nothing due yet)." }) feesMonth: FeesProgressView;
  @Field(() => FeesProgressView, { description: 'The fees of the year up to that month.' }) feesYear: FeesProgressView;
  @Field(() => Int, { description: 'Admitted students counted.' }) students: number;
}
