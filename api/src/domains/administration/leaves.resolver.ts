import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { LeaveInput, LeavePage, LeavePersonView, LeavesArgs, LeaveView } from './leave.types';
import { leavesService, leaveView } from './leaves.service';

@Resolver()
export class LeavesResolver {
  @Query(() => LeavePage, { description: 'Staff or student leaves, newest start first (paged); optionally one person\'s or matching words.' })
  async leaves(@Args() args: LeavesArgs, @Context() ctx: Ctx): Promise<LeavePage> {
    const page = await leavesService.list(ctx, args, { kind: args.kind, search: args.search, idNo: args.idNo });
    return { items: page.items.map(leaveView), total: page.total };
  }

  @Query(() => LeavePersonView, { description: 'The leave dialog\'s id lookup: a staff member by staff id or an admitted student by admit number; else sorryNotFound.' })
  async leavePerson(@Arg('kind') kind: string, @Arg('idNo') idNo: string, @Context() ctx: Ctx): Promise<LeavePersonView> {
    const p = await leavesService.person(ctx, kind, idNo);
    return { kind: p.kind, idNo: p.idNo, name: p.name, classOrDesignation: p.classOrDesignation };
  }

  @Mutation(() => LeaveView, { description: 'Adds a leave, or updates one when input.id is given (principal, education or superUser).' })
  async saveLeave(@Arg('input') input: LeaveInput, @Context() ctx: Ctx): Promise<LeaveView> {
    return leaveView(await leavesService.save(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a leave (principal, education or superUser).' })
  async deleteLeave(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await leavesService.remove(ctx, id);
    return true;
  }
}
