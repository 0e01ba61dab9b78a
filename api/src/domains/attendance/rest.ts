import type { Router } from 'express';
import type { Ctx } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { camelBody, intParam, restTable, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { AttendanceDeviceInput, AttendanceInput, AttendanceShiftInput } from './attendance.types';
import { sendAbsenceNow } from './absence';
import { shiftRestView, shiftsService } from './shifts.service';
import { attendanceService, deviceRestView, recordRestViews } from './attendance.service';
import { pullNow } from './puller';

const text = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const num = (v: unknown) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v);
const word = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/**
 * /api/others (spec doc 2 §7 Others): devices (POST save_device, GET devices, DELETE device/delete)
 * and records (GET attendances/{code}, DELETE delete_attendance/{code}/{id}); beyond the spec, the
 * manual entry POST attendance/new/{code}, POST device/pull/{code}/{id} ("pull now"), the shift
 * settings GET attendance_shifts/{code} and PUT attendance_shifts/update/{code} (superUser), and POST
 * absence_sms/send/{code} ("send absence messages now").
 */
const routes: RestRoutes = {
  'GET /attendances/:code': async (ctx: Ctx, req) => {
    const q = camelBody(req.query as Record<string, unknown>);
    const from = word(q.from) ?? ctx.clock.today();
    const page = await attendanceService.list(ctx, { offset: Number(q.offset ?? 0) || 0, limit: Math.min(Number(q.limit ?? 100) || 100, 500) }, {
      from, to: word(q.to) ?? from, personKind: word(q.userType ?? q.personKind), shift: word(q.shift), search: word(q.search),
    });
    return { attendance: await recordRestViews(ctx, page.items), total: page.total };
  },
  'DELETE /delete_attendance/:code/:id': async (ctx, req) => {
    await attendanceService.remove(ctx, intParam(req, 'id'));
  },
  'POST /attendance/new/:code': async (ctx, req) => {
    const b = camelBody(req);
    const input = await check(fromPlain(AttendanceInput, {
      personKind: b.personKind ?? b.userType ?? '', idNo: text(b.idNo) ?? '', date: b.date ?? '', arrival: b.arrival ?? '',
      shift: b.shift ?? '', startTime: b.startTime ?? undefined, endTime: b.endTime ?? undefined,
      gracePeriod: num(b.gracePeriod) ?? undefined, method: b.method ?? undefined,
    }));
    return { attendance: (await recordRestViews(ctx, [await attendanceService.save(ctx, input)]))[0] };
  },
  'POST /save_device': async (ctx, req) => {
    const b = camelBody(req);
    const input = await check(fromPlain(AttendanceDeviceInput, {
      id: num(b.id) || undefined, deviceName: b.deviceName ?? '', deviceUser: b.deviceUser || undefined, ipAddress: b.ipAddress ?? '',
      port: num(b.port) ?? '', secretCode: text(b.secretCode) ?? '', expiryDate: b.expiryDate ?? '', email: b.email ?? '',
    }));
    return { device: deviceRestView(await attendanceService.saveDevice(ctx, input)) };
  },
  'GET /devices': async (ctx) => ({ devices: (await attendanceService.devices(ctx)).map(deviceRestView) }),
  'DELETE /device/delete': async (ctx, req) => {
    const id = Number(num(camelBody(req).id ?? (req.query as Record<string, unknown>).id));
    if (!Number.isInteger(id) || id < 1) throw new AppError('sorryNotFound');
    await attendanceService.removeDevice(ctx, id);
  },
  // answers at once ({deviceId, started}); the outcome comes on the device (GET devices: last_pulled_at, last_error, last_added, pulling)
  'POST /device/pull/:code/:id': async (ctx, req) => ({ pull: await pullNow(ctx, intParam(req, 'id')) }),
  'GET /attendance_shifts/:code': async (ctx) => ({ shifts: (await shiftsService.list(ctx)).map(shiftRestView), weekly_holiday: await shiftsService.weeklyHoliday(ctx) }),
  'PUT /attendance_shifts/update/:code': async (ctx, req) => {
    const body = camelBody(req);
    const list = Array.isArray(body.shifts) ? body.shifts : null;
    if (!list?.length) throw new AppError('requiredField', { field: 'shifts' });
    const inputs = [];
    for (const raw of list) {
      const b = camelBody(raw && typeof raw === 'object' && !Array.isArray(raw) ? raw as Record<string, unknown> : {});
      inputs.push(await check(fromPlain(AttendanceShiftInput, {
        personKind: b.personKind ?? b.userType ?? '', shift: b.shift ?? '', name: b.name ?? '',
        active: b.active === 'true' ? true : b.active === 'false' ? false : b.active, startTime: b.startTime ?? '', endTime: b.endTime ?? '',
        gracePeriod: num(b.gracePeriod) ?? '',
      })));
    }
    const w = body.weeklyHoliday === undefined || body.weeklyHoliday === null || body.weeklyHoliday === '' ? null : num(body.weeklyHoliday);
    if (w !== null && typeof w !== 'number') throw new AppError('invalidValue', { field: 'weeklyHoliday' });
    const weeklyHoliday = w as number | null;
    const shifts = (await shiftsService.save(ctx, inputs, weeklyHoliday)).map(shiftRestView);
    return { shifts, weekly_holiday: await shiftsService.weeklyHoliday(ctx) };
  },
  'POST /absence_sms/send/:code': async (ctx) => ({ absence: await sendAbsenceNow(ctx) }),
};

/** /api/others: the attendance and device calls (spec doc 2 §7 Others). */
export function attendanceRoutes(): Router {
  return restTable(routes);
}
