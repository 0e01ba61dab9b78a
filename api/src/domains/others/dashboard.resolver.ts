import { Ctx as Context, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { dashboardService } from './dashboard.service';
import { DashboardView, SetupChecklistView } from './dashboard.types';

/** The academy dashboard (issue 12). Reads: any of the academy's staff (spec: no type check); guardians never. */
@Resolver()
export class DashboardResolver {
  @Query(() => DashboardView, {
    description: "The academy at a glance: students in and out, pending online applications, today's and this month's attendance, the SMS balance (message service group) and the latest published result's grades.",
  })
  async dashboard(@Context() ctx: Ctx): Promise<DashboardView> {
    return dashboardService.get(ctx);
  }

  @Query(() => SetupChecklistView, {
    description: "A new academy's setup checklist (issue 25): classes, fee rules, account heads, an approved receipt book, staff, the first admission and an SMS balance, each done once the academy has one.",
  })
  async setupChecklist(@Context() ctx: Ctx): Promise<SetupChecklistView> {
    return dashboardService.setupChecklist(ctx);
  }
}
