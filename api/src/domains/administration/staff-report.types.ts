import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Length, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { REPORT_SUBJECT_MAX, REPORT_TEXT_MAX, STAFF_REPORT_ROWS, STAFF_REPORT_TYPES } from '../../rules/staff-reports';

const invalid = { message: 'invalidValue' };

@ObjectType('StaffReportRow', { simpleResolvers: true, description: 'One triple of a staff report.' })
export class StaffReportRowView {
  @Field() subject: string;
  @Field() studentReport: string;
  @Field() officeReport: string;
}

@ObjectType('StaffReport', { simpleResolvers: true, description: 'A staff report (spec doc 1 §3 "Staff report").' })
export class StaffReportView {
  @Field(() => Int) id: number;
  @Field({ description: 'The staff member\'s staff id (spec staff_id).' }) staffId: string;
  @Field({ description: 'As it was when the report was saved.' }) name: string;
  @Field({ description: 'As it was when the report was saved.' }) designation: string;
  @Field({ description: `One of ${STAFF_REPORT_TYPES.join(', ')}.` }) reportType: string;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field(() => [StaffReportRowView], { description: `The non-empty triples in their order (at most ${STAFF_REPORT_ROWS}).` }) rows: StaffReportRowView[];
  @Field(() => Int, { description: 'How many triples the report has.' }) subjectCount: number;
  @Field() createdAt: Date;
}

@ObjectType('StaffReportPage')
export class StaffReportPage extends PageOf(StaffReportView) {}

@ObjectType('StaffReportPerson', { simpleResolvers: true, description: 'The staff member a report is for, found by staff id.' })
export class StaffReportPersonView {
  @Field() staffId: string;
  @Field() name: string;
  @Field() designation: string;
}

@InputType({ description: 'One triple; a triple left empty is dropped, a report needs a subject.' })
export class StaffReportRowInput {
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(REPORT_SUBJECT_MAX, invalid) subject: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(REPORT_TEXT_MAX, invalid) studentReport: string = '';
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(REPORT_TEXT_MAX, invalid) officeReport: string = '';
}

@InputType({ description: 'A staff report: without an id it is added, with one it is updated (principal or superUser).' })
export class StaffReportInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(invalid) id?: number | null;
  @Field({ description: 'The staff member\'s staff id; their name and designation are filled from it.' })
  @IsString(required) @Length(1, 40, required) @Matches(/\S/, required) staffId: string;
  @Field({ description: `One of ${STAFF_REPORT_TYPES.join(', ')}.` }) @IsIn([...STAFF_REPORT_TYPES], required) reportType: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsString(required) @MaxLength(10, invalid) date: string;
  @Field(() => [StaffReportRowInput], { description: `Up to ${STAFF_REPORT_ROWS} triples.` })
  @IsArray(invalid) @ArrayMaxSize(STAFF_REPORT_ROWS, invalid) @ValidateNested() rows: StaffReportRowInput[];
}
