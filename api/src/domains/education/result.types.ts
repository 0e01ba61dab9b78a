import {
  ArrayMaxSize, ArrayMinSize, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested,
} from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { MAX_NUMBER_PER_SUBJECT, RESULT_SYSTEMS } from '../../rules/results';

// A blank required field is requiredField (naming the field); a value the rule refuses is invalidValue.
import { required } from '../../platform/required';
const invalid = { message: 'invalidValue' };
/** The most students one result table holds. */
export const MAX_RESULT_ROWS = 5000;

@ObjectType('GradeRow', { simpleResolvers: true })
export class GradeRowView {
  @Field() grade: string;
  @Field(() => Float, { description: 'percentage from' }) from: number;
  @Field(() => Float, { description: 'percentage to' }) to: number;
  @Field(() => Float) gpa: number;
  @Field({ description: 'pass or fail' }) status: string;
}

@ObjectType('Grading', { simpleResolvers: true, description: 'Grading settings (spec doc 1 §3 "Grade settings").' })
export class GradingView {
  @Field({ description: 'Whether results show a GPA and a grade.' }) isGrade: boolean;
  @Field({ description: 'parcentageSystem (default) or gradeSystem' }) system: string;
  @Field(() => [GradeRowView]) grades: GradeRowView[];
  @Field({ description: 'A failed (or absent) compulsory subject fails the student, in either system (on by default).' }) failOnSubjectFail: boolean;
}

@InputType()
export class GradeRowInput {
  @Field() @IsString() @Length(1, 8, required) @Matches(/\S/, required) grade: string;
  @Field(() => Float) @IsNumber({}, invalid) @Min(0, invalid) @Max(100, invalid) from: number;
  @Field(() => Float) @IsNumber({}, invalid) @Min(0, invalid) @Max(100, invalid) to: number;
  @Field(() => Float) @IsNumber({}, invalid) @Min(0, invalid) @Max(5, invalid) gpa: number;
  @Field() @IsIn(['pass', 'fail'], invalid) status: string;
}

@InputType()
export class GradingInput {
  @Field() @IsBoolean(invalid) isGrade: boolean;
  @Field() @IsIn([...RESULT_SYSTEMS], invalid) system: string;
  @Field(() => [GradeRowInput]) @ArrayMinSize(1, required) @ArrayMaxSize(20, invalid) @ValidateNested() grades: GradeRowInput[];
  @Field(() => Boolean, { nullable: true, description: 'A failed compulsory subject fails the student; left out: unchanged.' })
  @IsOptional() @IsBoolean(invalid) failOnSubjectFail?: boolean | null;
}

@ObjectType('ResultSubject', { simpleResolvers: true, description: 'A subject of a result: a book slot of the class.' })
export class ResultSubjectView {
  @Field({ description: 'book1 … book15' }) key: string;
  @Field() name: string;
  @Field() isOptional: boolean;
}

@ObjectType('ResultRow', { simpleResolvers: true, description: 'One student\'s row, as the server computed it.' })
export class ResultRowView {
  @Field(() => Int) admitNo: number;
  @Field() name: string;
  @Field(() => [Float], { nullable: 'items', description: 'by subject position; null is absent' }) marks: (number | null)[];
  @Field(() => Float) total: number;
  @Field(() => Float) percentage: number;
  @Field(() => Float, { nullable: true }) averageGpa: number | null;
  @Field() grade: string;
  @Field({ description: 'pass or fail' }) status: string;
  @Field(() => Int, { nullable: true, description: 'null for a failed student' }) rank: number | null;
}

@ObjectType('ResultSummary', { simpleResolvers: true, description: 'A saved result in the result list popup.' })
export class ResultSummaryView {
  @Field(() => Int) id: number;
  @Field() className: string;
  @Field() groupName: string;
  @Field() examName: string;
  @Field(() => Int) numberPerSubject: number;
  @Field(() => Int) year: number;
  @Field(() => Int) studentCount: number;
  @Field({ description: 'false: a draft, seen only by the office; true: seen by guardians and on the public result screen.' }) published: boolean;
}

@ObjectType('Result', { simpleResolvers: true, description: 'A result table with its subjects, the grading it was computed with and its rows.' })
export class ResultView extends ResultSummaryView {
  @Field(() => [ResultSubjectView]) subjects: ResultSubjectView[];
  @Field(() => GradingView) grading: GradingView;
  @Field(() => [ResultRowView]) rows: ResultRowView[];
}

@ObjectType('ResultStudent', { simpleResolvers: true })
export class ResultStudentView {
  @Field(() => Int) admitNo: number;
  @Field() name: string;
}

@ObjectType('ResultDraft', { simpleResolvers: true, description: 'What a new result table starts from: the class\'s subjects, its in-status students and the grading.' })
export class ResultDraftView {
  @Field() className: string;
  @Field() groupName: string;
  @Field(() => [ResultSubjectView]) subjects: ResultSubjectView[];
  @Field(() => [ResultStudentView]) students: ResultStudentView[];
  @Field(() => GradingView) grading: GradingView;
}

@InputType()
export class ResultRowInput {
  @Field(() => Int) @IsInt(invalid) @Min(1, invalid) admitNo: number;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(120, invalid) name: string;
  @Field(() => [Float], { nullable: 'items' }) @ArrayMaxSize(15, invalid) marks: (number | null)[];
}

@InputType({ description: 'A result table: without an id it is created (addMode), with one it is updated (editMode).' })
export class ResultInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(invalid) id?: number;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) className: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) groupName: string;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) examName: string;
  @Field(() => Int) @IsInt(required) @Min(1, required) @Max(MAX_NUMBER_PER_SUBJECT, invalid) numberPerSubject: number;
  @Field(() => Int) @IsInt(required) @Min(2000, required) @Max(2100, invalid) year: number;
  @Field(() => [ResultRowInput]) @ArrayMaxSize(MAX_RESULT_ROWS, invalid) @ValidateNested() rows: ResultRowInput[];
}

@ObjectType('PublicResult', { simpleResolvers: true, description: 'A result on the public site: the academy heading and the rows asked for.' })
export class PublicResultView {
  @Field() academyName: string;
  @Field(() => ResultView) result: ResultView;
}

@ObjectType('ExamPaper', { simpleResolvers: true, description: 'A paper of the exam routine.' })
export class ExamPaperView {
  @Field(() => Int) id: number;
  @Field() examName: string;
  @Field(() => Int) year: number;
  @Field() department: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field() subject: string;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field({ description: 'hh:mm AM/PM' }) time: string;
  @Field(() => Int) durationMinutes: number;
}

@InputType({ description: 'An exam paper; with an id it updates that paper.' })
export class ExamPaperInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(invalid) id?: number;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) examName: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(invalid) @Min(2000, invalid) @Max(2100, invalid) year?: number;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) department: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) className: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) groupName: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(120, invalid) subject: string;
  @Field() @IsString() @Matches(/^\d{4}-\d{2}-\d{2}$/, required) date: string;
  @Field() @IsString() @Matches(/^(0?[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, required) time: string;
  @Field(() => Int, { defaultValue: 0 }) @IsInt(invalid) @Min(0, invalid) @Max(600, invalid) durationMinutes: number;
}

@ObjectType('Homework', { simpleResolvers: true })
export class HomeworkView {
  @Field(() => Int) id: number;
  @Field() department: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field() content: string;
  @Field({ description: 'the first 100 characters (spec §9)' }) preview: string;
  @Field() createdAt: Date;
}

@InputType({ description: 'Homework; with an id it updates that homework.' })
export class HomeworkInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(invalid) id?: number;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) department: string;
  @Field() @IsString() @Length(1, 80, required) @Matches(/\S/, required) className: string;
  @Field({ defaultValue: '' }) @IsString() @MaxLength(80, invalid) groupName: string;
  @Field() @IsString() @Matches(/^\d{4}-\d{2}-\d{2}$/, required) date: string;
  @Field() @IsString() @Length(1, 5000, required) @Matches(/\S/, required) content: string;
}
