import { IsIn, Matches } from 'class-validator';
import { ArgsType, Field, Float, Int, ObjectType } from 'type-graphql';
import { required } from '../../platform/required';
import { COUNT_DEPARTMENTS, COUNT_TYPES, REPORT_TYPES } from '../../rules/counts';

const PERIOD = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

/** Whose books: accounts (the default) or boarding. */
@ArgsType()
class DepartmentArgs {
  @Field({ defaultValue: 'accounts', description: 'accounts (receipts and vouchers of /receipt, /voucher; the default) or boarding (/boardingreceipt, /boardingvoucher).' })
  @IsIn(COUNT_DEPARTMENTS, required)
  department: string;
}

/** A count and its period: type mci, mgi, mce, mge (date YYYY-MM) or yci, ygi, yce, yge (date YYYY). */
@ArgsType()
export class CountArgs extends DepartmentArgs {
  @Field({ description: 'mci, mgi, mce, mge (monthly) or yci, ygi, yce, yge (yearly).' })
  @IsIn(COUNT_TYPES, required)
  type: string;

  @Field({ description: 'YYYY-MM for a monthly type, YYYY for a yearly one.' })
  @Matches(PERIOD, required)
  date: string;
}

/** The saved periods of a count or report type. */
@ArgsType()
export class CountTypeArgs extends DepartmentArgs {
  @Field({ description: 'A count type (mci … yge) or a report type (mcr, mgr, ycr, ygr).' })
  @IsIn([...COUNT_TYPES, ...REPORT_TYPES], required)
  type: string;
}

/** A counting report and its period: mcr, mgr (date YYYY-MM) or ycr, ygr (date YYYY). */
@ArgsType()
export class ReportArgs extends DepartmentArgs {
  @Field({ description: 'mcr, mgr (monthly) or ycr, ygr (yearly).' })
  @IsIn(REPORT_TYPES, required)
  type: string;

  @Field({ description: 'YYYY-MM for a monthly type, YYYY for a yearly one.' })
  @Matches(PERIOD, required)
  date: string;
}

@ObjectType('CountHead', { simpleResolvers: true, description: 'One account head (regarding) of a count and its sum.' })
export class CountHeadView {
  @Field() regarding: string;
  @Field(() => Float, { description: 'Taka (exact paisa sum / 100).' }) amount: number;
}

@ObjectType('CountIncomeRow', { simpleResolvers: true, description: 'An income row: one receipt (spec: book_no, receipt_no_till, regarding, amount, date).' })
export class CountIncomeRowView {
  @Field(() => Int) bookNo: number;
  @Field(() => Int) receiptNoFrom: number;
  @Field(() => Int) receiptNoTill: number;
  @Field({ description: 'The payer.' }) name: string;
  @Field() regarding: string;
  @Field(() => Float) amount: number;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
}

@ObjectType('CountExpenseRow', { simpleResolvers: true, description: 'An expense row: one voucher (spec: voucher_no, date, total, regarding{n}, amount{n}).' })
export class CountExpenseRowView {
  @Field(() => Int) voucherNo: number;
  @Field({ description: 'The payee.' }) name: string;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field(() => Float) total: number;
  @Field(() => [CountHeadView], { description: 'The filled lines.' }) lines: CountHeadView[];
}

@ObjectType('Counting', { description: 'A monthly or yearly income or expense count: computed (saved false) or as saved.' })
export class CountView {
  @Field({ description: 'accounts or boarding.' }) department: string;
  @Field() type: string;
  @Field({ description: 'generalFund or charityFund.' }) fund: string;
  @Field({ description: 'monthly or yearly.' }) period: string;
  @Field({ description: 'income or expense.' }) kind: string;
  @Field({ description: 'YYYY-MM or YYYY.' }) date: string;
  @Field({ description: 'True when this is the saved count.' }) saved: boolean;
  @Field(() => Date, { nullable: true, description: 'When it was saved.' }) savedAt: Date | null;
  @Field(() => [CountIncomeRowView], { description: 'Receipts (income types; empty for expense types).' }) incomeRows: CountIncomeRowView[];
  @Field(() => [CountExpenseRowView], { description: 'Vouchers (expense types; empty for income types).' }) expenseRows: CountExpenseRowView[];
  @Field(() => [CountHeadView], { description: 'Sums by regarding (the headings and counts).' }) heads: CountHeadView[];
  @Field(() => Float, { description: 'The total in taka.' }) total: number;
}

@ObjectType('CountingReport', { description: 'A counting report: income and expense side by side, the balance carried in and the new balance.' })
export class ReportView {
  @Field({ description: 'accounts or boarding.' }) department: string;
  @Field() type: string;
  @Field() fund: string;
  @Field() period: string;
  @Field() date: string;
  @Field() saved: boolean;
  @Field(() => Date, { nullable: true }) savedAt: Date | null;
  @Field(() => Float, { description: 'The balance of the latest saved report of this type before the period, else 0.' }) preBalance: number;
  @Field(() => Float) income: number;
  @Field(() => Float) expense: number;
  @Field(() => Float, { description: 'preBalance + income − expense.' }) balance: number;
  @Field(() => [CountHeadView]) incomeHeads: CountHeadView[];
  @Field(() => [CountHeadView]) expenseHeads: CountHeadView[];
}
