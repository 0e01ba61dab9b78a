import { Router, type Request } from 'express';
import { intParam, route, tenantPath } from '../../platform/rest';
import { fromPlain } from '../../platform/validation';
import { FeeRuleInput } from './fee-rule.types';
import { feeRuleRest, feeRulesService } from './fee-rules.service';

const list = (v: unknown): unknown => (Array.isArray(v) ? v : typeof v === 'string' && v.trim() ? [v] : v === undefined || v === null ? [] : v);

/** The spec's list of rules ({ data: [...] }, or { rules: [...] }): users are class names, group group names. */
function rulesFromRest(req: Request): FeeRuleInput[] {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const rows = Array.isArray(body.data) ? body.data : Array.isArray(body.rules) ? body.rules : [];
  return rows.map((raw) => {
    const row = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
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
export function accountRoutes(): Router {
  const r = Router();

  r.get('/fee_rules/:code', tenantPath, route(async (ctx) => ({ data: { rules: (await feeRulesService.list(ctx)).map(feeRuleRest) } })));

  r.post('/fee_rules/new/:code', tenantPath, route(async (ctx, req) => ({
    data: { rules: (await feeRulesService.saveAll(ctx, rulesFromRest(req))).map(feeRuleRest) },
  })));

  r.delete('/fee_rule/delete/:code/:id', tenantPath, route(async (ctx, req) => {
    await feeRulesService.remove(ctx, intParam(req, 'id'));
  }));

  return r;
}
