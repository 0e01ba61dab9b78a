import { Arg, Args, Ctx as Context, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { AuditChainCheckView, AuditLinePage, AuditLinesArgs, AuditLineView } from './history.types';
import { auditLineView, historyService } from './history.service';

@Resolver()
export class HistoryResolver {
  @Query(() => AuditLinePage, { description: "The academy's history of changes, newest first (paged); by user, kind of record, record and days (principal, superUser)." })
  async auditLines(@Args() args: AuditLinesArgs, @Context() ctx: Ctx): Promise<AuditLinePage> {
    const page = await historyService.lines(ctx, args, args);
    return { items: page.items.map(auditLineView), total: page.total };
  }

  @Query(() => [AuditLineView], { description: "One record's history, oldest first (a result's: its students' rows too) (principal, superUser)." })
  async recordHistory(@Arg('entity') entity: string, @Arg('key') key: string, @Context() ctx: Ctx): Promise<AuditLineView[]> {
    return (await historyService.record(ctx, entity, key)).map(auditLineView);
  }

  @Query(() => AuditChainCheckView, { description: "Recomputes the academy's history chain: ok, or the first broken line (principal, superUser)." })
  auditChainCheck(@Context() ctx: Ctx): Promise<AuditChainCheckView> {
    return historyService.check(ctx);
  }
}
