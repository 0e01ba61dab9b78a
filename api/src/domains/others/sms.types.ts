import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType('SmsOutboxItem', { description: 'An SMS as the gateway recorded it.', simpleResolvers: true })
export class SmsOutboxItemView {
  @Field(() => Int) id: number;
  @Field({ description: 'admission, receipt or manual' }) kind: string;
  @Field() receiver: string;
  @Field() body: string;
  @Field(() => Int) parts: number;
  @Field(() => Int, { description: 'Charged, in paisa (0 when it failed).' }) cost: number;
  @Field({ description: 'sent or failed' }) status: string;
  @Field({ description: 'A catalogue key when failed (balanceFinishde), else empty.' }) error: string;
  @Field({ description: 'ISO instant (UTC).' }) createdAt: string;
}

@ObjectType('SmsOutboxPage', { simpleResolvers: true })
export class SmsOutboxPageView {
  @Field(() => [SmsOutboxItemView]) items: SmsOutboxItemView[];
  @Field(() => Int) total: number;
}

@ObjectType('SmsBalance', { description: 'The academy\'s SMS balance (spec doc 2 §9: 0.40 taka a part).', simpleResolvers: true })
export class SmsBalanceView {
  @Field(() => Float, { description: 'In taka.' }) balance: number;
  @Field(() => Int, { description: 'In paisa.' }) balancePaisa: number;
  @Field(() => Int, { description: 'Single-part messages the balance pays for.' }) messages: number;
  @Field({ description: 'YYYY-MM-DD; empty when the balance does not expire.' }) balanceExpiry: string;
  @Field({ description: 'False once the balance has expired: sending fails.' }) valid: boolean;
}
