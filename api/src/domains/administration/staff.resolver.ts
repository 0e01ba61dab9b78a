import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Args, Ctx as Context, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { fromGraphqlUpload } from '../../platform/uploads';
import { staffService } from './staff.service';
import { PublicOfficiantView, StaffDutyInput, StaffDutyView, StaffInput, StaffListArgs, StaffPage, StaffView } from './staff.types';

const file = { nullable: true } as const;

/** Staff ("officiants"), their duties and the public staff profile (spec doc 1 §2–§9, doc 2 §2). */
@Resolver()
export class StaffResolver {
  @Query(() => StaffPage, { description: "The academy's staff in registration order, paged; search matches name, staff id, designation, mobile or nid." })
  staff(@Args() args: StaffListArgs, @Context() ctx: Ctx): Promise<StaffPage> {
    return staffService.page(ctx, args);
  }

  @Query(() => StaffView, { description: 'One staff member of the academy (sorryNotFound otherwise).' })
  staffMember(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<StaffView> {
    return staffService.get(ctx, id);
  }

  @Mutation(() => StaffView, { description: 'The staff register dialog: with an id it updates, otherwise it registers (principal or superUser). photo: the cropped JPEG.' })
  async saveStaff(@Arg('input') input: StaffInput, @Arg('photo', () => GraphQLUpload, file) photo: Promise<FileUpload> | null, @Context() ctx: Ctx): Promise<StaffView> {
    return staffService.save(ctx, input, await fromGraphqlUpload(photo));
  }

  @Mutation(() => Boolean, { description: 'Deletes a staff member with their duties (principal or superUser).' })
  async deleteStaff(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await staffService.remove(ctx, id);
    return true;
  }

  @Query(() => [StaffDutyView], { description: "Duties of the academy's staff, or of one staff member (their row id), oldest first." })
  staffDuties(@Arg('staffId', () => Int, { nullable: true }) staffId: number | null, @Context() ctx: Ctx): Promise<StaffDutyView[]> {
    return staffService.duties(ctx, staffId);
  }

  @Mutation(() => StaffDutyView, { description: "Adds a duty to a staff member's duty list, or with an id changes that duty (principal or superUser)." })
  addStaffDuty(@Arg('input') input: StaffDutyInput, @Context() ctx: Ctx): Promise<StaffDutyView> {
    return staffService.saveDuty(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes one duty (principal or superUser).' })
  async deleteStaffDuty(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await staffService.removeDuty(ctx, id);
    return true;
  }

  @Query(() => PublicOfficiantView, {
    description: 'The public staff profile /website/officiant/{id} (no sign-in): name, designation, duty list and photo. '
      + "Open to visitors while the academy's officiants setting (staff on the public site) is on, and always to the academy's "
      + 'own signed-in users; a missing staff member, or one the academy does not show, is sorryNotFound.',
  })
  publicOfficiant(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<PublicOfficiantView> {
    return staffService.publicProfile(ctx, id);
  }
}
