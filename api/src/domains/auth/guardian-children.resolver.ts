import { Ctx as Context, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { guardianChildren } from './guardian-children.service';
import { GuardianChildView, guardianChildView } from './guardian-children.types';

@Resolver()
export class GuardianChildrenResolver {
  @Query(() => [GuardianChildView], { description: 'The signed-in guardian\'s children (linked by the office), by admit number.' })
  async myChildren(@Context() ctx: Ctx): Promise<GuardianChildView[]> {
    return (await guardianChildren.mine(ctx)).map(guardianChildView);
  }
}
