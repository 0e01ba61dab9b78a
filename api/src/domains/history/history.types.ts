import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { PageArgs, PageOf } from '../../platform/crud';
import { AUDIT_ENTITIES } from '../../platform/history';

@ObjectType('AuditLine', { description: "One recorded change of an academy's record: who, when, what (key fields before and after, JSON), from where." })
export class AuditLineView {
  @Field(() => Int) id: number;
  @Field(() => Int, { description: 'The line\'s number in its academy\'s chain (1, 2, 3…).' }) seq: number;
  @Field({ description: 'When (UTC, ISO 8601); shown in Asia/Dhaka.' }) at: string;
  @Field(() => Int, { nullable: true, description: 'The user who changed it (null: a visitor\'s public form).' }) actorId: number | null;
  @Field() actorName: string;
  @Field({ description: 'The user\'s type (superUser, accountant…), or visitor.' }) actorType: string;
  @Field({ description: `The record's kind: ${AUDIT_ENTITIES.join(', ')}.` }) entity: string;
  @Field({ description: 'The record\'s key (its id; a result row: result id:admit number).' }) recordKey: string;
  @Field({ description: 'create, update, delete; publish/unpublish (results), remove/readmit (students).' }) action: string;
  @Field(() => String, { nullable: true, description: 'JSON: the fields before (an update: only those that changed); null for a create.' }) before: string | null;
  @Field(() => String, { nullable: true, description: 'JSON: the fields after; null for a delete.' }) after: string | null;
  @Field({ description: 'The client\'s address.' }) ip: string;
  @Field({ description: 'The client (User-Agent).' }) client: string;
  @Field({ description: 'sha256 over the previous line\'s hash and this line.' }) hash: string;
}

@ObjectType('AuditLinePage')
export class AuditLinePage extends PageOf(AuditLineView) {}

@ArgsType()
export class AuditLinesArgs extends PageArgs {
  @Field(() => Int, { nullable: true, description: 'Only this user\'s changes.' })
  @IsOptional() @IsInt({ message: 'invalidValue' }) @Min(1, { message: 'invalidValue' })
  actorId?: number | null;

  @Field(() => String, { nullable: true, description: 'Only this kind of record.' })
  @IsOptional() @IsIn([...AUDIT_ENTITIES], { message: 'invalidValue' })
  entity?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this record (with entity).' })
  @IsOptional() @IsString({ message: 'invalidValue' }) @MaxLength(64, { message: 'invalidValue' })
  recordKey?: string | null;

  @Field(() => String, { nullable: true, description: 'From this day (YYYY-MM-DD, Asia/Dhaka).' })
  @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalidValue' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Up to and including this day (YYYY-MM-DD, Asia/Dhaka).' })
  @IsOptional() @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalidValue' })
  to?: string | null;
}

@ObjectType('AuditChainCheck', { description: 'The academy\'s history chain recomputed: ok, or the first broken line.' })
export class AuditChainCheckView {
  @Field() ok: boolean;
  @Field(() => Int, { description: 'Lines that follow the chain before the break (all of them when ok).' }) lines: number;
  @Field(() => Int, { nullable: true, description: 'The number (seq) of the first line that does not follow.' }) brokenAt: number | null;
  @Field(() => String, { nullable: true, description: 'hash (a line was changed), gap (a line is missing), head (the last lines are missing).' }) reason: string | null;
}
