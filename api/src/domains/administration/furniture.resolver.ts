import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { furnitureService, furnitureView, givenFurnitureView } from './furniture.service';
import {
  FurnitureGivenView, FurnitureNewInput, FurnitureSavedView, FurnitureUpdateInput, FurnitureView, GiveFurnitureInput, GivenFurnitureAcceptInput,
  GivenFurnitureArgs, GivenFurnitureChangeView, GivenFurniturePage,
} from './furniture.types';

/** The furniture store and its give-outs (/store, /givenFurnitureWindow); the same services as /api/adminis. */
@Resolver()
export class FurnitureResolver {
  @Query(() => [FurnitureView], { description: 'The store\'s furniture items, newest first.' })
  async furnitures(@Context() ctx: Ctx): Promise<FurnitureView[]> {
    return (await furnitureService.list(ctx)).map(furnitureView);
  }

  @Mutation(() => FurnitureSavedView, {
    description: 'The furniture form in create mode (up to ten rows; principal or superUser). A known name, or a row with furnitureId, adds to that item (message matchedFurniture).',
  })
  async saveFurniture(@Arg('input') input: FurnitureNewInput, @Context() ctx: Ctx): Promise<FurnitureSavedView> {
    const saved = await furnitureService.create(ctx, input);
    return { message: saved.message, furnitures: saved.furnitures.map(furnitureView), matched: saved.matched };
  }

  @Mutation(() => FurnitureView, { description: 'Edits an item\'s name and total; not below what is given out (minNotPossible).' })
  async updateFurniture(@Arg('input') input: FurnitureUpdateInput, @Context() ctx: Ctx): Promise<FurnitureView> {
    return furnitureView(await furnitureService.update(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes an item while nothing of it is given out (else notWorked).' })
  async deleteFurniture(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await furnitureService.remove(ctx, id);
    return true;
  }

  @Mutation(() => FurnitureGivenView, { description: 'Gives out the selected items (pleaseSelect, maxNotPossible; all rows or none).' })
  async giveFurniture(@Arg('input') input: GiveFurnitureInput, @Context() ctx: Ctx): Promise<FurnitureGivenView> {
    const done = await furnitureService.give(ctx, input);
    return { givenFurnitures: done.given.map(givenFurnitureView), furnitures: done.furnitures.map(furnitureView) };
  }

  @Query(() => GivenFurniturePage, { description: 'What is given out, newest first.' })
  async givenFurnitures(@Args() args: GivenFurnitureArgs, @Context() ctx: Ctx): Promise<GivenFurniturePage> {
    const page = await furnitureService.givenList(ctx, args);
    return { items: page.items.map(givenFurnitureView), total: page.total };
  }

  @Mutation(() => GivenFurnitureChangeView, {
    description: 'Edits a given row\'s amount: positive (invalidValue) and less than before (notWorked); the difference returns to stock (principal or superUser).',
  })
  async updateGivenFurniture(@Arg('id', () => Int) id: number, @Arg('amount', () => Int) amount: number, @Context() ctx: Ctx): Promise<GivenFurnitureChangeView> {
    return this.change(ctx, Object.assign(new GivenFurnitureAcceptInput(), { id, amount }));
  }

  @Mutation(() => GivenFurnitureChangeView, {
    description: 'Accepts given furniture back: acceptAmount of it (the row keeps the rest), or all of it (the row goes).',
  })
  async acceptGivenFurniture(
    @Arg('id', () => Int) id: number,
    @Arg('acceptAmount', () => Int, { nullable: true }) acceptAmount: number | null,
    @Arg('all', () => Boolean, { defaultValue: false }) all: boolean,
    @Context() ctx: Ctx,
  ): Promise<GivenFurnitureChangeView> {
    return this.change(ctx, Object.assign(new GivenFurnitureAcceptInput(), { id, acceptAmount, acceptAll: all }));
  }

  private async change(ctx: Ctx, input: GivenFurnitureAcceptInput): Promise<GivenFurnitureChangeView> {
    const done = await furnitureService.accept(ctx, input);
    return { given: done.given ? givenFurnitureView(done.given) : null, furniture: furnitureView(done.furniture), returned: done.returned };
  }
}
