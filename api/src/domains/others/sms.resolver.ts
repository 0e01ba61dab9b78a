import { Arg, Ctx as Context, Int, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { outboxView, smsService } from './sms.service';
import { SmsBalanceView, SmsOutboxPageView } from './sms.types';

@Resolver()
export class SmsResolver {
  @Query(() => SmsOutboxPageView, { description: 'The academy\'s SMS outbox, newest first (message service group).' })
  async smsOutbox(
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { defaultValue: 20, description: 'At most 100.' }) limit: number,
    @Context() ctx: Ctx,
  ): Promise<SmsOutboxPageView> {
    const { items, total } = await smsService.outbox(ctx, page, limit);
    return { items: items.map(outboxView), total };
  }

  @Query(() => SmsBalanceView, { description: 'The academy\'s SMS balance and what it buys (message service group).' })
  async smsBalance(@Context() ctx: Ctx): Promise<SmsBalanceView> {
    return smsService.balance(ctx);
  }
}
