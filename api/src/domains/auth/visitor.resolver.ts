import { Arg, Ctx as Context, Mutation, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { visitorService } from './visitor.service';
import { VisitorApplicationView, VisitorSignInInput, VisitorSignInView, VisitorUserView } from './visitor.types';

/** The visitor sign-in of the public sites (spec doc 2 §7) and what a signed-in visitor may read. */
@Resolver()
export class VisitorResolver {
  @Mutation(() => VisitorSignInView, {
    description: 'A visitor signs in on the academy\'s public site with an e-mail (the spec\'s visitorEmail) and gets a visitor user: '
      + 'no office right; their online applications to the academy are linked to them. Limited per address (tooManyAttempts).',
  })
  visitorSignIn(@Arg('slug') slug: string, @Arg('input') input: VisitorSignInInput, @Context() ctx: Ctx): Promise<VisitorSignInView> {
    return visitorService.signIn(ctx, slug, input.visitorEmail);
  }

  @Mutation(() => Boolean, { description: 'Ends the visitor\'s session (the talim_visitor cookie and every earlier token of theirs).' })
  visitorSignOut(@Context() ctx: Ctx): Promise<boolean> {
    return visitorService.signOut(ctx);
  }

  @Query(() => VisitorUserView, { nullable: true, description: 'The visitor signed in on this academy\'s public site, or null.' })
  visitorMe(@Arg('slug') slug: string, @Context() ctx: Ctx): Promise<VisitorUserView | null> {
    return visitorService.me(ctx, slug);
  }

  @Query(() => [VisitorApplicationView], { description: 'The signed-in visitor\'s online applications to this academy, newest first.' })
  visitorApplications(@Arg('slug') slug: string, @Context() ctx: Ctx): Promise<VisitorApplicationView[]> {
    return visitorService.applications(ctx, slug);
  }
}
