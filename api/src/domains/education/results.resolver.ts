import { Arg, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { gradingService } from './grading.service';
import {
  GradingInput, GradingView, PublicResultView, ResultDraftView, ResultInput, ResultSummaryView, ResultView,
} from './result.types';
import { publicResultsService, resultData, resultSummary, resultsService } from './results.service';

@Resolver()
export class ResultsResolver {
  @Query(() => GradingView, { description: 'Grading settings; the default table until saved.' })
  gradingSettings(@Context() ctx: Ctx): Promise<GradingView> {
    return gradingService.get(ctx);
  }

  @Mutation(() => GradingView, { description: 'Saves the grading settings (education or superUser).' })
  saveGradingSettings(@Arg('input') input: GradingInput, @Context() ctx: Ctx): Promise<GradingView> {
    return gradingService.save(ctx, input);
  }

  @Query(() => [ResultSummaryView], { description: 'Saved results (the result list popup), newest year first.' })
  async results(@Arg('year', () => Int, { nullable: true }) year: number | null, @Context() ctx: Ctx): Promise<ResultSummaryView[]> {
    return (await resultsService.list(ctx, year)).map(resultSummary);
  }

  @Query(() => ResultView)
  async result(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<ResultView> {
    return resultData(await resultsService.get(ctx, id));
  }

  @Query(() => ResultDraftView, { description: 'The new-table dialog: subjects and in-status students of a class and group (sorryNotFound when none).' })
  resultDraft(@Arg('className') className: string, @Arg('groupName', { defaultValue: '' }) groupName: string, @Context() ctx: Ctx): Promise<ResultDraftView> {
    return resultsService.draft(ctx, className, groupName);
  }

  @Mutation(() => ResultView, { description: 'Creates a result table (addMode); the server computes every row.' })
  async createResult(@Arg('input') input: ResultInput, @Context() ctx: Ctx): Promise<ResultView> {
    return resultData(await resultsService.create(ctx, input));
  }

  @Mutation(() => ResultView, { description: 'Updates a result table (editMode, input.id required); computed again.' })
  async updateResult(@Arg('input') input: ResultInput, @Context() ctx: Ctx): Promise<ResultView> {
    return resultData(await resultsService.update(ctx, input));
  }

  @Mutation(() => ResultSummaryView, { description: 'Publishes a result (guardians and the public result screen see it) or takes it back to draft (education or superUser).' })
  async publishResult(
    @Arg('id', () => Int) id: number,
    @Arg('published') published: boolean,
    @Context() ctx: Ctx,
  ): Promise<ResultSummaryView> {
    return resultSummary(await resultsService.publish(ctx, id, published));
  }

  @Mutation(() => Boolean)
  async deleteResult(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await resultsService.remove(ctx, id);
    return true;
  }

  @Query(() => [ResultView], { description: 'The guardian result page: this admit number\'s row in every published result.' })
  studentResults(@Arg('admitNo', () => Int) admitNo: number, @Context() ctx: Ctx): Promise<ResultView[]> {
    return resultsService.ofStudent(ctx, admitNo);
  }

  @Query(() => [ResultSummaryView], { description: 'Public result screen pickers: published results only (no sign-in; the academy\'s result setting must be on).' })
  async publicResultOptions(@Arg('slug') slug: string, @Context() ctx: Ctx): Promise<ResultSummaryView[]> {
    return (await publicResultsService.options(ctx, slug)).map(resultSummary);
  }

  @Query(() => PublicResultView, { description: 'Public result: a whole class, or one admit number, of a published result (no sign-in; result setting on).' })
  publicResult(
    @Arg('slug') slug: string,
    @Arg('year', () => Int) year: number,
    @Arg('examName') examName: string,
    @Arg('className') className: string,
    @Arg('groupName', { defaultValue: '' }) groupName: string,
    @Arg('admitNo', () => Int, { nullable: true }) admitNo: number | null,
    @Context() ctx: Ctx,
  ): Promise<PublicResultView> {
    return publicResultsService.find(ctx, slug, { year, examName, className, groupName, admitNo });
  }
}
