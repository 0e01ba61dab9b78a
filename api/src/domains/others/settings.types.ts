import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { CONDUCT_HEADING_MAX, EVALUATION_QUESTION_MAX, REPORT_HEADINGS_MAX } from '../../rules/report-headings';

/** The longest SMS text and draft the settings keep (the columns are 500 characters). */
export const SMS_TEXT_MAX = 500;
/** At most this many draft messages. */
export const DRAFTS_MAX = 50;

const invalid = { message: 'invalidValue' };
const each = { each: true, message: 'invalidValue' };

@ObjectType('Settings', { description: 'The academy\'s settings (spec doc 2 §3): public-site and SMS flags, SMS texts and drafts.', simpleResolvers: true })
export class SettingsView {
  @Field({ description: 'Send an SMS to the guardian when a student is admitted.' }) admissionSms: boolean;
  @Field({ description: 'Visitors may apply online on the public site.' }) onlineAdmission: boolean;
  @Field({ description: 'Results are shown on the public site.' }) result: boolean;
  @Field({ description: 'The notice is shown on the public site.' }) notice: boolean;
  @Field({ description: 'Send an SMS to the payer when a receipt is saved.' }) receiptSms: boolean;
  @Field({ description: 'Staff cards on the public home page.' }) officiants: boolean;
  @Field(() => [String]) draftMessages: string[];
  @Field({ description: 'Template; {name}, {class} and {admitNo} are filled in.' }) admissionSmsText: string;
  @Field({ description: 'Template; {name} and {amount} are filled in.' }) receiptSmsText: string;
  @Field({ description: 'Send the guardian an SMS when a student is absent (once a day).' }) absenceSms: boolean;
  @Field({ description: 'Send the guardian an SMS about a fee due (once per student and month).' }) feeDueSms: boolean;
  @Field({ description: 'Send the guardian an SMS when a result is published (once per student and exam).' }) resultSms: boolean;
  @Field({ description: 'Template; {name}, {class}, {admitNo} and {date} are filled in.' }) absenceSmsText: string;
  @Field({ description: 'Template; {name}, {class}, {admitNo}, {month} and {amount} are filled in.' }) feeDueSmsText: string;
  @Field({ description: 'Template; {name}, {class}, {admitNo} and {exam} are filled in.' }) resultSmsText: string;
  @Field(() => [String], { description: 'The academy\'s own headings a new hostel student report starts with (conduct rating); empty: the six default conduct items, shown in the reader\'s language.' })
  conductHeadings: string[];
  @Field(() => [String], { description: 'The academy\'s own subjects a new staff report starts with (teacher evaluation); empty: the ten default questions, shown in the reader\'s language.' })
  evaluationQuestions: string[];
  @Field(() => Int, { description: 'The weekly holiday, a day setting (0 = Sunday … 6 = Saturday; Friday, 5, by default); saved with the shifts (saveAttendanceShifts).' })
  weeklyHoliday: number;
}

@InputType({ description: 'Only the fields given change.' })
export class SettingsInput {
  @Field({ nullable: true }) @IsOptional() @IsBoolean(invalid) admissionSms?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean(invalid) onlineAdmission?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean(invalid) result?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean(invalid) notice?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean(invalid) receiptSms?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean(invalid) officiants?: boolean;
  @Field(() => [String], { nullable: true, description: `At most ${DRAFTS_MAX}, each at most ${SMS_TEXT_MAX} characters; empty ones are dropped.` })
  @IsOptional() @IsArray(invalid) @ArrayMaxSize(DRAFTS_MAX, invalid) @IsString(each) @MaxLength(SMS_TEXT_MAX, each)
  draftMessages?: string[];
  @Field({ nullable: true }) @IsOptional() @IsString(invalid) @MaxLength(SMS_TEXT_MAX, invalid) admissionSmsText?: string;
  @Field({ nullable: true }) @IsOptional() @IsString(invalid) @MaxLength(SMS_TEXT_MAX, invalid) receiptSmsText?: string;
  @Field({ nullable: true }) @IsOptional() @IsBoolean(invalid) absenceSms?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean(invalid) feeDueSms?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsBoolean(invalid) resultSms?: boolean;
  @Field({ nullable: true }) @IsOptional() @IsString(invalid) @MaxLength(SMS_TEXT_MAX, invalid) absenceSmsText?: string;
  @Field({ nullable: true }) @IsOptional() @IsString(invalid) @MaxLength(SMS_TEXT_MAX, invalid) feeDueSmsText?: string;
  @Field({ nullable: true }) @IsOptional() @IsString(invalid) @MaxLength(SMS_TEXT_MAX, invalid) resultSmsText?: string;
  @Field(() => [String], { nullable: true, description: `At most ${REPORT_HEADINGS_MAX}, each at most ${CONDUCT_HEADING_MAX} characters, none twice; empty ones are dropped; an empty list restores the defaults.` })
  @IsOptional() @IsArray(invalid) @ArrayMaxSize(REPORT_HEADINGS_MAX, invalid) @IsString(each) @MaxLength(CONDUCT_HEADING_MAX, each)
  conductHeadings?: string[];
  @Field(() => [String], { nullable: true, description: `At most ${REPORT_HEADINGS_MAX}, each at most ${EVALUATION_QUESTION_MAX} characters, none twice; empty ones are dropped; an empty list restores the defaults.` })
  @IsOptional() @IsArray(invalid) @ArrayMaxSize(REPORT_HEADINGS_MAX, invalid) @IsString(each) @MaxLength(EVALUATION_QUESTION_MAX, each)
  evaluationQuestions?: string[];
}
