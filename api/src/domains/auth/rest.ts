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
import { usersService } from './users.service';

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

  r.get('/users/:code', tenantPath, route(async (ctx) => ({ users: (await usersService.list(ctx)).map(userRest) })));

  r.post('/register/:code', tenantPath, userImages, route(async (ctx, req) => {
    const input = await check(fromPlain(UserRegisterInput, { ...req.body, type: req.body?.type ?? req.body?.userType }));
    const user = await usersService.register(ctx, input, { sign: fromMultipart(req.files, 'sign'), avatar: fromMultipart(req.files, 'avatar') });
    return { user: userRest(user) };
  }));

  r.put('/update/:code', tenantPath, userImages, route(async (ctx, req) => {
    const input = await check(fromPlain(UserUpdateInput, { ...req.body, type: req.body?.type ?? req.body?.userType }));
    const user = await usersService.update(ctx, input, { sign: fromMultipart(req.files, 'sign'), avatar: fromMultipart(req.files, 'avatar') });
    return { user: userRest(user) };
  }));

  r.post('/delete/:code/:id', tenantPath, route(async (ctx, req) => {
    await usersService.remove(ctx, intParam(req, 'id'));
  }));

  return r;
}
