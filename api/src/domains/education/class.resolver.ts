import { Arg, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { ClassInput, ClassView } from './class.types';
import { classesService, classView } from './classes.service';

@Resolver()
export class ClassResolver {
  @Query(() => [ClassView], { description: 'The class panel rows of the signed-in academy.' })
  async classes(@Context() ctx: Ctx): Promise<ClassView[]> {
    return (await classesService.list(ctx)).map(classView);
  }

  @Mutation(() => ClassView, { description: 'Adds a class row, or updates one when input.id is given (education or superUser).' })
  async saveClass(@Arg('input') input: ClassInput, @Context() ctx: Ctx): Promise<ClassView> {
    return classView(await classesService.save(ctx, input));
  }

  @Mutation(() => Boolean)
  async deleteClass(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await classesService.remove(ctx, id);
    return true;
  }
}
