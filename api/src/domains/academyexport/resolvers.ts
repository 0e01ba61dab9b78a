import { Arg, Ctx as Context, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { academyExportBuffer, authorizeExport, MAX_GRAPHQL_EXPORT_BYTES } from './service';

@Resolver()
export class AcademyExportResolver {
  @Query(() => String, {
    description: `An academy's data to take away (issue 26), base64: a .zip of the workbook (a sheet per table) and its files, or the .xlsx alone (workbookOnly). The controller (super_admin) names any academy's code; an academy's superUser gets its own (code omitted or its own). At most ${MAX_GRAPHQL_EXPORT_BYTES / 1024 / 1024} MB here (fileTooLarge); the REST download streams any size.`,
  })
  async academyExport(
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('workbookOnly', { defaultValue: false }) workbookOnly: boolean, @Context() ctx: Ctx,
  ): Promise<string> {
    const academy = await authorizeExport(ctx, code, ctx.controller ? 'controller' : 'academy');
    return (await academyExportBuffer(ctx, academy, workbookOnly)).toString('base64');
  }
}

/** The academy export's resolvers (issue 26). */
export const academyExportResolvers = [AcademyExportResolver] as const;
