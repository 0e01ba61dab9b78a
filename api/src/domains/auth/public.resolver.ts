import { Arg, Ctx as Context, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { publicAcademyService, type PublicAcademy } from './public.service';

@ObjectType('PublicAcademy', { description: 'What a visitor of the public site may see of an academy.' })
export class PublicAcademyView implements PublicAcademy {
  @Field() slug: string;
  @Field() name: string;
  @Field() englishName: string;
  @Field() address: string;
  @Field() englishAddress: string;
  @Field() academyType: string;
  @Field() logoUrl: string;
  @Field() academyPhotoUrl: string;
  @Field({ description: 'the online_admission setting' }) onlineAdmission: boolean;
  @Field({ description: 'the result setting: the public result screen is open' }) result: boolean;
  @Field(() => [String], { description: 'departments of the class panel, for the online admission form' }) departments: string[];
}

@Resolver()
export class PublicResolver {
  @Query(() => PublicAcademyView, { nullable: true, description: 'An academy by its public slug (no sign-in); null when there is none.' })
  publicAcademy(@Arg('slug') slug: string, @Context() ctx: Ctx): Promise<PublicAcademy | null> {
    return publicAcademyService.bySlug(ctx, slug);
  }
}
