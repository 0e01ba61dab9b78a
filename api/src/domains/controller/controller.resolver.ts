import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Arg, Ctx as Context, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Ctx } from '../../platform/context';
import { fromGraphqlUpload } from '../../platform/uploads';
import { authorizeOperator } from './access';
import { controllerOperators } from './operators.service';
import { emailCodes } from './email-codes.service';
import { controllerAcademies } from './academies.service';
import { controllerService, controllerView } from './controller.service';
import { AttendanceDeviceInput } from '../attendance/attendance.types';
import { controllerDevices } from './devices.service';
import { ControllerDeviceView } from './devices.types';
import {
  ControllerAcademyInput, ControllerAcademyUpdateInput, ControllerAcademyView, ControllerAuditView, ControllerBalanceInput,
  ControllerLoginInput, ControllerOverview, ControllerView, ControllerAcademyUserView, ControllerOperatorInput,
  ControllerOperatorUpdateInput, ControllerOperatorView, EmailCodeSendInput, EmailCodeVerifyInput,
} from './controller.types';

type Upload = Promise<FileUpload> | null;
const file = { nullable: true } as const;

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

  @Query(() => [ControllerAcademyView], { description: 'Every academy (super_admin and moderator).' })
  controllerAcademies(@Context() ctx: Ctx): Promise<ControllerAcademyView[]> {
    return controllerAcademies.list(ctx);
  }

  @Query(() => [ControllerAuditView], { description: "The audit log of an academy's changes, newest first (every change when code is empty)." })
  controllerAudit(@Arg('code', { defaultValue: '' }) code: string, @Context() ctx: Ctx): Promise<ControllerAuditView[]> {
    return controllerAcademies.auditLog(ctx, code);
  }

  @Query(() => [ControllerAuditView], { description: "The audit log of controller users' changes, newest first (super_admin and moderator)." })
  controllerOperatorAudit(@Context() ctx: Ctx): Promise<ControllerAuditView[]> {
    return controllerOperators.auditLog(ctx);
  }

  @Mutation(() => ControllerAcademyView, { description: 'A new academy and its first user, on the terms the controller sets (super_admin).' })
  controllerCreateAcademy(@Arg('input') input: ControllerAcademyInput, @Context() ctx: Ctx): Promise<ControllerAcademyView> {
    return controllerAcademies.create(ctx, input);
  }

  @Mutation(() => ControllerAcademyView, { description: "An academy's activation, expiry date and bill (super_admin)." })
  controllerUpdateAcademy(@Arg('input') input: ControllerAcademyUpdateInput, @Context() ctx: Ctx): Promise<ControllerAcademyView> {
    return controllerAcademies.update(ctx, input);
  }

  @Mutation(() => ControllerAcademyView, { description: "Adds paisa to an academy's SMS balance and sets its expiry (super_admin)." })
  controllerTopUpBalance(@Arg('input') input: ControllerBalanceInput, @Context() ctx: Ctx): Promise<ControllerAcademyView> {
    return controllerAcademies.topUp(ctx, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes an academy and all its rows (super_admin); its audit log stays.' })
  async controllerDeleteAcademy(@Arg('code') code: string, @Context() ctx: Ctx): Promise<boolean> {
    await controllerAcademies.remove(ctx, code);
    return true;
  }

  @Query(() => [ControllerAcademyUserView], { description: 'Academy users of every academy, or of one (code); super_admin and moderator.' })
  controllerAcademyUsers(@Arg('code', { defaultValue: '' }) code: string, @Context() ctx: Ctx): Promise<ControllerAcademyUserView[]> {
    return controllerOperators.academyUsers(ctx, code);
  }

  @Mutation(() => Boolean, { description: "Deletes a user of academy `code` (super_admin); an academy's last superUser stays (notWorked)." })
  async controllerDeleteAcademyUser(@Arg('code') code: string, @Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await controllerOperators.deleteAcademyUser(ctx, code, id);
    return true;
  }

  @Query(() => [ControllerOperatorView], { description: 'Controller users (super_admin and moderator).' })
  controllerOperators(@Context() ctx: Ctx): Promise<ControllerOperatorView[]> {
    return controllerOperators.list(ctx);
  }

  @Mutation(() => ControllerOperatorView, { description: 'A new controller user with optional sign and avatar images (super_admin).' })
  async controllerRegisterOperator(
    @Arg('input') input: ControllerOperatorInput,
    @Arg('sign', () => GraphQLUpload, file) sign: Upload,
    @Arg('avatar', () => GraphQLUpload, file) avatar: Upload,
    @Context() ctx: Ctx,
  ): Promise<ControllerOperatorView> {
    authorizeOperator(ctx, 'controller.write');
    return controllerOperators.register(ctx, input, { sign: await fromGraphqlUpload(sign), avatar: await fromGraphqlUpload(avatar) });
  }

  @Mutation(() => ControllerOperatorView, { description: 'Updates a controller user (super_admin); empty password or code keeps it.' })
  async controllerUpdateOperator(
    @Arg('input') input: ControllerOperatorUpdateInput,
    @Arg('sign', () => GraphQLUpload, file) sign: Upload,
    @Arg('avatar', () => GraphQLUpload, file) avatar: Upload,
    @Context() ctx: Ctx,
  ): Promise<ControllerOperatorView> {
    authorizeOperator(ctx, 'controller.write');
    return controllerOperators.update(ctx, input, { sign: await fromGraphqlUpload(sign), avatar: await fromGraphqlUpload(avatar) });
  }

  @Mutation(() => Boolean, { description: 'Deletes another controller user (super_admin).' })
  async controllerDeleteOperator(@Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await controllerOperators.remove(ctx, id);
    return true;
  }

  @Query(() => [ControllerDeviceView], { description: 'Attendance devices of every academy, or of one (code); super_admin and moderator.' })
  controllerDevices(@Arg('code', { defaultValue: '' }) code: string, @Context() ctx: Ctx): Promise<ControllerDeviceView[]> {
    return controllerDevices.list(ctx, code);
  }

  @Mutation(() => ControllerDeviceView, { description: 'Adds (no id) or updates a device of academy `code` (super_admin); audited on the academy.' })
  controllerSaveDevice(@Arg('code') code: string, @Arg('input') input: AttendanceDeviceInput, @Context() ctx: Ctx): Promise<ControllerDeviceView> {
    return controllerDevices.save(ctx, code, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes device `id` of academy `code` (super_admin; its records stay); audited on the academy.' })
  async controllerDeleteDevice(@Arg('code') code: string, @Arg('id', () => Int) id: number, @Context() ctx: Ctx): Promise<boolean> {
    await controllerDevices.remove(ctx, code, id);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sends a one-time code to an e-mail address (public; once a minute per address, budgeted per address and caller).' })
  async sendEmailCode(@Arg('input') input: EmailCodeSendInput, @Context() ctx: Ctx): Promise<boolean> {
    await emailCodes.send(ctx, input.email);
    return true;
  }

  @Mutation(() => Boolean, { description: "Checks an address's latest code (ten minutes, five tries, used once); a refusal is incorrectCode." })
  async verifyEmailCode(@Arg('input') input: EmailCodeVerifyInput, @Context() ctx: Ctx): Promise<boolean> {
    await emailCodes.verify(ctx, input.email, input.otp.trim());
    return true;
  }
}
