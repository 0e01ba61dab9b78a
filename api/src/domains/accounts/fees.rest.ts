import type { Request, RequestHandler } from 'express';
import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { camelBody, intParam, snakeView, type Plain, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { departmentArg, feeAsRest, feeRestView, feesService } from './fees.service';
import { FeeInput, FeeItemInput, FeeReceiptInput, FeeSheetArgs, type FeeLineView } from './fees.types';

const number = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);
const text = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const word = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/**
 * The fee payload: provider_id (the student's id) or admitNo, year, date, note, department and the
 * spec's receipt_data items (selectedMonths, subject, totalAmount); `items` is taken too; a new
 * payment may ask for its receipt: receipt { fund, regarding, principalCode }.
 */
function feeInput(req: Request, withId: boolean): Promise<FeeInput> {
  const b = camelBody(req);
  const list = Array.isArray(b.receiptData) ? b.receiptData : Array.isArray(b.items) ? b.items : b.receiptData ?? b.items ?? [];
  const items = Array.isArray(list)
    ? list.map((raw) => {
        const i = camelBody((raw && typeof raw === 'object' ? raw : {}) as Plain);
        const months = i.selectedMonths ?? i.months;
        return fromPlain(FeeItemInput, {
          selectedMonths: Array.isArray(months) ? months.map(text) : months, subject: i.subject ?? '', totalAmount: number(i.totalAmount ?? i.amount),
        });
      })
    : list;
  return check(fromPlain(FeeInput, {
    ...(withId ? { id: b.id } : {}),
    department: b.department ?? 'accounts',
    admitNo: number(b.admitNo) ?? undefined,
    providerId: number(b.providerId) ?? undefined,
    year: number(b.year) ?? 0,
    date: b.date ?? undefined,
    note: b.note ?? undefined,
    items,
    receipt: b.receipt && typeof b.receipt === 'object' && !Array.isArray(b.receipt) ? fromPlain(FeeReceiptInput, camelBody(b.receipt as Plain)) : undefined,
  }) as FeeInput);
}

/** A line with the months paid and the months owed (partly or wholly) as lists. */
function lineRest(l: FeeLineView) {
  return {
    ...snakeView(l),
    periods: l.periods.map(snakeView),
    paid_months: l.periods.filter((p) => p.status === 'paid').map((p) => p.period),
    due_months: l.periods.filter((p) => p.status === 'due' || p.status === 'partial').map((p) => p.period),
  };
}

/** /api/account fee calls (spec doc 2 §7 Account). */
export const feeRest: RestRoutes = {
  'POST /fees/new/:code': async (ctx, req) => {
    const input = await feeInput(req, false);
    return { fee: feeAsRest(await feesService.save(ctx, input)) };
  },
  'PUT /fee/update/:code': async (ctx, req) => {
    const input = await feeInput(req, true);
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    return { fee: feeAsRest(await feesService.save(ctx, input)) };
  },
  'POST /fee/delete/:code/:id': async (ctx, req) => {
    await feesService.remove(ctx, intParam(req, 'id'));
  },
  'GET /fees/:code': async (ctx, req) => {
    const q = camelBody(req.query as Plain);
    const department = departmentArg(q.department) ?? 'accounts';
    const page = await feesService.list(ctx, pageFromQuery(q), { department, search: word(q.search) });
    return { fees: page.items.map(feeAsRest), total: page.total };
  },
  // The sheet's filters: class_name, group, subject, month (YYYY-MM, a name or 1–12), year; department.
  'GET /fees/sheet/:code': async (ctx, req) => {
    const q = camelBody(req.query as Plain);
    const args = await check(fromPlain(FeeSheetArgs, {
      department: q.department ?? 'accounts', className: q.className ?? '', groupName: q.group ?? q.groupName ?? undefined,
      subject: q.subject ?? '', month: q.month ?? '', year: q.year === undefined || q.year === '' ? undefined : number(q.year),
    }));
    const sheet = await feesService.sheet(ctx, args);
    return { ...snakeView(sheet), rows: sheet.rows.map(snakeView) };
  },
  // One student's titles (of the class in the path) with the months paid and owed; ?year=&department=.
  'GET /fees/student/:code/:id/:class_name': async (ctx, req) => {
    const q = camelBody(req.query as Plain);
    const year = q.year === undefined || q.year === '' ? null : Number(q.year);
    if (year !== null && !Number.isInteger(year)) throw new AppError('invalidValue', { field: 'year' });
    const view = await feesService.ofStudent(ctx, { providerId: intParam(req, 'id') }, {
      year, department: departmentArg(q.department), className: String(req.params.class_name ?? '').trim(),
    });
    const { lines, payments, ...student } = view;
    return { student: snakeView(student), fees: lines.map(lineRest), payments: payments.map(feeRestView) };
  },
};

/** Extra middleware by route key. */
export const feeRestBefore: Record<string, RequestHandler[]> = {};
