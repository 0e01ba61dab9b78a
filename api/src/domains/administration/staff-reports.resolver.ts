import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { PageArgs } from '../../platform/crud';
import { StaffReportInput, StaffReportPage, StaffReportPersonView, StaffReportView } from './staff-report.types';
import { staffReportsService, staffReportView } from './staff-reports.service';

@Resolver()
export class StaffReportsResolver {
  @Query(() => StaffReportPage, { description: 'Staff reports, newest date first; search matches staff id, name or designation.' })
  async staffReports(
    @Args() page: PageArgs,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Context() ctx: Ctx,
  ): Promise<StaffReportPage> {
    const { items, total } = await staffReportsService.page(ctx, page, search);
    return { items: items.map(staffReportView), total };
  }

  @Query(() => StaffReportView)
  async staffReport(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<StaffReportView> {
    return staffReportView(await staffReportsService.get(ctx, id));
  }

  @Query(() => StaffReportPersonView, { description: 'The report form\'s id lookup: the staff member with this staff id, else sorryNotFound.' })
  async staffReportPerson(@Arg('staffId') staffId: string, @Context() ctx: Ctx): Promise<StaffReportPersonView> {
    const s = await staffReportsService.person(ctx, staffId);
    return { staffId: s.staffId, name: s.name, designation: s.designation };
  }

  @Mutation(() => StaffReportView, { description: 'Adds a staff report, or updates one when input.id is given (principal or superUser).' })
  async saveStaffReport(@Arg('input') input: StaffReportInput, @Context() ctx: Ctx): Promise<StaffReportView> {
    return staffReportView(await staffReportsService.save(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a staff report (principal or superUser).' })
  async deleteStaffReport(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await staffReportsService.remove(ctx, id);
    return true;
  }
}
