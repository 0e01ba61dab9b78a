import type { EntityManager, FindOptionsWhere } from 'typeorm';
import { authorize } from '../../platform/authorize';
import type { Ctx } from '../../platform/context';
import { owned, searchWhere, type Page } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { recordChange } from '../../platform/history';
import { writeTransaction } from '../../platform/transactions';
import { amountInWords } from '../../rules/in-words';
import { MENU_GROUPS } from '../../rules/permissions';
import { cleanName } from '../../rules/stock';
import type { Receipt } from '../accounts/receipts.entities';
import { wordsLang } from '../accounts/receipts.service';
import { Donation, Donor } from './donor.entities';
import type { DonationInput, DonationsArgs, DonationView, DonorInput, DonorsArgs, DonorView } from './donor.types';

const toPaisa = (taka: number) => Math.round(taka * 100);

export function donorView(d: Donor): DonorView {
  return {
    id: d.id, memberNo: d.memberNo, donorType: d.donorType, donorName: d.donorName, fatherName: d.fatherName, village: d.village,
    postOffice: d.postOffice, subDistrict: d.subDistrict, district: d.district, referrerId: d.referrerId, referrer: d.referrerName,
    mobile: d.mobile, email: d.email, donationAmount: d.donationAmountPaisa / 100, donationAmountPaisa: d.donationAmountPaisa, createdAt: d.createdAt,
  };
}

export function donationView(d: Donation): DonationView {
  return {
    id: d.id, memberNo: d.memberNo, donorName: d.donorName, fatherName: d.fatherName, address: d.address, mobile: d.mobile,
    donationAmount: d.donationAmountPaisa / 100, providedAmount: d.providedAmountPaisa / 100, providedAmountPaisa: d.providedAmountPaisa,
    inWords: d.inWords, responsible: d.responsible, date: d.date, receiptId: d.receiptId, createdAt: d.createdAt,
  };
}

/** A donor's address in one line: village, post office, sub-district, district. */
export const donorAddress = (d: Pick<Donor, 'village' | 'postOffice' | 'subDistrict' | 'district'>) =>
  [d.village, d.postOffice, d.subDistrict, d.district].map((s) => s.trim()).filter(Boolean).join(', ').slice(0, 255);

const actorName = (ctx: Ctx) => cleanName(`${ctx.actor!.user.firstName} ${ctx.actor!.user.lastName}`).slice(0, 120);

/**
 * The donation menu group (spec doc 2 §6: accountant, education, principal, admin, councilMember,
 * superUser) reads donors and donations and adds them; for the receipt form's member check the
 * receipt writers (receipt.write) may read a donor too.
 */
function authorizeDonation(ctx: Ctx, opts: { write?: boolean; orReceiptWriter?: boolean } = {}): void {
  authorize(ctx, { permission: 'academy.read', write: opts.write });
  const type = ctx.actor!.user.type;
  if ((MENU_GROUPS.donation as readonly string[]).includes(type)) return;
  if (opts.orReceiptWriter) {
    authorize(ctx, { permission: 'receipt.write' });
    return;
  }
  throw new AppError('authorRequired');
}

/**
 * The member check (spec doc 2 §4–§5): the academy's donor with this member number, else
 * sorryNotFound on memberNo. `lock` takes a write lock in a transaction (a donation being written).
 */
export async function donorByMemberNo(ctx: Ctx, memberNo: number, em?: EntityManager, lock = false): Promise<Donor> {
  if (!Number.isInteger(memberNo) || memberNo < 1) throw new AppError('sorryNotFound', { field: 'memberNo' });
  try {
    return await owned(ctx, Donor, em).getBy({ memberNo }, { lock });
  } catch (e) {
    if (e instanceof AppError && e.code === 'sorryNotFound') throw new AppError('sorryNotFound', { field: 'memberNo' });
    throw e;
  }
}

/**
 * The donation a donation receipt records: the receipt's amount is the provided amount, its name,
 * address, mobile and date are the donation's, its receiver the responsible.
 */
export function receiptDonationFields(receipt: Receipt, donor: Donor, donationAmountPaisa: number | null): Omit<Donation, 'id' | 'code' | 'receiptId' | 'createdAt' | 'updatedAt'> {
  return {
    donorId: donor.id, memberNo: donor.memberNo, donorName: receipt.name, fatherName: donor.fatherName, address: receipt.address,
    mobile: receipt.mobile || donor.mobile, donationAmountPaisa: donationAmountPaisa ?? donor.donationAmountPaisa,
    providedAmountPaisa: receipt.amountPaisa, inWords: receipt.inWords, responsible: receipt.receiverName, date: receipt.date,
  };
}

/**
 * The donation a donation receipt writes (inside the receipt's transaction; receiptDonationFields).
 * A new receipt adds the row, an edit changes it (one row per receipt).
 */
export async function writeReceiptDonation(ctx: Ctx, em: EntityManager, receipt: Receipt, donor: Donor, donationAmountPaisa: number | null): Promise<void> {
  const rows = owned(ctx, Donation, em);
  const fields: Partial<Donation> = receiptDonationFields(receipt, donor, donationAmountPaisa);
  const current = await rows.repo.findOne({ where: rows.where({ receiptId: receipt.id }) });
  if (current) {
    await em.update(Donation, { id: current.id, code: rows.code }, fields);
    await recordChange(em, ctx, { entity: 'donation', key: current.id, before: current, after: { ...current, ...fields } });
  } else {
    const created = await rows.repo.save(rows.create({ ...fields, receiptId: receipt.id }));
    await recordChange(em, ctx, { entity: 'donation', key: created.id, after: created });
  }
}

/** Removes the donation of a deleted donation receipt (inside the receipt's transaction). */
export async function removeReceiptDonation(ctx: Ctx, em: EntityManager, receiptId: number): Promise<void> {
  const rows = owned(ctx, Donation, em);
  const gone = await rows.repo.find({ where: rows.where({ receiptId }) });
  await em.delete(Donation, { code: rows.code, receiptId });
  for (const d of gone) await recordChange(em, ctx, { entity: 'donation', key: d.id, before: d });
}

/** Donors (/donorList; spec doc 2 §2–§8). */
export const donorService = {
  /** The academy's donors by member number, of one type when asked, with a quick search. */
  async list(ctx: Ctx, args: DonorsArgs): Promise<Page<Donor>> {
    authorizeDonation(ctx);
    const base: FindOptionsWhere<Donor> = args.donorType ? { donorType: args.donorType } : {};
    const text = (args.search ?? '').trim();
    const words = searchWhere<Donor>(['donorName', 'fatherName', 'mobile', 'village', 'postOffice', 'subDistrict', 'district', 'referrerName', 'email'], text);
    const conditions = words ? words.map((w) => ({ ...w, ...base })) : [base];
    if (/^\d{1,9}$/.test(text)) conditions.push({ ...base, memberNo: Number(text) });
    return owned(ctx, Donor).page(args, conditions, { memberNo: 'ASC' });
  },

  /** Every donor of the academy (the spec's GET /members), by member number. */
  async all(ctx: Ctx): Promise<Donor[]> {
    authorizeDonation(ctx);
    return owned(ctx, Donor).list({}, { memberNo: 'ASC' });
  },

  /** The member check of the donation and donation receipt forms. */
  async byMemberNo(ctx: Ctx, memberNo: number): Promise<Donor> {
    authorizeDonation(ctx, { orReceiptWriter: true });
    return donorByMemberNo(ctx, memberNo);
  },

  /**
   * Adds a donor (the donation group) or, with an id, edits one (principal or superUser). The member
   * number is the academy's only once (duplicateNotPossible) and cannot change on edit (invalidValue).
   */
  async save(ctx: Ctx, input: DonorInput): Promise<Donor> {
    if (input.id) authorize(ctx, { permission: 'donor.write', write: true });
    else authorizeDonation(ctx, { write: true });
    const t = (s: string | null | undefined) => cleanName(s ?? '');
    const fields: Partial<Donor> = {
      donorType: input.donorType, donorName: t(input.donorName), fatherName: t(input.fatherName), village: t(input.village),
      postOffice: t(input.postOffice), subDistrict: t(input.subDistrict), district: t(input.district), referrerId: input.referrerId ?? null,
      referrerName: t(input.referrer), mobile: input.mobile.trim(), email: input.email.trim(), donationAmountPaisa: toPaisa(input.donationAmount),
    };
    return writeTransaction(ctx, async (em) => {
      const rows = owned(ctx, Donor, em);
      if (input.id) {
        const current = await rows.get(input.id, { lock: true });
        if (current.memberNo !== input.memberNo) throw new AppError('invalidValue', { field: 'memberNo' });
        await em.update(Donor, { id: current.id, code: rows.code }, fields);
        const changed = await rows.get(current.id);
        await recordChange(em, ctx, { entity: 'donor', key: current.id, before: current, after: changed });
        return changed;
      }
      const taken = await rows.repo.findOne({ where: rows.where({ memberNo: input.memberNo }), select: { id: true } });
      if (taken) throw new AppError('duplicateNotPossible', { field: 'memberNo' });
      const created = await rows.repo.save(rows.create({ ...fields, memberNo: input.memberNo }));
      await recordChange(em, ctx, { entity: 'donor', key: created.id, after: created });
      return created;
    });
  },

  /** Deletes a donor without donations (principal or superUser); one with donations: notWorked. */
  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'donor.write', write: true });
    await writeTransaction(ctx, async (em) => {
      const rows = owned(ctx, Donor, em);
      const donor = await rows.get(id, { lock: true });
      const given = await em.getRepository(Donation).count({ where: { code: rows.code, donorId: donor.id } });
      if (given) throw new AppError('notWorked', { field: 'donations' });
      await em.delete(Donor, { id: donor.id, code: rows.code });
      await recordChange(em, ctx, { entity: 'donor', key: donor.id, before: donor });
    });
  },
};

/** Donations (/donationRecord1; spec doc 2 §2–§7). */
export const donationService = {
  /** The academy's donations, newest first, of one donor when asked, with a quick search. */
  async list(ctx: Ctx, args: DonationsArgs): Promise<Page<Donation>> {
    authorizeDonation(ctx);
    const base: FindOptionsWhere<Donation> = args.memberNo ? { memberNo: args.memberNo } : {};
    const text = (args.search ?? '').trim();
    const words = searchWhere<Donation>(['donorName', 'fatherName', 'address', 'mobile', 'responsible', 'date'], text);
    const conditions = words ? words.map((w) => ({ ...w, ...base })) : [base];
    if (/^\d{1,9}$/.test(text)) conditions.push({ ...base, memberNo: Number(text) });
    return owned(ctx, Donation).page(args, conditions, { date: 'DESC', id: 'DESC' });
  },

  /** Every donation of the academy (the spec's GET /donations), newest first. */
  async all(ctx: Ctx): Promise<Donation[]> {
    authorizeDonation(ctx);
    return owned(ctx, Donation).list({}, { date: 'DESC', id: 'DESC' });
  },

  /** A donation entered on the donations screen (the donation group): the member must be a donor of the academy. */
  async add(ctx: Ctx, input: DonationInput): Promise<Donation> {
    authorizeDonation(ctx, { write: true });
    const providedAmountPaisa = toPaisa(input.providedAmount);
    return writeTransaction(ctx, async (em) => {
      const donor = await donorByMemberNo(ctx, input.memberNo, em, true);
      const rows = owned(ctx, Donation, em);
      const saved = await rows.repo.save(rows.create({
        donorId: donor.id, memberNo: donor.memberNo, donorName: donor.donorName, fatherName: donor.fatherName,
        address: cleanName(input.address) || donorAddress(donor), mobile: donor.mobile,
        donationAmountPaisa: input.donationAmount === null || input.donationAmount === undefined ? donor.donationAmountPaisa : toPaisa(input.donationAmount),
        providedAmountPaisa, inWords: amountInWords(providedAmountPaisa, wordsLang(ctx)),
        responsible: cleanName(input.responsible) || actorName(ctx), date: input.date.trim() || ctx.clock.today(), receiptId: null,
      }));
      await recordChange(em, ctx, { entity: 'donation', key: saved.id, after: saved });
      return saved;
    });
  },

  /** Deletes a donation (principal or superUser); one a donation receipt wrote goes with its receipt only (notWorked). */
  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'donation.delete', write: true });
    await writeTransaction(ctx, async (em) => {
      const rows = owned(ctx, Donation, em);
      const d = await rows.get(id, { lock: true });
      if (d.receiptId !== null) throw new AppError('notWorked', { field: 'receiptId' });
      await em.delete(Donation, { id: d.id, code: rows.code });
      await recordChange(em, ctx, { entity: 'donation', key: d.id, before: d });
    });
  },
};
