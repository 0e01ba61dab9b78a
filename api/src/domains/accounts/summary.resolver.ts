import { Args, Ctx as Context, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { accountsSummaryService } from './summary.service';
import { AccountsSummaryArgs, AccountsSummaryView } from './summary.types';

/** The dashboard's accounts charts. Reads: the department's menu group, accounts or boarding (others: authorRequired). */
@Resolver()
export class AccountsSummaryResolver {
  @Query(() => AccountsSummaryView, { description: "A year's income and expense by month of a department (accounts, or boarding: its receipts and vouchers, by fund) and student fees collected against what is due (this month and the year so far)." })
  async accountsSummary(@Args() args: AccountsSummaryArgs, @Context() ctx: Ctx): Promise<AccountsSummaryView> {
    return accountsSummaryService.summary(ctx, args.year, args.department);
  }
}
