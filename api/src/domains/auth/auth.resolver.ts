import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx as Context, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { authorize } from '../../platform/authorize';
import type { Ctx } from '../../platform/context';
import { fromGraphqlUpload } from '../../platform/uploads';
import { academyService } from './academy.service';
import { academyView, meView, userView } from './auth.presenter';
import { authService } from './auth.service';
import {
  AcademyRegisterInput, AcademyUpdateInput, AcademyView, LoginInput, MeView, UserRegisterInput, UserUpdateInput, UserView,
} from './auth.types';
import { guardianChildren } from './guardian-children.service';
import { usersService } from './users.service';
import type { User } from './user.entity';

/** Users with their linked children (guardians), one query for the list. */
async function withChildren(ctx: Ctx, users: User[]): Promise<UserView[]> {
  const admitNos = await guardianChildren.admitNosOf(ctx, users.map((u) => u.id));
  return users.map((u) => userView(u, admitNos.get(u.id)));
}

@ObjectType()
class AuthPayload {
  @Field({ description: 'Also usable as `Authorization: Bearer <token>`.' }) token: string;
  @Field(() => MeView) user: MeView;
}

type Upload = Promise<FileUpload> | null;
const file = { nullable: true } as const;

@Resolver()
export class AuthResolver {
  @Query(() => MeView, { nullable: true, description: 'The signed-in academy user, or null.' })
  me(@Context() ctx: Ctx): MeView | null {
    return ctx.actor ? meView(ctx.actor.user, ctx.actor.academy, ctx.clock.today()) : null;
  }

  @Mutation(() => AuthPayload)
  async login(@Arg('input') input: LoginInput, @Context() ctx: Ctx): Promise<AuthPayload> {
    const { user, academy, token } = await authService.login(ctx, input.email, input.password);
    return { token, user: meView(user, academy, ctx.clock.today()) };
  }

  @Mutation(() => Boolean)
  async logout(@Context() ctx: Ctx): Promise<boolean> {
    await authService.logout(ctx);
    return true;
  }

  @Mutation(() => AuthPayload, { description: 'Self-registration of a new academy; signs its first user (superUser) in.' })
  async registerAcademy(
    @Arg('input') input: AcademyRegisterInput,
    @Arg('logo', () => GraphQLUpload, file) logo: Upload,
    @Arg('calligraphy', () => GraphQLUpload, file) calligraphy: Upload,
    @Arg('academyPhoto', () => GraphQLUpload, file) academyPhoto: Upload,
    @Arg('studentDefaultPhoto', () => GraphQLUpload, file) studentDefaultPhoto: Upload,
    @Context() ctx: Ctx,
  ): Promise<AuthPayload> {
    const { user, academy, token } = await academyService.register(ctx, input, {
      logo: await fromGraphqlUpload(logo), calligraphy: await fromGraphqlUpload(calligraphy),
      academyPhoto: await fromGraphqlUpload(academyPhoto), studentDefaultPhoto: await fromGraphqlUpload(studentDefaultPhoto),
    });
    return { token, user: meView(user, academy, ctx.clock.today()) };
  }

  @Mutation(() => AcademyView)
  async updateAcademy(
    @Arg('input') input: AcademyUpdateInput,
    @Arg('logo', () => GraphQLUpload, file) logo: Upload,
    @Arg('calligraphy', () => GraphQLUpload, file) calligraphy: Upload,
    @Arg('academyPhoto', () => GraphQLUpload, file) academyPhoto: Upload,
    @Arg('studentDefaultPhoto', () => GraphQLUpload, file) studentDefaultPhoto: Upload,
    @Context() ctx: Ctx,
  ): Promise<AcademyView> {
    authorize(ctx, { permission: 'academy.update', write: true });
    const academy = await academyService.update(ctx, input, {
      logo: await fromGraphqlUpload(logo), calligraphy: await fromGraphqlUpload(calligraphy),
      academyPhoto: await fromGraphqlUpload(academyPhoto), studentDefaultPhoto: await fromGraphqlUpload(studentDefaultPhoto),
    });
    return academyView(academy, ctx.clock.today());
  }

  @Query(() => [UserView])
  async users(@Context() ctx: Ctx): Promise<UserView[]> {
    return withChildren(ctx, await usersService.list(ctx));
  }

  @Mutation(() => UserView)
  async registerUser(
    @Arg('input') input: UserRegisterInput,
    @Arg('sign', () => GraphQLUpload, file) sign: Upload,
    @Arg('avatar', () => GraphQLUpload, file) avatar: Upload,
    @Context() ctx: Ctx,
  ): Promise<UserView> {
    authorize(ctx, { permission: 'user.manage', write: true });
    const images = { sign: await fromGraphqlUpload(sign), avatar: await fromGraphqlUpload(avatar) };
    return (await withChildren(ctx, [await usersService.register(ctx, input, images)]))[0];
  }

  @Mutation(() => UserView)
  async updateUser(
    @Arg('input') input: UserUpdateInput,
    @Arg('sign', () => GraphQLUpload, file) sign: Upload,
    @Arg('avatar', () => GraphQLUpload, file) avatar: Upload,
    @Context() ctx: Ctx,
  ): Promise<UserView> {
    const images = { sign: await fromGraphqlUpload(sign), avatar: await fromGraphqlUpload(avatar) };
    return (await withChildren(ctx, [await usersService.update(ctx, input, images)]))[0];
  }

  @Mutation(() => Boolean)
  async deleteUser(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await usersService.remove(ctx, id);
    return true;
  }
}
