import type { Request, RequestHandler } from 'express';
import { AppError } from '../../platform/errors';
import { imageFields } from '../../platform/multipart';
import { camelBody, intParam, snakeView, type Plain, type RestRoutes } from '../../platform/rest';
import { sendStoredFile } from '../../platform/serve-file';
import { parseFileUrl } from '../../platform/storage';
import { fromMultipart } from '../../platform/uploads';
import { check, fromPlain } from '../../platform/validation';
import { staffService } from './staff.service';
import { StaffDutyInput, StaffInput, type StaffDutyView, type StaffView } from './staff.types';

/**
 * The register dialog's payload, JSON or multipart (where every value is a string): the spec's
 * snake_case names (staff_id, father_name, boarding_fee…) or camelCase. An empty number box of a
 * form ('' salary) counts as not given.
 */
async function staffInput(req: Request, withId: boolean): Promise<StaffInput> {
  const plain: Plain = camelBody(req);
  for (const key of ['id', 'salary', 'boardingFee']) if (plain[key] === '' || plain[key] === null || plain[key] === 'null') delete plain[key];
  if (!withId) delete plain.id;
  return check(fromPlain(StaffInput, plain));
}

const dutyRest = (d: StaffDutyView) => snakeView(d);

/** A staff view in the spec's snake_case names (written out: the list may have a thousand rows). */
export function staffAnswer(v: StaffView): Plain {
  return {
    id: v.id, staff_id: v.staffId, name: v.name, father_name: v.fatherName, designation: v.designation, birth_date: v.birthDate,
    mobile: v.mobile, nid: v.nid, village: v.village, post_office: v.postOffice, sub_district: v.subDistrict, district: v.district,
    qualification: v.qualification, pre_experience: v.preExperience, terms: v.terms, duty_list: v.dutyList, salary: v.salary,
    boarding_fee: v.boardingFee, residence_type: v.residenceType, candidate_type: v.candidateType, hire_date: v.hireDate,
    department: v.department, photo_url: v.photoUrl,
  };
}

/** The staff row id of GET /staff/duties?staffId= (or staff_id), when given. */
function staffIdQuery(req: Request): number | null {
  const raw = req.query.staffId ?? req.query.staff_id;
  if (raw === undefined || raw === '') return null;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw new AppError('invalidValue', { field: 'staffId' });
  return id;
}

/**
 * /api/adminis staff routes (spec doc 1 §7 Administration, Staff). Answers carry the spec's
 * snake_case fields; salary and boarding_fee are taka. Beyond the spec: PUT /staff/update needs the
 * row's `id`; PUT /staff/add_duty_online takes { staffId (the staff row's id), duty } and, with an
 * `id`, changes that duty; GET /staff/public_photo/{id} serves a public profile's photo.
 */
export const staffRest: RestRoutes = {
  'POST /staff/new/:code': async (ctx, req) => ({
    staff: staffAnswer(await staffService.save(ctx, await staffInput(req, false), fromMultipart(req.files, 'photo'))),
  }),
  'POST /staff/:code': async (ctx) => ({ staff: (await staffService.all(ctx)).map(staffAnswer) }),
  'PUT /staff/update/:code': async (ctx, req) => {
    const input = await staffInput(req, true);
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    return { staff: staffAnswer(await staffService.save(ctx, input, fromMultipart(req.files, 'photo'))) };
  },
  'DELETE /staff/delete/:code/:nid': async (ctx, req) => {
    await staffService.removeByNid(ctx, String(req.params.nid));
  },
  'PUT /staff/add_duty_online/:code': async (ctx, req) => {
    const plain = camelBody(req);
    if (plain.id === '' || plain.id === null) delete plain.id;
    const input = await check(fromPlain(StaffDutyInput, plain));
    return { duty: dutyRest(await staffService.saveDuty(ctx, input)) };
  },
  'GET /staff/duties/:code': async (ctx, req) => ({ duties: (await staffService.duties(ctx, staffIdQuery(req))).map(dutyRest) }),
  'DELETE /staff/delete_duty/:code/:id': async (ctx, req) => {
    await staffService.removeDuty(ctx, intParam(req, 'id'));
  },
  // Answered by sendPublicPhoto (staffRestBefore); reached only if that passed the request on.
  'GET /staff/public_photo/:id': async () => {
    throw new AppError('sorryNotFound');
  },
};

/**
 * A public profile's photo (no sign-in): served while the profile may be shown (the academy's
 * officiants setting, or its own signed-in user), else sorryNotFound. Staff photos are stored like
 * students' (private under /files); this is the only public way to them.
 */
const sendPublicPhoto: RequestHandler = async (req, res, next) => {
  try {
    const { code, url } = await staffService.publicPhoto(req.ctx, intParam(req, 'id'));
    const file = parseFileUrl(url);
    if (!file || file.code !== code) throw new AppError('sorryNotFound');
    await sendStoredFile(req, res, req.ctx.storage, code, file.name, {
      'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, max-age=300', Vary: 'Cookie, Authorization',
    });
  } catch (e) {
    next(e);
  }
};

/** Extra middleware by route: the photo upload of the register dialog, and the public photo. */
export const staffRestBefore: Record<string, RequestHandler[]> = {
  'POST /staff/new/:code': [imageFields('photo')],
  'PUT /staff/update/:code': [imageFields('photo')],
  'GET /staff/public_photo/:id': [sendPublicPhoto],
};
