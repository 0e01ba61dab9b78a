import type { Request, RequestHandler } from 'express';
import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { camelBody, intParam, type Plain, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { SALARY_MONEY_KEYS, VOUCHER_LINES } from '../../rules/salary';
import { PaySalaryInput, SalaryRowInput, SalarySheetInput, SalarySheetListArgs } from './salaries.types';
import { salariesService, salarySheetRest } from './salaries.service';
import { VoucherInput, VoucherLineInput, VoucherListArgs } from './vouchers.types';
import { vouchersService, voucherRestView } from './vouchers.service';

/** A number from JSON or a form ('' and null: absent); anything else is passed on for the validator to refuse. */
function num(v: unknown): unknown {
  if (v === '' || v === null || v === undefined) return null;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return v;
}

const text = (v: unknown): unknown => (v === undefined || v === null ? '' : v);

/** The principal's code of a body: principalSign (the spec's field), principalCode or securityCode. */
const principalCode = (b: Plain): string | null => {
  const v = b.principalSign ?? b.principalCode ?? b.securityCode;
  return typeof v === 'string' ? v : null;
};

/**
 * The spec's voucher payload: fund, voucherNo, name, description, regarding1..10 and amount1..10
 * (or lines: [{ regarding, amount }]), date, department (default accounts), principalSign (the
 * principal's code); inWords and total are computed by the server and ignored.
 */
function voucherInput(req: Request, withId: boolean): VoucherInput {
  const b = camelBody(req);
  const lines = Array.isArray(b.lines)
    ? b.lines.map((l) => camelBody((l && typeof l === 'object' ? l : {}) as Plain))
    : Array.from({ length: VOUCHER_LINES }, (_, i) => ({ regarding: b[`regarding${i + 1}`], amount: b[`amount${i + 1}`] }));
  // Trailing lines that are wholly blank are not lines at all (the form always sends ten).
  while (lines.length > 1 && text(lines[lines.length - 1].regarding) === '' && num(lines[lines.length - 1].amount) === null) lines.pop();
  return fromPlain(VoucherInput, {
    id: withId ? num(b.id) : undefined,
    department: b.department ?? 'accounts',
    fund: text(b.fund),
    voucherNo: num(b.voucherNo),
    name: text(b.name),
    description: text(b.description),
    lines: lines.map((l) => fromPlain(VoucherLineInput, { regarding: text(l.regarding), amount: num(l.amount) })),
    date: text(b.date),
    principalSign: principalCode(b),
  });
}

/** A salary row from the body (camelCase or snake_case; amounts as numbers or numeric strings, blank: 0). */
function salaryRow(raw: unknown): SalaryRowInput {
  const plain = camelBody((raw && typeof raw === 'object' ? raw : {}) as Plain);
  for (const k of [...SALARY_MONEY_KEYS, 'incrementPercent', 'workdays', 'attendance']) if (k in plain) plain[k] = num(plain[k]) ?? 0;
  if ('staffRowId' in plain) plain.staffRowId = num(plain.staffRowId);
  if (typeof plain.staffId === 'number') plain.staffId = String(plain.staffId);
  return fromPlain(SalaryRowInput, plain);
}

function salaryInput(req: Request, withId: boolean): SalarySheetInput {
  const b = camelBody(req);
  return fromPlain(SalarySheetInput, {
    id: withId ? num(b.id) : undefined,
    month: text(b.month),
    department: text(b.department),
    note: text(b.note),
    rows: Array.isArray(b.rows) ? b.rows.map(salaryRow) : undefined,
  });
}

/** /api/account: vouchers and salary sheets (spec doc 2 §7 Account). */
export const voucherRest: RestRoutes = {
  'POST /voucher/new/:code': async (ctx, req) => {
    const input = await check(voucherInput(req, false));
    return { voucher: voucherRestView(await vouchersService.create(ctx, input)) };
  },
  'GET /vouchers/:code': async (ctx, req) => {
    const q = camelBody(req.query as Plain);
    const args = await check(Object.assign(fromPlain(VoucherListArgs, { department: q.department ?? 'accounts', search: typeof q.search === 'string' ? q.search : undefined }), pageFromQuery(q)));
    const page = await vouchersService.list(ctx, args);
    return {
      vouchers: page.items.map(voucherRestView), total: page.total,
      general_fund_voucher_no: page.generalFundVoucherNo, charity_fund_voucher_no: page.charityFundVoucherNo,
    };
  },
  'PUT /voucher/update/:code': async (ctx, req) => {
    const input = await check(voucherInput(req, true));
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    return { voucher: voucherRestView(await vouchersService.update(ctx, input)) };
  },
  'POST /voucher/delete/:code/:id': async (ctx, req) => {
    await vouchersService.remove(ctx, intParam(req, 'id'), principalCode(camelBody(req)));
  },

  'POST /salary/new/:code': async (ctx, req) => {
    const input = await check(salaryInput(req, false));
    return { salary: salarySheetRest(await salariesService.create(ctx, input)) };
  },
  'GET /salaries/:code': async (ctx, req) => {
    const q = camelBody(req.query as Plain);
    const args = await check(Object.assign(fromPlain(SalarySheetListArgs, { month: typeof q.month === 'string' ? q.month : undefined }), pageFromQuery(q)));
    const page = await salariesService.list(ctx, args);
    return { salaries: page.items.map(salarySheetRest), total: page.total };
  },
  'PUT /salary/update/:code': async (ctx, req) => {
    const input = await check(salaryInput(req, true));
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    return { salary: salarySheetRest(await salariesService.update(ctx, input)) };
  },
  'DELETE /salary/delete/:code/:id': async (ctx, req) => {
    await salariesService.remove(ctx, intParam(req, 'id'));
  },
  // Not in the spec (which names no payment call): pays the sheet with one accounts voucher.
  'POST /salary/pay/:code/:id': async (ctx, req) => {
    const b = camelBody(req);
    const input = await check(fromPlain(PaySalaryInput, { id: intParam(req, 'id'), fund: b.fund ?? 'generalFund', date: text(b.date), principalSign: principalCode(b) }));
    const { sheet, voucher } = await salariesService.pay(ctx, input);
    return { salary: salarySheetRest(sheet), voucher: voucherRestView(voucher) };
  },
};

/** Extra middleware by route key (none: JSON bodies only). */
export const voucherRestBefore: Record<string, RequestHandler[]> = {};
