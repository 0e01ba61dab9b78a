import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { PaySalaryInput, SalaryPaymentView, SalarySheetInput, SalarySheetListArgs, SalarySheetPage, SalarySheetView } from './salaries.types';
import { salariesService, salarySheetView } from './salaries.service';
import { VoucherInput, VoucherListArgs, VoucherPage, VoucherView } from './vouchers.types';
import { vouchersService, voucherView } from './vouchers.service';

@Resolver()
export class VouchersResolver {
  @Query(() => VoucherPage, {
    description: "A page of a department's vouchers (newest first; search over name, description, regardings, number and date) and the next number of each fund. accounts: the accounts menu group; boarding: the boarding menu group.",
  })
  async vouchers(@Args() args: VoucherListArgs, @Context() ctx: Ctx): Promise<VoucherPage> {
    const page = await vouchersService.list(ctx, args);
    return { ...page, items: page.items.map(voucherView) };
  }

  @Query(() => VoucherView, { description: 'One voucher (for its print).' })
  async voucher(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<VoucherView> {
    return voucherView(await vouchersService.get(ctx, id));
  }

  @Mutation(() => VoucherView, {
    description: 'Adds a voucher (no id) or edits one (id; needs principalSign). Ten lines at most, the first regarding and amount required (requiredField regarding1/amount1); '
      + 'total and in words computed here; an existing fund and number: duplicateNotPossible; a saved voucher: sorryMonthlyVoucherCountDone. '
      + 'accountant or superUser (accounts), also boardingSuper (boarding).',
  })
  async saveVoucher(@Arg('input') input: VoucherInput, @Context() ctx: Ctx): Promise<VoucherView> {
    return voucherView(input.id ? await vouchersService.update(ctx, input) : await vouchersService.create(ctx, input));
  }

  @Mutation(() => Boolean, { description: "Deletes a voucher with the principal's code (wrong: authorRequired); a saved one: sorryMonthlyVoucherCountDone. A salary voucher's sheet becomes unpaid." })
  async deleteVoucher(@Arg('id', () => Int) id: number, @Arg('principalSign', () => String) principalSign: string, @Context() ctx: Ctx): Promise<boolean> {
    await vouchersService.remove(ctx, id, principalSign);
    return true;
  }
}

/**
 * Salary sheets (/salaryGiving), read and written by the accounts writers (accountant, superUser).
 * REST (spec §7, fields left open by the spec): POST /api/account/salary/new/{code} and PUT
 * /salary/update/{code} take { id (update), month: 'YYYY-MM', department, note, rows? } where a row is
 * { staffRowId, staffId, name, designation, workdays, attendance, basic, daily, responsibility,
 * supervision, houseRent, travel, medical, snacks, otherAllowances, incrementPercent, overtime, bonus,
 * loan, electricity, food, gas, cleaning, governmentTax, mobile, internet, others } (taka; snake_case
 * also accepted) and answer { salary }; GET /salaries/{code} (month, page, limit) answers
 * { salaries, total }; DELETE /salary/delete/{code}/{id}; POST /salary/pay/{code}/{id}
 * { fund, date, principalSign } answers { salary, voucher }.
 */
@Resolver()
export class SalariesResolver {
  @Query(() => SalarySheetPage, { description: 'A page of salary sheets (newest month first), with their rows and column sums.' })
  async salarySheets(@Args() args: SalarySheetListArgs, @Context() ctx: Ctx): Promise<SalarySheetPage> {
    const page = await salariesService.list(ctx, args);
    return { total: page.total, items: page.items.map(salarySheetView) };
  }

  @Query(() => SalarySheetView)
  async salarySheet(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<SalarySheetView> {
    return salarySheetView(await salariesService.get(ctx, id));
  }

  @Mutation(() => SalarySheetView, {
    description: "Adds a sheet (no id; rows absent: one row per staff member of the department, basic = the staff salary, food = the boarding fee) or replaces one's month, department, note and rows. "
      + 'Totals are computed here (increment % on the basic, rounded to the paisa half-up). Same month and department twice: duplicateNotPossible; a paid sheet: notWorked.',
  })
  async saveSalarySheet(@Arg('input') input: SalarySheetInput, @Context() ctx: Ctx): Promise<SalarySheetView> {
    return salarySheetView(input.id ? await salariesService.update(ctx, input) : await salariesService.create(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes an unpaid sheet (paid: notWorked; delete its voucher first).' })
  async deleteSalarySheet(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await salariesService.remove(ctx, id);
    return true;
  }

  @Mutation(() => SalaryPaymentView, {
    description: 'Pays a sheet: one accounts expense voucher (the fund\'s next number) with the line "salary YYYY-MM" for the net total, in one transaction. Already paid: duplicateNotPossible; net 0: notWorked.',
  })
  async paySalarySheet(@Arg('input') input: PaySalaryInput, @Context() ctx: Ctx): Promise<SalaryPaymentView> {
    const { sheet, voucher } = await salariesService.pay(ctx, input);
    return { sheet: salarySheetView(sheet), voucher: voucherView(voucher) };
  }
}
