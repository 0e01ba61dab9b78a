import type { Request, RequestHandler } from 'express';
import { camelBody, snakeView, type Plain, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { COUNT_TYPES, REPORT_TYPES, typeParts } from '../../rules/counts';
import { isIsoDate } from '../../rules/dates';
import { countsService } from './counts.service';
import { CountArgs, CountTypeArgs, ReportArgs, type CountView, type ReportView } from './counts.types';

const ALL_TYPES = [...COUNT_TYPES, ...REPORT_TYPES];

/**
 * The query (GET) or body (others), camelCase; `monthlyType` is accepted for `type` (when type is
 * absent or not a count or report type while monthlyType is one); `department` is accounts (when
 * not sent) or boarding; `date` is the period (YYYY-MM, YYYY) or the spec's full date YYYY-MM-DD.
 */
function fields(req: Request): Plain {
  const raw = camelBody(req.method === 'GET' ? (req.query as Plain) : camelBody(req));
  // The spec's payloads name the count by type, or by monthlyType beside a type of another kind
  // (the yearly calls and the delete's second form: type, date, monthlyType, monthNames).
  const known = (v: unknown) => typeof v === 'string' && (ALL_TYPES as readonly string[]).includes(v.trim());
  if (raw.monthlyType !== undefined && (raw.type === undefined || (!known(raw.type) && known(raw.monthlyType)))) raw.type = raw.monthlyType;
  if (typeof raw.date === 'number') raw.date = String(raw.date);
  return { type: raw.type ?? '', date: periodOf(raw.type, raw.date), department: raw.department ?? 'accounts', search: raw.search };
}

/**
 * The period of a date as the spec sends it: a calendar date YYYY-MM-DD gives its month (YYYY-MM)
 * to a monthly type and its year (YYYY) to a yearly one. Anything else (a period already, or a
 * malformed date such as 2026-02-30) goes on as it came, for the period rule to refuse
 * (invalidValue on date).
 */
function periodOf(type: unknown, date: unknown): unknown {
  if (typeof date !== 'string' || typeof type !== 'string') return date ?? '';
  const d = date.trim();
  const parts = typeParts(type.trim());
  if (!parts || !/^\d{4}-\d{2}-\d{2}$/.test(d) || !isIsoDate(d)) return date;
  return parts.period === 'monthly' ? d.slice(0, 7) : d.slice(0, 4);
}

async function countArgs(req: Request): Promise<CountArgs> {
  const f = fields(req);
  return check(fromPlain(CountArgs, { type: f.type, date: f.date, department: f.department }));
}
async function reportArgs(req: Request): Promise<ReportArgs> {
  const f = fields(req);
  return check(fromPlain(ReportArgs, { type: f.type, date: f.date, department: f.department }));
}

const yes = (v: unknown) => v === true || v === 'true' || v === '1' || v === 'saved';

/** The spec's count record: type, fund, date, rows (income or expense), headings and counts (the heads), total. */
function countAnswer(view: CountView): Plain {
  const rows = view.kind === 'income'
    ? view.incomeRows.map((r) => snakeView(r))
    : view.expenseRows.map((r) => {
      const lines: Plain = {};
      r.lines.forEach((l, i) => { lines[`regarding${i + 1}`] = l.regarding; lines[`amount${i + 1}`] = l.amount; });
      return { voucher_no: r.voucherNo, name: r.name, date: r.date, total: r.total, ...lines };
    });
  return {
    department: view.department, type: view.type, fund: view.fund, period: view.period, date: view.date, saved: view.saved, saved_at: view.savedAt,
    columns: view.kind === 'income' ? ['book_no', 'receipt_no_till', 'regarding', 'amount', 'date'] : ['voucher_no', 'date', 'total', 'regarding{n}', 'amount{n}'],
    rows, headings: view.heads.map((h) => h.regarding), counts: view.heads.map((h) => h.amount), total: view.total,
  };
}

function reportRest(r: ReportView): Plain {
  return {
    department: r.department, type: r.type, fund: r.fund, date: r.date, saved: r.saved, pre_balance: r.preBalance, income: r.income, expense: r.expense, balance: r.balance,
    income_heads: r.incomeHeads, expense_heads: r.expenseHeads,
  };
}

/**
 * /api/account counting calls (spec doc 2 §7); every one takes `department` (query or body:
 * accounts when not sent, or boarding) and answers that department's counts. Answers:
 * - GET /counting/{code}?type&date (monthlyType for type; search=true: the saved one) → { counting }
 * - POST /counting/new/{code} { type, date } (fund, columns, rows sent by the client are ignored: the server recomputes) → { counting }
 * - GET /counting/search/{code}?type (&date: that saved count too) → { dates, counting? }
 * - DELETE /counting/delete/{code} { type, date } (the spec's other fields are ignored)
 * - POST /report/new/{code} { type, date } (preBalance and balance are recomputed, not taken) → { report }
 * - GET /report/balance/{code}?type (&date: that period's report, saved one with search=true) → { balances: saved reports oldest first, report? }
 * - DELETE /report/delete/{code} { type, date }
 */
export const countRest: RestRoutes = {
  'GET /counting/:code': async (ctx, req) => {
    const a = await countArgs(req);
    const view = yes(fields(req).search) ? await countsService.saved(ctx, a.type, a.date, a.department) : await countsService.computed(ctx, a.type, a.date, { department: a.department });
    return { counting: countAnswer(view) };
  },
  'POST /counting/new/:code': async (ctx, req) => {
    const a = await countArgs(req);
    return { counting: countAnswer(await countsService.save(ctx, a.type, a.date, a.department)) };
  },
  'GET /counting/search/:code': async (ctx, req) => {
    const f = fields(req);
    const { type, department } = await check(fromPlain(CountTypeArgs, { type: f.type, department: f.department }));
    const dates = await countsService.dates(ctx, type, department);
    if (!f.date) return { dates };
    const a = await countArgs(req);
    return { dates, counting: countAnswer(await countsService.saved(ctx, a.type, a.date, a.department)) };
  },
  'DELETE /counting/delete/:code': async (ctx, req) => {
    const a = await countArgs(req);
    await countsService.remove(ctx, a.type, a.date, a.department);
  },
  'POST /report/new/:code': async (ctx, req) => {
    const a = await reportArgs(req);
    return { report: reportRest(await countsService.saveReport(ctx, a.type, a.date, a.department)) };
  },
  'GET /report/balance/:code': async (ctx, req) => {
    const f = fields(req);
    const { type, department } = await check(fromPlain(CountTypeArgs, { type: f.type, department: f.department }));
    const balances = (await countsService.savedReports(ctx, type, department)).map(reportRest);
    if (!f.date) return { balances };
    const a = await reportArgs(req);
    const report = yes(f.search) ? await countsService.savedReport(ctx, a.type, a.date, a.department) : await countsService.report(ctx, a.type, a.date, a.department);
    return { balances, report: reportRest(report) };
  },
  'DELETE /report/delete/:code': async (ctx, req) => {
    const a = await reportArgs(req);
    await countsService.removeReport(ctx, a.type, a.date, a.department);
  },
};

/** Extra middleware by route key. */
export const countRestBefore: Record<string, RequestHandler[]> = {};
