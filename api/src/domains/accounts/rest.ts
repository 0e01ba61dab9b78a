import type { Request, Router } from 'express';
import { body, intParam, restTable, snakeView, type Plain, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { FeeRuleInput } from './fee-rule.types';
import { receiptRest, receiptRestBefore } from './receipts.rest';
import { voucherRest, voucherRestBefore } from './vouchers.rest';
import { feeRest, feeRestBefore } from './fees.rest';
import { countRest, countRestBefore } from './counts.rest';
import { feeRuleRest, feeRulesService } from './fee-rules.service';
import { accountsSummaryService } from './summary.service';
import { AccountsSummaryArgs } from './summary.types';

const list = (v: unknown): unknown => (Array.isArray(v) ? v : typeof v === 'string' && v.trim() ? [v] : v === undefined || v === null ? [] : v);

/** The spec's list of rules ({ data: [...] }, or { rules: [...] }): users are class names, group group names. */
function rulesFromRest(req: Request): FeeRuleInput[] {
  const b = body(req);
  const rows = Array.isArray(b.data) ? b.data : Array.isArray(b.rules) ? b.rules : [];
  return rows.map((raw) => {
    const row = (raw && typeof raw === 'object' ? raw : {}) as Plain;
    return fromPlain(FeeRuleInput, {
      fund: row.fund ?? undefined,
      title: row.title ?? undefined,
      amount: row.amount === '' || row.amount === null ? undefined : row.amount,
      classes: list(row.users ?? row.classes),
      groups: list(row.group ?? row.groups),
    });
  });
}

/** /api/account: the fee rules calls (spec §7 Account). Later issues add receipts, vouchers, counts… */
export const accountRest: RestRoutes = {
  'GET /fee_rules/:code': async (ctx) => ({ data: { rules: (await feeRulesService.list(ctx)).map(feeRuleRest) } }),
  'POST /fee_rules/new/:code': async (ctx, req) => ({
    data: { rules: (await feeRulesService.saveAll(ctx, rulesFromRest(req))).map(feeRuleRest) },
  }),
  'DELETE /fee_rule/delete/:code/:id': async (ctx, req) => {
    await feeRulesService.remove(ctx, intParam(req, 'id'));
  },
  /** The dashboard's figures: ?year=YYYY (&department=accounts|boarding) → { summary: { department, year, months: [{ month, general_income, …, income, expense }], fees_month, fees_year, … } } (taka). */
  'GET /summary/:code': async (ctx, req) => {
    const raw = String(req.query.year ?? '').trim();
    const department = req.query.department === undefined ? 'accounts' : String(req.query.department).trim();
    const args = await check(fromPlain(AccountsSummaryArgs, { year: /^\d+$/.test(raw) ? Number(raw) : raw, department }));
    const v = await accountsSummaryService.summary(ctx, args.year, args.department);
    return { summary: { ...snakeView(v), months: v.months.map((m) => snakeView(m)), fees_month: snakeView(v.feesMonth), fees_year: snakeView(v.feesYear) } };
  },
};

export function accountRoutes(): Router {
  return restTable({ ...accountRest, ...receiptRest, ...voucherRest, ...feeRest, ...countRest }, { ...receiptRestBefore, ...voucherRestBefore, ...feeRestBefore, ...countRestBefore });
}
