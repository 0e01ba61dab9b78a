import type { Request } from 'express';
import type { Ctx } from '../../platform/context';
import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { body, camelBody, intParam, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import type { LeaveKind } from '../../rules/leaves';
import { LeaveInput } from './leave.types';
import { leaveRestView, leavesService } from './leaves.service';

/** A number sent for an id number (an admit number in JSON) is its text. */
const text = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/**
 * The leave form over REST: the spec's form fields (id, idNo, leaveStart, leaveEnd, leaveReason,
 * leaveType) or its stored names (id_no, start_date, end_date, reason, leave_type).
 */
function leaveInput(req: Request, kind: LeaveKind, withId: boolean): Promise<LeaveInput> {
  const b = camelBody(req);
  return check(fromPlain(LeaveInput, {
    ...(withId ? { id: b.id } : {}),
    kind,
    idNo: text(b.idNo) ?? '',
    leaveStart: b.leaveStart ?? b.startDate ?? '',
    leaveEnd: b.leaveEnd ?? b.endDate ?? '',
    leaveReason: b.leaveReason ?? b.reason ?? '',
    leaveType: b.leaveType ?? '',
  }));
}

/** The list's filter and page from a query string or a body: idNo (id_no), search, offset/limit or page/pageSize. */
async function list(ctx: Ctx, kind: LeaveKind, plain: Record<string, unknown>) {
  const p = camelBody(plain);
  const word = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
  const page = await leavesService.list(ctx, pageFromQuery(p), { kind, idNo: word(p.idNo), search: word(p.search) });
  return { leaves: page.items.map(leaveRestView), total: page.total };
}

function routes(kind: LeaveKind) {
  return {
    create: async (ctx: Ctx, req: Request) => {
      const input = await leaveInput(req, kind, false);
      return { leave: leaveRestView(await leavesService.save(ctx, input)) };
    },
    update: async (ctx: Ctx, req: Request) => {
      const input = await leaveInput(req, kind, true);
      if (!input.id) throw new AppError('requiredField', { field: 'id' });
      return { leave: leaveRestView(await leavesService.save(ctx, input)) };
    },
    remove: async (ctx: Ctx, req: Request) => {
      await leavesService.remove(ctx, intParam(req, 'id'), kind);
    },
  };
}

const staff = routes('staff');
const student = routes('student');

/** /api/adminis staff leave (spec doc 1 §7 Administration). */
export const leaveRest: RestRoutes = {
  'POST /staff/leave/new/:code': staff.create,
  'GET /staff/leaves/:code': (ctx, req) => list(ctx, 'staff', req.query as Record<string, unknown>),
  'PUT /staff/leave/update/:code': staff.update,
  'DELETE /staff/leave/delete/:code/:id': staff.remove,
};

/** /api/education student leave routes (spec doc 1 §7 Education); the list is a POST whose body may filter. */
export const studentLeaveRest: RestRoutes = {
  'POST /student/leave/new/:code': student.create,
  'POST /student/leaves/:code': (ctx, req) => list(ctx, 'student', { ...(req.query as Record<string, unknown>), ...body(req) }),
  'PUT /student/leave/update/:code': student.update,
  'DELETE /student/leave/delete/:code/:id': student.remove,
};
