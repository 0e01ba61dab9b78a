import { Router } from 'express';
import { AppError } from '../../platform/errors';
import { imageFields } from '../../platform/multipart';
import { camelBody, intParam, route, snakeView, type Plain } from '../../platform/rest';
import { fromMultipart } from '../../platform/uploads';
import { check, fromPlain } from '../../platform/validation';
import { checkControllerKey, authorizeOperator } from './access';
import { controllerAcademies } from './academies.service';
import { controllerRest, controllerService } from './controller.service';
import { controllerOperators, type OperatorImages } from './operators.service';
import { emailCodes } from './email-codes.service';
import { controllerDevices } from './devices.service';
import { AttendanceDeviceInput } from '../attendance/attendance.types';
import { ControllerOperatorInput, ControllerOperatorUpdateInput, EmailCodeSendInput, EmailCodeVerifyInput } from './controller.types';
import { AcademyTermsPatch } from './academy-terms';
import { ControllerAcademyInput, ControllerBalanceInput, ControllerLoginInput, type ControllerAcademyView, type ControllerAuditView } from './controller.types';

/** REST: an academy row as the spec's academy list names it (payment is the monthly bill, paisa). */
function academyListRest({ status, ...a }: ControllerAcademyView) {
  return { ...snakeView(a), code: a.code, payment: a.bill, academy_status: status };
}

const operatorImages = imageFields('controller_sign', 'controller_avatar');
function imagesOf(req: Parameters<Parameters<typeof route>[0]>[1]): OperatorImages {
  return { sign: fromMultipart(req.files, 'controller_sign'), avatar: fromMultipart(req.files, 'controller_avatar') };
}
/** A multipart body: empty optional secrets mean "keep"; type may come as userType. */
function operatorBody(req: Parameters<Parameters<typeof route>[0]>[1]): Plain {
  const b = camelBody(req);
  for (const k of ['password', 'cpassword', 'securityCode']) if (b[k] === '') delete b[k];
  return { ...b, type: b.type ?? b.userType, securityCode: b.securityCode ?? b.code };
}

/** The `{key}` paths: the operator's sign-in and type first, then the shared secret. */
function keyed(ctx: Parameters<typeof authorizeOperator>[0], key: string, permission: Parameters<typeof authorizeOperator>[1]): void {
  authorizeOperator(ctx, permission);
  checkControllerKey(ctx, key);
}

/** /api/controller: the product owner's sign-in (spec document 2 §7). */
export function controllerRoutes(): Router {
  const r = Router();
  r.post('/login', route(async (ctx, req) => {
    const { user, token } = await controllerService.login(ctx, await check(fromPlain(ControllerLoginInput, req.body)));
    return { user: controllerRest(user), token };
  }));
  r.get('/me', route(async (ctx) => {
    if (!ctx.controller) throw new AppError('loginError');
    return { user: controllerRest(ctx.controller) };
  }));
  // GET as the spec names it (refused cross-site by platform/csrf.ts); POST is what clients should use.
  const logout = route(async (ctx) => { await controllerService.logout(ctx); });
  r.get('/logout', logout);
  r.post('/logout', logout);
  r.get('/overview', route(async (ctx) => ({ overview: await controllerService.overview(ctx) })));

  // Academies (spec §7; {key} is CONTROLLER_KEY). Every change writes an audit row.
  r.post('/academy/new', route(async (ctx, req) => {
    authorizeOperator(ctx, 'controller.write');
    const b = camelBody(req);
    const input = await check(fromPlain(ControllerAcademyInput, { activation: false, expiryDate: '', bill: 0, ...b }));
    return { academy: academyListRest(await controllerAcademies.create(ctx, input)) };
  }));
  r.post('/academies/:key', route(async (ctx, req) => {
    keyed(ctx, String(req.params.key), 'controller.read');
    return { academies: (await controllerAcademies.list(ctx)).map(academyListRest) };
  }));
  // The spec's account fields (activation, expiryDate, payment = bill, balanceExpiry), each optional: only those sent change.
  r.put('/academy/update/:code', route(async (ctx, req) => {
    authorizeOperator(ctx, 'controller.write');
    const b = camelBody(req);
    const flag = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v);
    if (b.activation !== undefined && b.activation !== null && typeof flag(b.activation) !== 'boolean') throw new AppError('invalidValue', { field: 'activation' });
    const whole = (v: unknown) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v);
    const input = await check(fromPlain(AcademyTermsPatch, {
      code: String(req.params.code), activation: flag(b.activation), expiryDate: b.expiryDate,
      bill: whole(b.bill ?? b.payment), balanceExpiry: b.balanceExpiry,
    }));
    return { academy: academyListRest(await controllerAcademies.update(ctx, input)) };
  }));
  r.delete('/academies/delete/:code/:key', route(async (ctx, req) => {
    keyed(ctx, String(req.params.key), 'controller.write');
    await controllerAcademies.remove(ctx, String(req.params.code));
  }));
  r.post('/academy/update_balances/:code/:key', route(async (ctx, req) => {
    keyed(ctx, String(req.params.key), 'controller.write');
    const b = camelBody(req);
    const input = await check(fromPlain(ControllerBalanceInput, { amount: b.smsBalance, ...b, code: String(req.params.code) }));
    return { academy: academyListRest(await controllerAcademies.topUp(ctx, input)) };
  }));
  // Controller users (spec §7: register and update are multipart with controller_sign and controller_avatar).
  r.get('/users', route(async (ctx) => ({ users: (await controllerOperators.list(ctx)).map((u) => snakeView(u)) })));
  r.post('/register', operatorImages, route(async (ctx, req) => {
    authorizeOperator(ctx, 'controller.write');
    const input = await check(fromPlain(ControllerOperatorInput, operatorBody(req)));
    return { user: snakeView(await controllerOperators.register(ctx, input, imagesOf(req))) };
  }));
  r.put('/update', operatorImages, route(async (ctx, req) => {
    authorizeOperator(ctx, 'controller.write');
    const input = await check(fromPlain(ControllerOperatorUpdateInput, operatorBody(req)));
    return { user: snakeView(await controllerOperators.update(ctx, input, imagesOf(req))) };
  }));
  r.post('/operator/delete/:id', route(async (ctx, req) => { await controllerOperators.remove(ctx, intParam(req, 'id')); }));
  // Academy users of any academy: the list (?code= filters) and the spec's POST /delete/{code}/{id}.
  r.get('/academy_users', route(async (ctx, req) => ({
    users: (await controllerOperators.academyUsers(ctx, typeof req.query.code === 'string' ? req.query.code : '')).map((u) => ({ ...snakeView(u), code: u.code })),
  })));
  r.post('/delete/:code/:id', route(async (ctx, req) => {
    await controllerOperators.deleteAcademyUser(ctx, String(req.params.code), intParam(req, 'id'));
  }));
  // Attendance devices of any academy (spec §7 "device create sends data; device delete by id"; paths ours).
  r.get('/devices', route(async (ctx, req) => ({
    devices: (await controllerDevices.list(ctx, typeof req.query.code === 'string' ? req.query.code : '')).map((d) => ({ ...snakeView(d), code: d.code })),
  })));
  r.post('/device/save/:code', route(async (ctx, req) => {
    authorizeOperator(ctx, 'controller.write');
    const b = camelBody(req);
    const input = await check(fromPlain(AttendanceDeviceInput, {
      id: b.id ? Number(b.id) : undefined, deviceName: b.deviceName ?? '', deviceUser: b.deviceUser || undefined, ipAddress: b.ipAddress ?? '',
      port: b.port === undefined || b.port === '' ? '' : Number(b.port), secretCode: b.secretCode === undefined ? '' : String(b.secretCode), expiryDate: b.expiryDate ?? '', email: b.email ?? '',
    }));
    const device = await controllerDevices.save(ctx, String(req.params.code), input);
    return { device: { ...snakeView(device), code: device.code } };
  }));
  r.delete('/device/delete/:code/:id', route(async (ctx, req) => {
    await controllerDevices.remove(ctx, String(req.params.code), intParam(req, 'id'));
  }));
  // One-time e-mail codes (spec §7; "varify" is the spec's spelling).
  r.post('/email/send_code/:email', route(async (ctx, req) => {
    const input = await check(fromPlain(EmailCodeSendInput, { email: String(req.params.email) }));
    await emailCodes.send(ctx, input.email);
  }));
  r.post('/email/varify_code/:email', route(async (ctx, req) => {
    const input = await check(fromPlain(EmailCodeVerifyInput, { email: String(req.params.email), otp: String(camelBody(req).otp ?? '') }));
    await emailCodes.verify(ctx, input.email, input.otp.trim());
    return { verified: true };
  }));
  // Beyond the spec: the audit log of one academy, and of the controller users.
  const auditRest = (e: ControllerAuditView) => ({
    ...snakeView(e), before: e.before ? JSON.parse(e.before) as unknown : null, after: e.after ? JSON.parse(e.after) as unknown : null,
  });
  r.get('/academy/audit/:code', route(async (ctx, req) => ({
    audit: (await controllerAcademies.auditLog(ctx, String(req.params.code))).map(auditRest),
  })));
  r.get('/operator/audit', route(async (ctx) => ({ audit: (await controllerOperators.auditLog(ctx)).map(auditRest) })));
  return r;
}
