import { In, Not, type EntityManager } from 'typeorm';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { writeTransaction } from '../../platform/transactions';
import { isIsoDate } from '../../rules/dates';
import { deviceView } from '../attendance/attendance.service';
import { checkDeviceForm, devicePolicy } from '../attendance/device-address';
import type { AttendanceDeviceInput } from '../attendance/attendance.types';
import { AttendanceDevice } from '../attendance/entities';
import { Academy } from '../auth/academy.entity';
import { authorizeOperator } from './access';
import { writeAudit } from './academies.service';
import type { ControllerDeviceView } from './devices.types';

/** What an audit row records of a device: never its secret code (a change shows as `secretCodeChanged`). */
export function deviceAuditFields(d: AttendanceDevice) {
  return { deviceId: d.id, deviceName: d.deviceName, deviceUser: d.deviceUser, ipAddress: d.ipAddress, port: d.port, expiryDate: d.expiryDate, email: d.email };
}

async function academyOf(em: EntityManager, code: string): Promise<Academy> {
  const academy = await em.getRepository(Academy).findOneBy({ code });
  if (!academy) throw new AppError('sorryNotFound');
  return academy;
}

/**
 * /controller/attendacneDevice: the attendance devices of every academy. A super_admin adds, edits
 * and deletes them for an academy (the same rules as the academy's own device form: the address and
 * port (device-address.ts), and the same ip address and e-mail as another of its devices is
 * duplicateNotPossible); each change is audited on the academy.
 */
export const controllerDevices = {
  /** Devices of every academy (or of one), by academy then name, with the academy's name. */
  async list(ctx: Ctx, code: string): Promise<ControllerDeviceView[]> {
    authorizeOperator(ctx, 'controller.read');
    const devices = await ctx.db.getRepository(AttendanceDevice).find({ where: code ? { code } : {}, order: { code: 'ASC', deviceName: 'ASC', id: 'ASC' } });
    const academies = await ctx.db.getRepository(Academy).find({ where: { code: In([...new Set(devices.map((d) => d.code))]) }, select: { code: true, name: true } });
    const names = new Map(academies.map((a) => [a.code, a.name]));
    return devices.map((d) => ({ ...deviceView(d), code: d.code, academyName: names.get(d.code) ?? '' }));
  },

  /** Adds (no id) or updates (id of a device of that academy, else sorryNotFound) a device of academy `code`. */
  async save(ctx: Ctx, code: string, input: AttendanceDeviceInput): Promise<ControllerDeviceView> {
    authorizeOperator(ctx, 'controller.write');
    if (!isIsoDate(input.expiryDate)) throw new AppError('invalidValue', { field: 'expiryDate' });
    // the same address and port rules as the academy's own form (the server connects to it)
    const ipAddress = await checkDeviceForm(input.ipAddress, input.port, devicePolicy(ctx.config));
    const { device, academy } = await writeTransaction(ctx, async (em) => {
      const academy = await academyOf(em, code);
      const repo = em.getRepository(AttendanceDevice);
      const row = input.id ? await repo.findOneBy({ id: input.id, code }) : repo.create({ code });
      if (!row) throw new AppError('sorryNotFound');
      const before = row.id ? deviceAuditFields(row) : null;
      const email = input.email.trim().toLowerCase();
      if (await repo.existsBy({ code, ipAddress, email, ...(row.id ? { id: Not(row.id) } : {}) })) throw new AppError('duplicateNotPossible', { field: 'ipAddress' });
      const secretCodeChanged = !!row.id && row.secretCode !== input.secretCode;
      Object.assign(row, {
        deviceName: input.deviceName.trim(), deviceUser: input.deviceUser ?? 'All', ipAddress, port: input.port,
        secretCode: input.secretCode, expiryDate: input.expiryDate, email,
      });
      const saved = await repo.save(row);
      const after = { ...deviceAuditFields(saved), ...(secretCodeChanged ? { secretCodeChanged: true } : {}) };
      await writeAudit(ctx, em, code, before ? 'deviceUpdate' : 'deviceCreate', before, after);
      return { device: saved, academy };
    }).catch((e: unknown) => {
      // A race for the (code, ipAddress, email) key lost after the check: the same answer as the check.
      if (e instanceof AppError && e.code === 'duplicateNotPossible') throw new AppError('duplicateNotPossible', { field: 'ipAddress' });
      throw e;
    });
    return { ...deviceView(device), code: device.code, academyName: academy.name };
  },

  /** Deletes device `id` of academy `code` (its records stay), else sorryNotFound. */
  async remove(ctx: Ctx, code: string, id: number): Promise<void> {
    authorizeOperator(ctx, 'controller.write');
    await writeTransaction(ctx, async (em) => {
      const row = await em.getRepository(AttendanceDevice).findOneBy({ id, code });
      if (!row) throw new AppError('sorryNotFound');
      await em.getRepository(AttendanceDevice).delete({ id: row.id, code });
      await writeAudit(ctx, em, code, 'deviceDelete', deviceAuditFields(row), null);
    });
  },
};
