import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx as Context, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { fromGraphqlUpload } from '../../platform/uploads';
import { authorizeOperator } from '../controller/access';
import { dataEntryService } from './service';
import { dataEntryTemplate } from './template';

@ObjectType('DataEntryRowError', { simpleResolvers: true, description: 'A bad cell: its spreadsheet row (the header is row 1), column and catalogue key.' })
class DataEntryRowErrorView {
  @Field(() => Int) row: number;
  @Field() column: string;
  @Field() key: string;
  @Field(() => [String], { nullable: true, description: 'Where the column takes one of a list (its form\'s choices, or the academy\'s departments and classes): the values it may hold (at most 30).' })
  allowed?: string[];
}

@ObjectType('DataEntrySampleRow', { simpleResolvers: true })
class DataEntrySampleRowView {
  @Field(() => Int) row: number;
  @Field(() => [String], { description: 'In the order of columns.' }) cells: string[];
}

@ObjectType('DataEntryPreview', { simpleResolvers: true })
class DataEntryPreviewView {
  @Field(() => Int, { description: 'Data rows in the file.' }) rows: number;
  @Field(() => Int) badRows: number;
  @Field(() => [String]) columns: string[];
  @Field(() => [DataEntrySampleRowView], { description: 'The first 20 rows.' }) sample: DataEntrySampleRowView[];
  @Field(() => [DataEntryRowErrorView], { description: 'Every bad cell (at most 1000 listed).' }) errors: DataEntryRowErrorView[];
}

@ObjectType('DataEntryOutcome', { simpleResolvers: true })
class DataEntryOutcomeView {
  @Field(() => Int) imported: number;
  @Field(() => Int) skipped: number;
  @Field(() => Int) badRows: number;
  @Field(() => [DataEntryRowErrorView]) errors: DataEntryRowErrorView[];
}

/**
 * GraphQL takes the file as an Upload, bounded like every GraphQL upload (the server's
 * graphqlUploadExpress limit, 1 MB: about 13,000 student rows as .xlsx); the REST call takes
 * spreadsheets up to MAX_SHEET_BYTES and is what the screen uses.
 */
@Resolver()
export class DataEntryResolver {
  @Mutation(() => DataEntryPreviewView, { description: 'Checks a spreadsheet (.xlsx or .csv) of students, staff, classes or books for an academy; writes nothing.' })
  async previewDataEntry(
    @Arg('code') code: string, @Arg('kind') kind: string,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null, @Context() ctx: Ctx,
  ): Promise<DataEntryPreviewView> {
    authorizeOperator(ctx, 'controller.write');
    return dataEntryService.preview(ctx, code, kind, await fromGraphqlUpload(file));
  }

  @Mutation(() => DataEntryOutcomeView, { description: 'Imports the rows; any bad row writes nothing unless goodRowsOnly.' })
  async importDataEntry(
    @Arg('code') code: string, @Arg('kind') kind: string,
    @Arg('file', () => GraphQLUpload, { nullable: true }) file: Promise<FileUpload> | null,
    @Arg('goodRowsOnly', { defaultValue: false }) goodRowsOnly: boolean, @Context() ctx: Ctx,
  ): Promise<DataEntryOutcomeView> {
    authorizeOperator(ctx, 'controller.write');
    return dataEntryService.import(ctx, code, kind, await fromGraphqlUpload(file), goodRowsOnly);
  }

  @Query(() => String, { description: 'The template of a kind: an .xlsx (base64) with the header row and one example row.' })
  async dataEntryTemplate(@Arg('kind') kind: string, @Context() ctx: Ctx): Promise<string> {
    return (await dataEntryTemplate(ctx, kind)).toString('base64');
  }
}

/** The data entry resolvers (issue 13). */
export const dataEntryResolvers = [DataEntryResolver] as const;
