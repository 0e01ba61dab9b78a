import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { checkFeeRules, FeeRuleInput } from './fee-rule.types';
import { feeRuleView } from './fee-rules.service';
import { boardingFeeRulesService, departmentArg, feesService, feeView } from './fees.service';
import { BoardingFeeRuleView, FeeInput, FeePage, FeesArgs, FeeSheetArgs, FeeSheetView, FeeView, StudentFeesView } from './fees.types';

@Resolver()
export class FeesResolver {
  @Query(() => FeePage, { description: 'A department\'s fee payments, newest first (paged); search by words or an admit number.' })
  async fees(@Args() args: FeesArgs, @Context() ctx: Ctx): Promise<FeePage> {
    const page = await feesService.list(ctx, args, { department: args.department, search: args.search });
    return { items: page.items.map(feeView), total: page.total };
  }

  @Query(() => FeeSheetView, { description: 'Who of a class (and group) paid a fee title for a month, and who owes.' })
  async feeSheet(@Args() args: FeeSheetArgs, @Context() ctx: Ctx): Promise<FeeSheetView> {
    return feesService.sheet(ctx, args);
  }

  @Query(() => StudentFeesView, {
    description: 'A student\'s fee titles of a year by month (paid, partial, due, upcoming) and the year\'s payments; no department: both (boarding for a residential student). Guardians too.',
  })
  async studentFees(
    @Arg('admitNo', () => Int) admitNo: number,
    @Arg('year', () => Int, { nullable: true }) year: number | null,
    @Arg('department', () => String, { nullable: true, description: 'accounts or boarding' }) department: string | null,
    @Context() ctx: Ctx,
  ): Promise<StudentFeesView> {
    return feesService.ofStudent(ctx, { admitNo }, { year, department: departmentArg(department) });
  }

  @Query(() => [FeeView], { description: 'The guardian\'s payments page: every payment of the student, newest first (the last 200).' })
  async studentPayments(@Arg('admitNo', () => Int) admitNo: number, @Context() ctx: Ctx): Promise<FeeView[]> {
    return (await feesService.paymentsOf(ctx, admitNo)).map(feeView);
  }

  @Mutation(() => FeeView, { description: 'Takes a fee payment, or replaces one when input.id is given (accountant, boardingSuper, superUser).' })
  async saveFee(@Arg('input') input: FeeInput, @Context() ctx: Ctx): Promise<FeeView> {
    return feeView(await feesService.save(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a fee payment; its months are owed again (accountant, boardingSuper, superUser).' })
  async deleteFee(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await feesService.remove(ctx, id);
    return true;
  }

  @Query(() => [BoardingFeeRuleView], { description: 'The boarding fee rules of the signed-in academy.' })
  async boardingFeeRules(@Context() ctx: Ctx): Promise<BoardingFeeRuleView[]> {
    return (await boardingFeeRulesService.list(ctx)).map(feeRuleView);
  }

  @Mutation(() => [BoardingFeeRuleView], { description: 'Replaces the boarding fee rules with the complete rows; none complete: notWorked (accountant, boardingSuper, superUser).' })
  async saveBoardingFeeRules(@Arg('rules', () => [FeeRuleInput], { validateFn: checkFeeRules }) rules: FeeRuleInput[], @Context() ctx: Ctx): Promise<BoardingFeeRuleView[]> {
    return (await boardingFeeRulesService.saveAll(ctx, rules)).map(feeRuleView);
  }

  @Mutation(() => Boolean)
  async deleteBoardingFeeRule(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await boardingFeeRulesService.remove(ctx, id);
    return true;
  }
}

