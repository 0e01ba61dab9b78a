import { ArrayMaxSize, IsArray, IsBoolean, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { required } from '../../platform/required';
import { INT_MAX } from '../../rules/numbers';
import { ROLLOVER_MAX_YEAR, ROLLOVER_MIN_YEAR } from '../../rules/rollover';

const invalid = { message: 'invalidValue' };

/** The rollover dialog: the class, the year it closes, the result it follows and the target class. */
@InputType()
export class RolloverInput {
  @Field(() => Int, { description: 'The class panel row of the class rolled over.' })
  @IsInt(required) @Min(1, required) @Max(INT_MAX, invalid)
  classId: number;

  @Field(() => Int, { description: 'The year closed (the result\'s year); the students move to the next year.' })
  @IsInt(required) @Min(ROLLOVER_MIN_YEAR, required) @Max(ROLLOVER_MAX_YEAR, invalid)
  year: number;

  @Field(() => Int, { description: 'A published result of that class, group and year: passed students go up.' })
  @IsInt(required) @Min(1, required) @Max(INT_MAX, invalid)
  resultId: number;

  @Field(() => Int, { nullable: true, description: 'The class panel row the passed students go to (not the class itself); left out when they graduate.' })
  @ValidateIf((o: RolloverInput) => !o.graduate || (o.targetClassId !== null && o.targetClassId !== undefined))
  @IsInt(required) @Min(1, required) @Max(INT_MAX, required)
  targetClassId?: number | null;

  @Field({ defaultValue: false, description: 'The final class: the passed (and promoted) students complete their studies and leave the academy (condition out, no new roll) instead of going up.' })
  @IsBoolean(invalid)
  graduate: boolean;

  @Field(() => [Int], { defaultValue: [], description: 'Students (ids) without a result whom the office promotes; the others stay.' })
  @IsArray(invalid) @ArrayMaxSize(5000, invalid) @IsInt({ each: true, ...invalid })
  promoteIds: number[];
}

@ObjectType('RolloverPreviewRow', { simpleResolvers: true })
export class RolloverPreviewRowView {
  @Field(() => Int) studentId: number;
  @Field(() => Int) admitNo: number;
  @Field() name: string;
  @Field({ description: 'passed, failed or noResult' }) outcome: string;
  @Field({ description: 'Goes up to the target class (else stays in the class).' }) promoted: boolean;
  @Field(() => Int, { nullable: true, description: 'The rank in the result (passed students).' }) rank: number | null;
  @Field(() => Float, { nullable: true }) total: number | null;
  @Field(() => Int, { nullable: true, description: 'The roll in the year closed, when one was given.' }) oldRoll: number | null;
  @Field() newDepartment: string;
  @Field() newClassName: string;
  @Field() newGroupName: string;
  @Field(() => Int, { nullable: true, description: 'The roll in the new year; none for a student who leaves the academy.' }) newRoll: number | null;
  @Field({ description: 'Leaves the academy (graduates from the final class).' }) leaves: boolean;
}

/** What a rollover's preview and its archive both say: the class, the years, the result and the target, and how many went up or stayed. */
@ObjectType('RolloverSummary') // a base only: never referenced, so never emitted (like auth's UserFields)
class RolloverSummaryView {
  @Field() department: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field(() => Int) fromYear: number;
  @Field(() => Int) toYear: number;
  @Field(() => Int) resultId: number;
  @Field() examName: string;
  @Field() targetDepartment: string;
  @Field({ description: "'' when the class graduates." }) targetClassName: string;
  @Field() targetGroupName: string;
  @Field({ description: 'The final class: those who went up left the academy instead.' }) graduate: boolean;
  @Field(() => Int) promotedCount: number;
  @Field(() => Int) keptCount: number;
}

@ObjectType('RolloverPreview', { simpleResolvers: true, description: 'What a rollover would do; nothing is written.' })
export class RolloverPreviewView extends RolloverSummaryView {
  @Field(() => Int) noResultCount: number;
  @Field(() => [RolloverPreviewRowView]) rows: RolloverPreviewRowView[];
}

@ObjectType('RolloverPlacement', { simpleResolvers: true })
export class RolloverPlacementView {
  @Field() department: string;
  @Field() className: string;
  @Field() groupName: string;
  @Field(() => Int, { nullable: true }) roll: number | null;
}

@ObjectType('RolloverStudent', { simpleResolvers: true, description: 'One student of an archived rollover: before (the year closed) and after (the new year).' })
export class RolloverStudentView {
  @Field(() => Int) studentId: number;
  @Field(() => Int) admitNo: number;
  @Field() name: string;
  @Field() outcome: string;
  @Field() promoted: boolean;
  @Field({ description: 'Left the academy (graduated).' }) left: boolean;
  @Field(() => RolloverPlacementView) before: RolloverPlacementView;
  @Field(() => RolloverPlacementView) after: RolloverPlacementView;
}

@ObjectType('YearRollover', { simpleResolvers: true, description: 'An archived rollover (undo removes it).' })
export class YearRolloverView extends RolloverSummaryView {
  @Field(() => Int) id: number;
  @Field({ description: 'Who rolled over (their name).' }) byName: string;
  @Field() createdAt: Date;
  @Field(() => [RolloverStudentView]) students: RolloverStudentView[];
}
