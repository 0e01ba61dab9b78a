import { Arg, Ctx as Context, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { controllerService, controllerView } from './controller.service';
import { ControllerLoginInput, ControllerOverview, ControllerView } from './controller.types';

@ObjectType()
class ControllerAuthPayload {
  @Field() token: string;
  @Field(() => ControllerView) user: ControllerView;
}

@Resolver()
export class ControllerResolver {
  @Query(() => ControllerView, { nullable: true, description: 'The signed-in controller operator, or null.' })
  controllerMe(@Context() ctx: Ctx): ControllerView | null {
    return ctx.controller ? controllerView(ctx.controller) : null;
  }

  @Query(() => ControllerOverview)
  controllerOverview(@Context() ctx: Ctx): Promise<ControllerOverview> {
    return controllerService.overview(ctx);
  }

  @Mutation(() => ControllerAuthPayload)
  async controllerLogin(@Arg('input') input: ControllerLoginInput, @Context() ctx: Ctx): Promise<ControllerAuthPayload> {
    const { user, token } = await controllerService.login(ctx, input);
    return { token, user: controllerView(user) };
  }

  @Mutation(() => Boolean)
  async controllerLogout(@Context() ctx: Ctx): Promise<boolean> {
    await controllerService.logout(ctx);
    return true;
  }
}
