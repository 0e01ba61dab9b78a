import { Arg, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { checkFeeRules, FeeRuleInput, FeeRuleView } from './fee-rule.types';
import { feeRulesService, feeRuleView } from './fee-rules.service';

@Resolver()
export class FeeRuleResolver {
  @Query(() => [FeeRuleView], { description: 'The fee rules of the signed-in academy.' })
  async feeRules(@Context() ctx: Ctx): Promise<FeeRuleView[]> {
    return (await feeRulesService.list(ctx)).map(feeRuleView);
  }

  @Mutation(() => [FeeRuleView], {
    description: 'Replaces the academy\'s fee rules with the complete rows (fund, title, amount, a class); other rows are skipped; none complete: notWorked (accountant or superUser).',
  })
  async saveFeeRules(@Arg('rules', () => [FeeRuleInput], { validateFn: checkFeeRules }) rules: FeeRuleInput[], @Context() ctx: Ctx): Promise<FeeRuleView[]> {
    return (await feeRulesService.saveAll(ctx, rules)).map(feeRuleView);
  }

  @Mutation(() => Boolean)
  async deleteFeeRule(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await feeRulesService.remove(ctx, id);
    return true;
  }
}
