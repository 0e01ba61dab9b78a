import type { Request } from 'express';
import { AppError } from '../../platform/errors';
import { camelBody, intParam, restTable, snakeView, type Plain, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import type { Donation, Donor } from './donor.entities';
import { donationService, donationView, donorService, donorView } from './donor.service';
import { DonationInput, DonorInput } from './donor.types';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** A number from JSON or a form ("5" is 5, "12.50" is 12.5); blank is left out; anything else as it came, for the input's rules to refuse. */
const num = (v: unknown) => (blank(v) ? undefined : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);

/** The spec's donor answer (member_no … referrer_id, referrer_name, donation_amount, created_at). */
const donorAnswer = (d: Donor) => {
  const v = donorView(d);
  return { ...snakeView(v), referrer_name: v.referrer };
};
const donationAnswer = (d: Donation) => snakeView(donationView(d));

/** The donor payload (spec doc 2 §3): memberNo, donorName, fatherName, mobile, email, village, postOffice, subDistrict, district, referrerId, referrer, donationAmount. */
function donorInput(req: Request, withId: boolean): Promise<DonorInput> {
  const b = camelBody(req);
  const plain: Plain = { ...b, id: withId ? num(b.id) : undefined, memberNo: num(b.memberNo), referrerId: num(b.referrerId) ?? null, donationAmount: num(b.donationAmount) };
  if (blank(b.referrer) && !blank(b.referrerName)) plain.referrer = b.referrerName;
  if (blank(b.donorType) && !blank(b.type)) plain.donorType = b.type;
  for (const key of Object.keys(plain)) if (plain[key] === undefined) delete plain[key];
  return check(fromPlain(DonorInput, plain));
}

/** The donation payload (spec doc 2 §3): the form fields (memberNo, providedAmount, donationAmount, address, date), responsible. */
function donationInput(req: Request): Promise<DonationInput> {
  const b = camelBody(req);
  const plain: Plain = { ...b, memberNo: num(b.memberNo), providedAmount: num(b.providedAmount), donationAmount: num(b.donationAmount) ?? null };
  delete plain.id;
  for (const key of Object.keys(plain)) if (plain[key] === undefined) delete plain[key];
  return check(fromPlain(DonationInput, plain));
}

/** /api/donor (spec doc 2 §7 Donor): donors and donations. */
export const donorRest: RestRoutes = {
  'POST /new_member/:code': async (ctx, req) => ({ member: donorAnswer(await donorService.save(ctx, await donorInput(req, false))) }),
  /**
   * ?type=general|lifeTime: one type's donors (the life-time list); absent: every donor. The spec's
   * answer is `donors` (doc 2 §7 "returns donors"); `members` carries the same list for the callers
   * written against the first version of this route.
   */
  'GET /members/:code': async (ctx, req) => {
    const type = req.query.type ?? req.query.donorType ?? req.query.donor_type;
    const all = await donorService.all(ctx);
    if (type !== undefined && type !== '' && type !== 'general' && type !== 'lifeTime') throw new AppError('invalidValue', { field: 'type' });
    const donors = (type ? all.filter((d) => d.donorType === type) : all).map(donorAnswer);
    return { donors, members: donors };
  },
  /** Body: the donor payload with the donor's id (or, without one, the donor with that member number). */
  'PUT /update_member/:code': async (ctx, req) => {
    const input = await donorInput(req, true);
    if (!input.id) input.id = (await donorService.byMemberNo(ctx, input.memberNo)).id;
    return { member: donorAnswer(await donorService.save(ctx, input)) };
  },
  'DELETE /member/delete/:code/:id': async (ctx, req) => {
    await donorService.remove(ctx, intParam(req, 'id'));
  },
  'POST /donation/new/:code': async (ctx, req) => ({ donation: donationAnswer(await donationService.add(ctx, await donationInput(req))) }),
  'GET /donations/:code': async (ctx) => ({ donations: (await donationService.all(ctx)).map(donationAnswer) }),
  'DELETE /donation/delete/:code/:id': async (ctx, req) => {
    await donationService.remove(ctx, intParam(req, 'id'));
  },
};

/** /api/donor: the donor and donation calls (spec doc 2 §7). */
export function donorRoutes() {
  return restTable(donorRest);
}
