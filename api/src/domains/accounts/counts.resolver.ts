import type { GraphQLResolveInfo } from 'graphql';
import { Args, Ctx as Context, Info, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { requestedFields } from '../../platform/selection';
import { countsService } from './counts.service';
import { CountArgs, CountTypeArgs, CountView, ReportArgs, ReportView } from './counts.types';

/**
 * Monthly and yearly counts (/mci /mgi /yci /ygi /mce /mge /yce /yge) and counting reports
 * (/mcr /mgr /ycr /ygr) of a department: accounts (default) or boarding. Reads: the department's
 * menu group; save and delete: accountant, superUser.
 */
@Resolver()
export class CountsResolver {
  @Query(() => CountView, { description: 'The computed (unsaved) count of a type and period from the department\'s receipts (income) or vouchers (expense) of its fund.' })
  async counting(@Args() args: CountArgs, @Info() info: GraphQLResolveInfo, @Context() ctx: Ctx): Promise<CountView> {
    // Asked for heads and total only: the database sums them (a year is tens of thousands of rows).
    const asked = requestedFields(info);
    return countsService.computed(ctx, args.type, args.date, { withRows: asked.has('incomeRows') || asked.has('expenseRows'), department: args.department });
  }

  @Query(() => CountView, { description: 'The saved count of a type and period (none: sorryNotFound).' })
  async savedCounting(@Args() args: CountArgs, @Context() ctx: Ctx): Promise<CountView> {
    return countsService.saved(ctx, args.type, args.date, args.department);
  }

  @Query(() => [String], { description: 'The saved periods of a count or report type, newest first.' })
  async countingDates(@Args() args: CountTypeArgs, @Context() ctx: Ctx): Promise<string[]> {
    return countsService.dates(ctx, args.type, args.department);
  }

  @Mutation(() => CountView, {
    description: "Saves the computed count (recomputed on the server). Same department, type and period again: duplicateNotPossible. A monthly save marks the month's receipts or vouchers of the department and fund saved (then they refuse edit and delete).",
  })
  async saveCounting(@Args() args: CountArgs, @Context() ctx: Ctx): Promise<CountView> {
    return countsService.save(ctx, args.type, args.date, args.department);
  }

  @Mutation(() => Boolean, { description: "Deletes a saved count (none: sorryNotFound); a monthly one's receipts or vouchers become unsaved again." })
  async deleteCounting(@Args() args: CountArgs, @Context() ctx: Ctx): Promise<boolean> {
    await countsService.remove(ctx, args.type, args.date, args.department);
    return true;
  }

  @Query(() => ReportView, { description: 'The computed report: income and expense side by side, the balance carried from the latest earlier saved report of the type (else 0), the new balance.' })
  async countingReport(@Args() args: ReportArgs, @Context() ctx: Ctx): Promise<ReportView> {
    return countsService.report(ctx, args.type, args.date, args.department);
  }

  @Query(() => ReportView, { description: 'The saved report of a type and period (none: sorryNotFound).' })
  async savedCountingReport(@Args() args: ReportArgs, @Context() ctx: Ctx): Promise<ReportView> {
    return countsService.savedReport(ctx, args.type, args.date, args.department);
  }

  @Mutation(() => ReportView, { description: 'Saves the computed report (recomputed on the server). Same type and period again: duplicateNotPossible.' })
  async saveCountingReport(@Args() args: ReportArgs, @Context() ctx: Ctx): Promise<ReportView> {
    return countsService.saveReport(ctx, args.type, args.date, args.department);
  }

  @Mutation(() => Boolean, { description: 'Deletes a saved report (none: sorryNotFound).' })
  async deleteCountingReport(@Args() args: ReportArgs, @Context() ctx: Ctx): Promise<boolean> {
    await countsService.removeReport(ctx, args.type, args.date, args.department);
    return true;
  }
}
