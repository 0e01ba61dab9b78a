import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { donationService, donationView, donorService, donorView } from './donor.service';
import { DonationInput, DonationPage, DonationsArgs, DonationView, DonorInput, DonorPage, DonorsArgs, DonorView } from './donor.types';

/** Donors and donations (/donorList, /donationRecord1); the same services as /api/donor. */
@Resolver()
export class DonorResolver {
  @Query(() => DonorPage, { description: 'The academy\'s donors by member number, of one type when asked (the life-time list: lifeTime), paged, with a quick search.' })
  async donors(@Args() args: DonorsArgs, @Context() ctx: Ctx): Promise<DonorPage> {
    const page = await donorService.list(ctx, args);
    return { items: page.items.map(donorView), total: page.total };
  }

  @Query(() => DonorView, { description: 'The member check: the academy\'s donor with this member number (else sorryNotFound).' })
  async donorByMemberNo(@Arg('memberNo', () => Int) memberNo: number, @Context() ctx: Ctx): Promise<DonorView> {
    return donorView(await donorService.byMemberNo(ctx, memberNo));
  }

  @Mutation(() => DonorView, {
    description: 'Adds a donor (the donation menu group) or, with an id, edits one (principal or superUser); a member number already used: duplicateNotPossible; changing it on edit: invalidValue.',
  })
  async saveDonor(@Arg('input') input: DonorInput, @Context() ctx: Ctx): Promise<DonorView> {
    return donorView(await donorService.save(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a donor without donations (principal or superUser); with donations: notWorked.' })
  async deleteDonor(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await donorService.remove(ctx, id);
    return true;
  }

  @Query(() => DonationPage, { description: 'The academy\'s donations, newest first, of one donor when asked, paged, with a quick search.' })
  async donations(@Args() args: DonationsArgs, @Context() ctx: Ctx): Promise<DonationPage> {
    const page = await donationService.list(ctx, args);
    return { items: page.items.map(donationView), total: page.total };
  }

  @Mutation(() => DonationView, { description: 'Records a donation of a donor of the academy (member check: sorryNotFound); the provided amount in words is computed here.' })
  async addDonation(@Arg('input') input: DonationInput, @Context() ctx: Ctx): Promise<DonationView> {
    return donationView(await donationService.add(ctx, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes a donation (principal or superUser); one a donation receipt wrote goes with its receipt only (notWorked).' })
  async deleteDonation(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await donationService.remove(ctx, id);
    return true;
  }
}
