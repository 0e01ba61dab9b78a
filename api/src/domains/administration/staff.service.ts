import { In, Raw, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { inTransaction, tenant, type Ctx } from '../../platform/context';
import { recordChange } from '../../platform/history';
import { owned, type Page } from '../../platform/crud';
import { isUniqueViolation } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import { readRows } from '../../platform/read';
import type { IncomingFile } from '../../platform/storage';
import { Academy } from '../auth/academy.entity';
import { settingsOf } from '../others/settings.service';
import { Staff, StaffDuty } from './staff.entity';
import type { PublicOfficiantView, StaffDutyInput, StaffDutyView, StaffInput, StaffListArgs, StaffView } from './staff.types';

/** Where a visitor's browser fetches a staff photo: the profile's own route, which checks it may be shown. */
export const publicPhotoPath = (id: number) => `/api/adminis/staff/public_photo/${id}`;

const toPaisa = (taka: number) => Math.round(taka * 100);

/** The columns a staff view shows (all but code and createdAt). */
const LIST_COLUMNS = [
  'id', 'staffId', 'name', 'fatherName', 'designation', 'birthDate', 'mobile', 'nid', 'village', 'postOffice', 'subDistrict', 'district',
  'qualification', 'preExperience', 'terms', 'salaryPaisa', 'boardingFeePaisa', 'residenceType', 'candidateType', 'hireDate', 'department', 'photoUrl',
] as const satisfies readonly (keyof Staff)[];

/** A staff row and its duties as the API shows them (money in taka). */
export function staffView(s: Staff, duties: string[]): StaffView {
  return {
    id: s.id, staffId: s.staffId, name: s.name, fatherName: s.fatherName, designation: s.designation, birthDate: s.birthDate,
    mobile: s.mobile, nid: s.nid, village: s.village, postOffice: s.postOffice, subDistrict: s.subDistrict, district: s.district,
    qualification: s.qualification, preExperience: s.preExperience, terms: s.terms, dutyList: duties,
    salary: s.salaryPaisa / 100, boardingFee: s.boardingFeePaisa / 100, residenceType: s.residenceType, candidateType: s.candidateType,
    hireDate: s.hireDate, department: s.department, photoUrl: s.photoUrl,
  };
}

export function dutyView(d: StaffDuty): StaffDutyView {
  return { id: d.id, staffId: d.staffId, duty: d.duty, createdAt: d.createdAt };
}

/** The duties of these staff rows, oldest first, by staff row id (one query for a whole page). */
async function dutiesOf(db: Ctx['db'] | EntityManager, code: string, ids: number[]): Promise<Map<number, string[]>> {
  const byStaff = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byStaff;
  const rows = await db.getRepository(StaffDuty).find({
    where: { code, staffId: In(ids) }, select: { staffId: true, duty: true }, order: { id: 'ASC' },
  });
  for (const r of rows) byStaff.get(r.staffId)?.push(r.duty);
  return byStaff;
}

async function withDuties(ctx: Ctx, code: string, rows: Staff[]): Promise<StaffView[]> {
  const duties = await dutiesOf(ctx.db, code, rows.map((r) => r.id));
  return rows.map((r) => staffView(r, duties.get(r.id) ?? []));
}

/** LIKE with the user's % and _ taken literally ('!' escapes; the same on SQLite, MySQL and MariaDB). */
function containing(text: string) {
  const q = `%${text.replace(/[!%_]/g, '!$&')}%`;
  return Raw((column) => `${column} LIKE :staffSearch ESCAPE '!'`, { staffSearch: q });
}

/** The next free numeric staff number of the academy (the highest + 1); other numbering is left alone. */
async function nextStaffId(em: EntityManager, code: string): Promise<string> {
  const rows = await em.getRepository(Staff).find({ where: { code }, select: { staffId: true } });
  const numbers = rows.map((r) => r.staffId).filter((v) => /^\d{1,9}$/.test(v)).map(Number);
  return String(numbers.length ? Math.max(...numbers) + 1 : 1);
}

/** duplicateNotPossible naming the field when another staff row of the academy has this staff id or nid. */
async function refuseDuplicates(em: EntityManager, code: string, row: Staff): Promise<void> {
  const repo = em.getRepository(Staff);
  for (const field of ['staffId', 'nid'] as const) {
    const other = await repo.findOne({ where: { code, [field]: row[field] }, select: { id: true } });
    if (other && other.id !== row.id) throw new AppError('duplicateNotPossible', { field });
  }
}

function assign(row: Staff, input: StaffInput): void {
  const t = (s: string | undefined) => (s ?? '').trim();
  Object.assign(row, {
    name: t(input.name), fatherName: t(input.fatherName), designation: t(input.designation), birthDate: t(input.birthDate),
    mobile: t(input.mobile), nid: t(input.nid), village: t(input.village), postOffice: t(input.postOffice),
    subDistrict: t(input.subDistrict), district: t(input.district), qualification: t(input.qualification),
    preExperience: t(input.preExperience), terms: t(input.terms), salaryPaisa: toPaisa(input.salary ?? 0),
    boardingFeePaisa: toPaisa(input.boardingFee ?? 0), residenceType: input.residenceType, candidateType: input.candidateType,
    hireDate: t(input.hireDate), department: t(input.department),
  });
}

/** Staff ("officiants", spec doc 1 §3, §5, §7): reads for any staff user, writes for principal or superUser. */
export const staffService = {
  /** One page of the academy's staff in registration order, optionally matching a search text. */
  async page(ctx: Ctx, args: StaffListArgs): Promise<Page<StaffView>> {
    authorize(ctx, { permission: 'academy.read' });
    const staff = owned(ctx, Staff);
    const search = (args.search ?? '').trim();
    const where: FindOptionsWhere<Staff>[] | undefined = search
      ? (['name', 'staffId', 'designation', 'mobile', 'nid'] as const).map((f) => ({ [f]: containing(search) }))
      : undefined;
    const { items, total } = await staff.page(args, where, { id: 'ASC' });
    return { items: await withDuties(ctx, staff.code, items), total };
  },

  /** Every staff member of the academy (the spec's REST list), in registration order. */
  async all(ctx: Ctx): Promise<StaffView[]> {
    authorize(ctx, { permission: 'academy.read' });
    const code = tenant(ctx);
    // Plain rows (no entity hydration) and every duty of the academy in one query: a list of a thousand.
    const rows = await readRows(ctx.db.getRepository(Staff).createQueryBuilder('s').where('s.code = :code', { code }).orderBy('s.id', 'ASC'), LIST_COLUMNS);
    const duties = await readRows(
      ctx.db.getRepository(StaffDuty).createQueryBuilder('d').where('d.code = :code', { code }).orderBy('d.id', 'ASC'), ['staffId', 'duty'],
    );
    const byStaff = new Map<number, string[]>(rows.map((r) => [r.id, []]));
    for (const d of duties) byStaff.get(d.staffId)?.push(d.duty);
    return rows.map((r) => staffView(r, byStaff.get(r.id) ?? []));
  },

  async get(ctx: Ctx, id: number): Promise<StaffView> {
    authorize(ctx, { permission: 'academy.read' });
    const row = await owned(ctx, Staff).get(id);
    return (await withDuties(ctx, row.code, [row]))[0];
  },

  /**
   * The register dialog: a new staff member, or (with an id) an edit. A blank staff id is given the
   * next number. A chosen photo replaces the old one, whose file is deleted once the row is saved.
   */
  async save(ctx: Ctx, input: StaffInput, photo?: IncomingFile): Promise<StaffView> {
    authorize(ctx, { permission: 'staff.write', write: true });
    const code = tenant(ctx);
    // A refused save deletes this file again (the transports discard a failed request's uploads).
    const photoUrl = photo ? await ctx.storage.saveImage(code, 'photo', photo) : undefined;
    const wanted = (input.staffId ?? '').trim();
    for (let attempt = 0; ; attempt++) {
      let replaced = '';
      try {
        const saved = await inTransaction(ctx, async (em) => {
          const staff = owned(ctx, Staff, em);
          const row = input.id ? await staff.get(input.id, { lock: true }) : staff.create({});
          const was = input.id ? { ...row } : null;
          assign(row, input);
          row.staffId = wanted || (input.id ? row.staffId : await nextStaffId(em, code));
          if (photoUrl) {
            replaced = row.photoUrl;
            row.photoUrl = photoUrl;
          }
          await refuseDuplicates(em, code, row);
          const done = await staff.repo.save(row);
          await recordChange(em, ctx, { entity: 'staff', key: done.id, before: was, after: done });
          return done;
        });
        if (replaced && replaced !== photoUrl) await ctx.storage.remove(replaced).catch(() => undefined);
        return (await withDuties(ctx, code, [saved]))[0];
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
        // Two registrations took the same next number at once: number again; otherwise a duplicate.
        if (wanted || input.id || attempt >= 4) throw new AppError('duplicateNotPossible');
      }
    }
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'staff.write', write: true });
    await removeWhere(ctx, { id });
  },

  /** The spec's DELETE /staff/delete/{code}/{nid}. */
  async removeByNid(ctx: Ctx, nid: string): Promise<void> {
    authorize(ctx, { permission: 'staff.write', write: true });
    await removeWhere(ctx, { nid: nid.trim() });
  },

  /** Duties of the academy, or of one staff member (their row id), oldest first. */
  async duties(ctx: Ctx, staffId?: number | null): Promise<StaffDutyView[]> {
    authorize(ctx, { permission: 'academy.read' });
    const duties = owned(ctx, StaffDuty);
    if (staffId !== undefined && staffId !== null) await owned(ctx, Staff).get(staffId);
    return (await duties.list(staffId ? { staffId } : {}, { id: 'ASC' })).map(dutyView);
  },

  /** Adds a duty to a staff member's list, or (with an id) changes that duty's text. */
  async saveDuty(ctx: Ctx, input: StaffDutyInput): Promise<StaffDutyView> {
    authorize(ctx, { permission: 'staff.write', write: true });
    return inTransaction(ctx, async (em) => {
      const staff = await owned(ctx, Staff, em).get(input.staffId, { lock: true });
      const duties = owned(ctx, StaffDuty, em);
      const row = input.id ? await duties.getBy({ id: input.id, staffId: staff.id }) : duties.create({ staffId: staff.id });
      row.duty = input.duty.trim();
      return dutyView(await duties.repo.save(row));
    });
  },

  async removeDuty(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'staff.write', write: true });
    await owned(ctx, StaffDuty).remove(id);
  },

  /**
   * The public profile /website/officiant/{id}: name, designation, duty list and photo. Shown to
   * anyone while the academy's officiants setting (staff on the public site) is on, and always to
   * the academy's own signed-in users; otherwise, like a missing id, sorryNotFound.
   */
  async publicProfile(ctx: Ctx, id: number): Promise<PublicOfficiantView> {
    const { row, academy } = await shown(ctx, id);
    const duties = await dutiesOf(ctx.db, row.code, [row.id]);
    return {
      id: row.id, name: row.name, designation: row.designation, dutyList: duties.get(row.id) ?? [],
      photoUrl: row.photoUrl ? publicPhotoPath(row.id) : '', academyName: academy.name, academySlug: academy.slug,
    };
  },

  /** The stored photo of a profile that may be shown (as publicProfile decides): its academy code and file URL. */
  async publicPhoto(ctx: Ctx, id: number): Promise<{ code: string; url: string }> {
    const { row } = await shown(ctx, id);
    if (!row.photoUrl) throw new AppError('sorryNotFound');
    return { code: row.code, url: row.photoUrl };
  },
};

async function shown(ctx: Ctx, id: number): Promise<{ row: Staff; academy: Academy }> {
  const row = Number.isInteger(id) && id > 0 ? await ctx.db.getRepository(Staff).findOneBy({ id }) : null;
  if (!row) throw new AppError('sorryNotFound');
  const academy = await ctx.db.getRepository(Academy).findOneBy({ code: row.code });
  if (!academy) throw new AppError('sorryNotFound');
  const own = ctx.actor?.user.code === row.code;
  if (!own && !(await settingsOf(ctx.db, row.code)).officiants) throw new AppError('sorryNotFound');
  return { row, academy };
}

/** Deletes one staff row of the academy with its duties (one transaction), then its photo file. */
async function removeWhere(ctx: Ctx, where: FindOptionsWhere<Staff>): Promise<void> {
  const removed = await inTransaction(ctx, async (em) => {
    const staff = owned(ctx, Staff, em);
    const row = await staff.getBy(where, { lock: true });
    await em.getRepository(StaffDuty).delete({ code: staff.code, staffId: row.id });
    const done = await staff.repo.delete({ id: row.id, code: staff.code });
    if (!done.affected) throw new AppError('sorryNotFound');
    await recordChange(em, ctx, { entity: 'staff', key: row.id, before: row });
    return row;
  });
  if (removed.photoUrl) await ctx.storage.remove(removed.photoUrl).catch(() => undefined);
}
