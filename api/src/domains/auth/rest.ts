import { Router } from 'express';
import { imageFields } from '../../platform/multipart';
import { intParam, route, tenantPath } from '../../platform/rest';
import { fromMultipart } from '../../platform/uploads';
import { check, fromPlain } from '../../platform/validation';
import { AppError } from '../../platform/errors';
import { academyService } from './academy.service';
import { academyRest, meRest, userRest } from './auth.presenter';
import { authService } from './auth.service';
import { AcademyRegisterInput, AcademyUpdateInput, LoginInput, UserRegisterInput, UserUpdateInput } from './auth.types';
import { publicAcademyService } from './public.service';
import { guardianChildren } from './guardian-children.service';
import { guardianChildRest } from './guardian-children.types';
import { usersService } from './users.service';
import { visitorService } from './visitor.service';
import { VisitorSignInInput, type VisitorUserView } from './visitor.types';
import type { User } from './user.entity';
import type { Ctx } from '../../platform/context';

/** The spec's visitor user, snake case as the other users: id, code, email, type (visitor), name (the academy's), slug. */
const visitorRest = (u: VisitorUserView) => ({ id: u.id, code: u.code, email: u.email, type: u.type, name: u.academyName, slug: u.slug });

/** REST user rows; a guardian's carry admit_nos, their linked children (one query for the list). */
async function usersRest(ctx: Ctx, users: User[]) {
  const admitNos = await guardianChildren.admitNosOf(ctx, users.map((u) => u.id));
  return users.map((u) => userRest(u, u.type === 'guardian' ? admitNos.get(u.id) : undefined));
}

/**
 * The children's admit numbers of a user form (admitNos or admit_nos): a JSON list, a list, or
 * comma separated text (a multipart form); absent keeps them. Anything else fails validation.
 */
function admitNosOf(body: Record<string, unknown> | undefined): unknown {
  const v = body?.admitNos ?? body?.admit_nos;
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') return Array.isArray(v) ? v.map((n) => (typeof n === 'string' && /^\d+$/.test(n.trim()) ? Number(n) : n)) : v;
  const text = v.trim();
  if (text.startsWith('[')) {
    try { return JSON.parse(text) as unknown; } catch { return v; }
  }
  return text === '' ? [] : text.split(',').map((n) => (/^\s*\d+\s*$/.test(n) ? Number(n) : n));
}

const academyImages = imageFields('logo', 'calligraphy', 'academyPhoto', 'studentDefaultPhoto');
const userImages = imageFields('sign', 'avatar');

/** /api/auth: sign-in, the academy's own registration and its users (spec §7 Auth). */
export function authRoutes(): Router {
  const r = Router();

  r.post('/login', route(async (ctx, req) => {
    const input = await check(fromPlain(LoginInput, req.body));
    const { user, academy, token } = await authService.login(ctx, input.email, input.password);
    return { user: meRest(user, academy, ctx.clock.today()), token };
  }));

  r.get('/me', route(async (ctx) => {
    if (!ctx.actor) throw new AppError('loginError');
    return { user: meRest(ctx.actor.user, ctx.actor.academy, ctx.clock.today()) };
  }));

  // The visitor sign-in (spec doc 2 §7: visitorEmail in, a user out; its path is not shown there).
  r.post('/visitor/login/:slug', route(async (ctx, req) => {
    const input = await check(fromPlain(VisitorSignInInput, req.body));
    const { user, token } = await visitorService.signIn(ctx, String(req.params.slug), input.visitorEmail);
    return { user: visitorRest(user), token };
  }));
  r.get('/visitor/me/:slug', route(async (ctx, req) => {
    const user = await visitorService.me(ctx, String(req.params.slug));
    return { user: user && visitorRest(user) };
  }));
  r.post('/visitor/logout', route(async (ctx) => { await visitorService.signOut(ctx); }));
  r.get('/visitor/applications/:slug', route(async (ctx, req) => ({
    applications: (await visitorService.applications(ctx, String(req.params.slug))).map((a) => ({
      form_no: a.formNo, name: a.name, choosing_class: a.choosingClass, date: a.date, status: a.status, admit_no: a.admitNo, admitted_class: a.admittedClass,
    })),
  })));

  // GET as the spec names it (refused cross-site by platform/csrf.ts); POST is what clients should use.
  const logout = route(async (ctx) => { await authService.logout(ctx); });
  r.get('/logout', logout);
  r.post('/logout', logout);

  r.post('/new_academy', academyImages, route(async (ctx, req) => {
    const input = await check(fromPlain(AcademyRegisterInput, req.body));
    const { user, academy, token } = await academyService.register(ctx, input, {
      logo: fromMultipart(req.files, 'logo'), calligraphy: fromMultipart(req.files, 'calligraphy'),
      academyPhoto: fromMultipart(req.files, 'academyPhoto'), studentDefaultPhoto: fromMultipart(req.files, 'studentDefaultPhoto'),
    });
    return { user: meRest(user, academy, ctx.clock.today()), token };
  }));

  r.put('/academy/update/:code', tenantPath, academyImages, route(async (ctx, req) => {
    const input = await check(fromPlain(AcademyUpdateInput, req.body));
    const academy = await academyService.update(ctx, input, {
      logo: fromMultipart(req.files, 'logo'), calligraphy: fromMultipart(req.files, 'calligraphy'),
      academyPhoto: fromMultipart(req.files, 'academyPhoto'), studentDefaultPhoto: fromMultipart(req.files, 'studentDefaultPhoto'),
    });
    return { academy: academyRest(academy, ctx.clock.today()) };
  }));

  // The public site's facts about an academy (no sign-in).
  r.get('/academy/public/:slug', route(async (ctx, req) => {
    const academy = await publicAcademyService.bySlug(ctx, String(req.params.slug));
    if (!academy) throw new AppError('sorryNotFound');
    return {
      academy: {
        slug: academy.slug, name: academy.name, english_name: academy.englishName, address: academy.address,
        english_address: academy.englishAddress, academy_type: academy.academyType, logo_url: academy.logoUrl,
        academy_photo_url: academy.academyPhotoUrl, online_admission: academy.onlineAdmission, departments: academy.departments,
      },
    };
  }));

  r.get('/users/:code', tenantPath, route(async (ctx) => ({ users: await usersRest(ctx, await usersService.list(ctx)) })));

  // The signed-in guardian's children (linked by the office; README "Guardians").
  r.get('/children/:code', tenantPath, route(async (ctx) => ({ children: (await guardianChildren.mine(ctx)).map(guardianChildRest) })));

  r.post('/register/:code', tenantPath, userImages, route(async (ctx, req) => {
    const input = await check(fromPlain(UserRegisterInput, { ...req.body, type: req.body?.type ?? req.body?.userType, admitNos: admitNosOf(req.body) }));
    const user = await usersService.register(ctx, input, { sign: fromMultipart(req.files, 'sign'), avatar: fromMultipart(req.files, 'avatar') });
    return { user: (await usersRest(ctx, [user]))[0] };
  }));

  r.put('/update/:code', tenantPath, userImages, route(async (ctx, req) => {
    const input = await check(fromPlain(UserUpdateInput, { ...req.body, type: req.body?.type ?? req.body?.userType, admitNos: admitNosOf(req.body) }));
    const user = await usersService.update(ctx, input, { sign: fromMultipart(req.files, 'sign'), avatar: fromMultipart(req.files, 'avatar') });
    return { user: (await usersRest(ctx, [user]))[0] };
  }));

  r.post('/delete/:code/:id', tenantPath, route(async (ctx, req) => {
    await usersService.remove(ctx, intParam(req, 'id'));
  }));

  return r;
}
