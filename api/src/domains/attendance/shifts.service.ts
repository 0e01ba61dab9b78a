import type { DataSource, EntityManager } from 'typeorm';
import { authorize } from '../../platform/authorize';
import { tenant, type Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { writeTransaction } from '../../platform/transactions';
import {
  DEFAULT_WEEKLY_HOLIDAY, completeShiftSettings, isWeekday, shiftSettingError, type PersonKind, type Shift, type ShiftSetting,
} from '../../rules/attendance';
import { AcademySettings } from '../others/settings.entity';
import { settingsOf } from '../others/settings.service';
import type { AttendanceShiftInput, AttendanceShiftView } from './attendance.types';
import { AttendanceShift } from './entities';

const setting = (r: AttendanceShift): ShiftSetting => ({
  personKind: r.personKind as PersonKind, shift: r.shift as Shift, name: r.name, active: r.active,
  startTime: r.startTime, endTime: r.endTime, gracePeriod: r.gracePeriod,
});

/** An academy's six shift settings (saved rows over the defaults), students first. */
export async function shiftSettingsOf(db: DataSource | EntityManager, code: string): Promise<ShiftSetting[]> {
  const rows = await db.getRepository(AttendanceShift).find({ where: { code } });
  return completeShiftSettings(rows.map(setting));
}

/** The academy's weekly holiday (0 = Sunday … 6 = Saturday; Friday until it chose another day). */
export async function weeklyHolidayOf(db: DataSource | EntityManager, code: string): Promise<number> {
  const w = (await settingsOf(db, code)).weeklyHoliday;
  return isWeekday(w) ? w : DEFAULT_WEEKLY_HOLIDAY;
}

export const shiftView = (s: ShiftSetting): AttendanceShiftView => ({ ...s });

/** REST: the spec's record names (user_type, start_time, end_time, grace_period). */
export const shiftRestView = (s: ShiftSetting) => ({
  user_type: s.personKind, shift: s.shift, name: s.name, active: s.active,
  start_time: s.startTime, end_time: s.endTime, grace_period: s.gracePeriod,
});

/** The attendance shift settings (issue 12): any staff reads them; only a superUser changes them (in Settings). */
export const shiftsService = {
  async list(ctx: Ctx): Promise<ShiftSetting[]> {
    authorize(ctx, { permission: 'academy.read' });
    return shiftSettingsOf(ctx.db, tenant(ctx));
  },

  weeklyHoliday(ctx: Ctx): Promise<number> {
    authorize(ctx, { permission: 'academy.read' });
    return weeklyHolidayOf(ctx.db, tenant(ctx));
  },

  /**
   * Saves the shifts given (the others stay) and, when given, the weekly holiday (a weekday 0–6, else
   * invalidValue on weeklyHoliday) in one transaction: each shift valid (end after start, grace
   * 0 to 180: invalidValue with the field as `shifts.N.field`), each person kind and shift at most
   * once; a refused save writes nothing. Returns all six.
   */
  async save(ctx: Ctx, input: AttendanceShiftInput[], weeklyHoliday?: number | null): Promise<ShiftSetting[]> {
    authorize(ctx, { permission: 'attendanceShift.write', write: true });
    const code = tenant(ctx);
    if (!input.length) throw new AppError('requiredField', { field: 'shifts' });
    if (weeklyHoliday !== undefined && weeklyHoliday !== null && !isWeekday(weeklyHoliday)) throw new AppError('invalidValue', { field: 'weeklyHoliday' });
    const seen = new Set<string>();
    const wanted = input.map((i, n): ShiftSetting => {
      const s = {
        personKind: i.personKind as PersonKind, shift: i.shift as Shift, name: (i.name ?? '').trim(), active: i.active,
        startTime: i.startTime, endTime: i.endTime, gracePeriod: i.gracePeriod,
      };
      const bad = shiftSettingError(s);
      if (bad) throw new AppError(bad.key, { field: `shifts.${n}.${bad.field}` });
      const key = `${s.personKind}:${s.shift}`;
      if (seen.has(key)) throw new AppError('duplicateNotPossible', { field: `shifts.${n}.shift` });
      seen.add(key);
      return s;
    });
    return writeTransaction(ctx, async (em) => {
      const repo = em.getRepository(AttendanceShift);
      for (const s of wanted) {
        const row = (await repo.findOneBy({ code, personKind: s.personKind, shift: s.shift })) ?? repo.create({ code, personKind: s.personKind, shift: s.shift });
        Object.assign(row, { name: s.name, active: s.active, startTime: s.startTime, endTime: s.endTime, gracePeriod: s.gracePeriod });
        await repo.save(row);
      }
      if (weeklyHoliday !== undefined && weeklyHoliday !== null) {
        const settings = await settingsOf(em, code);
        settings.weeklyHoliday = weeklyHoliday;
        await em.getRepository(AcademySettings).save(settings);
      }
      return shiftSettingsOf(em, code);
    });
  },
};
