import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsString, Length, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { required } from '../../platform/required';
import { MAX_SMS_LENGTH, MAX_SMS_RECEIVERS } from '../../rules/sms';

const invalid = { message: 'invalidValue' };
/** Who a send goes to: one guardian (by admit number), a class's guardians, every guardian, every staff member, or given numbers. */
export const SMS_MODES = ['guardian', 'class', 'guardians', 'staff', 'numbers'] as const;
export type SmsMode = (typeof SMS_MODES)[number];

@ObjectType('SmsOutboxItem', { description: 'An SMS as the gateway recorded it.', simpleResolvers: true })
export class SmsOutboxItemView {
  @Field(() => Int) id: number;
  @Field({ description: 'admission, receipt or manual' }) kind: string;
  @Field() receiver: string;
  @Field() body: string;
  @Field(() => Int) parts: number;
  @Field(() => Int, { description: 'Charged, in paisa (0 when it failed).' }) cost: number;
  @Field({ description: 'pending (being delivered), sent or failed' }) status: string;
  @Field({ description: 'A catalogue key when failed (balanceFinishde), else empty.' }) error: string;
  @Field({ description: 'ISO instant (UTC).' }) createdAt: string;
  @Field({ description: 'The send it belongs to; empty for single messages.' }) batch: string;
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

@InputType('SmsReceiversInput', { description: 'Who a send goes to (issue 12).' })
export class SmsReceiversInput {
  @Field(() => String, { description: 'guardian, class, guardians, staff or numbers' }) @IsIn(SMS_MODES, required) mode: SmsMode;
  @Field(() => Int, { nullable: true, description: 'guardian: the student\'s admit number.' })
  @IsOptional() @IsInt(invalid) @Min(1, invalid) admitNo?: number;
  @Field({ nullable: true, description: 'class: the class name.' }) @IsOptional() @IsString(invalid) @MaxLength(80, invalid) className?: string;
  @Field({ nullable: true, description: 'class: the group ("" or absent: every group).' }) @IsOptional() @IsString(invalid) @MaxLength(80, invalid) groupName?: string;
  @Field(() => [String], { nullable: true, description: 'numbers: the mobiles.' })
  @IsOptional() @ArrayMaxSize(MAX_SMS_RECEIVERS, invalid) @IsString({ each: true, ...invalid }) @MaxLength(40, { each: true, ...invalid }) mobiles?: string[];
}

@InputType('SendSmsInput', { description: 'A manual send (issue 12; REST POST sms_send/{code}).' })
export class SendSmsInput extends SmsReceiversInput {
  @Field({ description: 'The text; parts and cost follow the 60/150 rule.' }) @Length(1, MAX_SMS_LENGTH, required) body: string;
}

@ObjectType('SmsStudent', { simpleResolvers: true, description: 'The student a guardian send matched by admit number.' })
export class SmsStudentView {
  @Field(() => Int) admitNo: number;
  @Field() name: string;
  @Field() fatherName: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field() mobile: string;
}

@ObjectType('SmsReceivers', { simpleResolvers: true })
export class SmsReceiversView {
  @Field(() => [String], { description: 'Each mobile once, the first number of each field.' }) mobiles: string[];
  @Field(() => SmsStudentView, { nullable: true, description: 'guardian mode: the matched student.' }) student: SmsStudentView | null;
}

@ObjectType('SmsBatch', { simpleResolvers: true, description: 'A send and how far its delivery has gone.' })
export class SmsBatchView {
  @Field() batch: string;
  @Field(() => Int) total: number;
  @Field(() => Int) pending: number;
  @Field(() => Int) sent: number;
  @Field(() => Int) failed: number;
  @Field(() => Int, { description: 'Charged so far in paisa (failed messages are refunded).' }) costPaisa: number;
}

@ObjectType('SmsEventsSent', { simpleResolvers: true, description: 'What a round of event messages did.' })
export class SmsEventsSentView {
  @Field(() => Int, { description: 'Messages sent now.' }) sent: number;
  @Field(() => Int, { description: 'Messages logged as failed now (balanceFinishde, notWorked).' }) failed: number;
  @Field(() => Int, { description: 'Already sent for the same event before: not sent again.' }) repeated: number;
  @Field(() => Int, { description: 'Owing nothing, or no mobile.' }) skipped: number;
}
