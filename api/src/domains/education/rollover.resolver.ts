import { Arg, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { rolloverService, rolloverView } from './rollover.service';
import { RolloverInput, RolloverPreviewView, YearRolloverView } from './rollover.types';

/** Year rollover (issue 13): the preview, the rollover, its history and undo (education, superUser); the same service as /api/education/rollover…. */
@Resolver()
export class RolloverResolver {
  @Query(() => RolloverPreviewView, { description: 'What a rollover would do: who goes up, who stays, and the new rolls; nothing is written.' })
  rolloverPreview(@Arg('input') input: RolloverInput, @Context() ctx: Ctx): Promise<RolloverPreviewView> {
    return rolloverService.preview(ctx, input);
  }

  @Query(() => [YearRolloverView], { description: 'The archived rollovers, newest first.' })
  async rollovers(@Context() ctx: Ctx): Promise<YearRolloverView[]> {
    return (await rolloverService.list(ctx)).map(rolloverView);
  }

  @Mutation(() => YearRolloverView, { description: 'Rolls a class over to the next year in one transaction (a class and year done already: duplicateNotPossible).' })
  async rolloverClass(@Arg('input') input: RolloverInput, @Context() ctx: Ctx): Promise<YearRolloverView> {
    return rolloverView(await rolloverService.apply(ctx, input));
  }

  @Mutation(() => YearRolloverView, { description: 'Undoes a rollover exactly (students changed since: rolloverChangedSince); answers what was undone.' })
  async undoRollover(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<YearRolloverView> {
    return rolloverView(await rolloverService.undo(ctx, id));
  }
}
