import { Allow, ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../platform/crud';
import { required } from '../../platform/required';
import { COMMENT_MAX, HEADING_MAX, HOSTEL_REPORT_STAGES, HOSTEL_REPORT_TYPES, HOSTEL_SCORES, THIRD_TERM_HEADINGS } from '../../rules/hostel-reports';

const invalid = { message: 'invalidValue' };

@ObjectType('HostelScore', { simpleResolvers: true, description: 'One scored heading of a hostel report.' })
export class HostelScoreView {
  @Field({ description: `The heading; on a ThirdTermExam report one of ${THIRD_TERM_HEADINGS.join(', ')}.` }) heading: string;
  @Field(() => Float, { nullable: true, description: '0 … 100' }) number: number | null;
}

@ObjectType('HostelReport', { simpleResolvers: true, description: 'A hostel student report (spec doc 2 §3 "Student report (hostel)").' })
export class HostelReportView {
  @Field(() => Int) id: number;
  @Field(() => Int) admitNo: number;
  @Field({ description: 'As it was when the report was saved.' }) studentName: string;
  @Field({ description: 'As it was when the report was saved.' }) department: string;
  @Field({ description: 'As it was when the report was saved.' }) className: string;
  @Field({ description: `One of ${HOSTEL_REPORT_TYPES.join(', ')}.` }) reportType: string;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field({ description: `One of ${HOSTEL_REPORT_STAGES.join(', ')}.` }) reportStage: string;
  @Field(() => [HostelScoreView], { description: `The scored headings in their order (at most ${HOSTEL_SCORES}).` }) scores: HostelScoreView[];
  @Field(() => Float, { description: 'The sum of the scores.' }) total: number;
  @Field(() => Float, { nullable: true, description: 'The scores\' average, two decimals.' }) average: number | null;
  @Field() comment: string;
  @Field({ description: 'Who saved the report (spec provider/giver).' }) giver: string;
  @Field() createdAt: Date;
}

@ObjectType('HostelReportPage')
export class HostelReportPage extends PageOf(HostelReportView) {}

@ObjectType('HostelReportStudent', { simpleResolvers: true, description: 'The student a hostel report is for, found by admit number.' })
export class HostelReportStudentView {
  @Field(() => Int) admitNo: number;
  @Field() name: string;
  @Field() department: string;
  @Field() className: string;
  @Field({ description: 'The stage of the student\'s latest report (general without one).' }) reportStage: string;
}

@InputType({ description: 'One score column; a column left empty is dropped.' })
export class HostelScoreInput {
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(HEADING_MAX, invalid) heading: string = '';
  @Field(() => Float, { nullable: true, description: '0 … 100 (blank: null)' }) @Allow() number?: number | null;
}

@InputType({ description: 'A hostel report: without an id it is added, with one it is updated.' })
export class HostelReportInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(invalid) id?: number | null;
  @Field(() => Int, { description: 'The student\'s admit number; name, department and class are filled from it.' }) @Allow() admitNo: number;
  @Field({ description: `One of ${HOSTEL_REPORT_TYPES.join(', ')}.` }) @IsString(required) reportType: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsString(required) @MaxLength(10, invalid) date: string;
  @Field({ description: `One of ${HOSTEL_REPORT_STAGES.join(', ')}.` }) @IsString(required) reportStage: string;
  @Field(() => [HostelScoreInput], { description: `Up to ${HOSTEL_SCORES} scored headings.` })
  @IsArray(invalid) @ArrayMaxSize(HOSTEL_SCORES, invalid) @ValidateNested() scores: HostelScoreInput[];
  @Field({ defaultValue: '' }) @IsString(invalid) @MaxLength(COMMENT_MAX, invalid) comment: string = '';
}
