import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { outboxView, smsService } from './sms.service';
import { FeeSheetArgs } from '../accounts/fees.types';
import { SendSmsInput, SmsBalanceView, SmsBatchView, SmsEventsSentView, SmsOutboxPageView, SmsReceiversInput, SmsReceiversView } from './sms.types';

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

  @Query(() => SmsReceiversView, { description: 'Who a send would reach, each mobile once (message service group).' })
  async smsReceivers(@Arg('input', () => SmsReceiversInput) input: SmsReceiversInput, @Context() ctx: Ctx): Promise<SmsReceiversView> {
    return smsService.receivers(ctx, input);
  }

  @Mutation(() => SmsBatchView, {
    description: 'Sends one text to a guardian, a class, every guardian, every staff member or given numbers: the whole cost is charged at once (balanceFinishde when short or expired), then delivered in the background; poll smsBatch for progress.',
  })
  async sendSms(@Arg('input', () => SendSmsInput) input: SendSmsInput, @Context() ctx: Ctx): Promise<SmsBatchView> {
    return smsService.send(ctx, input);
  }

  @Query(() => SmsBatchView, { description: 'A send\'s delivery progress.' })
  async smsBatch(@Arg('batch') batch: string, @Context() ctx: Ctx): Promise<SmsBatchView> {
    return smsService.batch(ctx, batch);
  }

  @Mutation(() => SmsEventsSentView, {
    description: 'The fee-due event message to every guardian whose student owes on a fee sheet (class, fee title, month), once per fee, period and student; notWorked while switched off in the settings.',
  })
  async sendFeeDueSms(@Args() args: FeeSheetArgs, @Context() ctx: Ctx): Promise<SmsEventsSentView> {
    return smsService.sendFeeDue(ctx, args);
  }
}
