import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { PageArgs } from '../../platform/crud';
import { HostelReportInput, HostelReportPage, HostelReportStudentView, HostelReportView } from './hostel-report.types';
import { hostelReportsService, hostelReportView } from './hostel-reports.service';

@Resolver()
export class HostelReportsResolver {
  @Query(() => HostelReportPage, { description: 'Hostel student reports, newest date first; search matches the admit number, name, department or class.' })
  async hostelReports(
    @Args() page: PageArgs,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Context() ctx: Ctx,
  ): Promise<HostelReportPage> {
    const { items, total } = await hostelReportsService.page(ctx, page, search);
    return { items: items.map(hostelReportView), total };
  }

  @Query(() => HostelReportView)
  async hostelReport(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<HostelReportView> {
    return hostelReportView(await hostelReportsService.get(ctx, id));
  }

  @Query(() => HostelReportStudentView, { description: 'The report form\'s admit number lookup: the student\'s name, department and class, else sorryNotFound.' })
  async hostelReportStudent(@Arg('admitNo', () => Int) admitNo: number, @Context() ctx: Ctx): Promise<HostelReportStudentView> {
    return hostelReportsService.student(ctx, admitNo);
  }

  @Mutation(() => HostelReportView, { description: 'Adds a hostel report, or updates one when input.id is given; the student\'s report stage follows their latest report.' })
  async saveHostelReport(@Arg('input') input: HostelReportInput, @Context() ctx: Ctx): Promise<HostelReportView> {
    return hostelReportView(await hostelReportsService.save(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a hostel report.' })
  async deleteHostelReport(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await hostelReportsService.remove(ctx, id);
    return true;
  }
}
