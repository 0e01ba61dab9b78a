import type { Router } from 'express';
import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { body, camelBody, intParam, restTable, type Plain } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { HOSTEL_SCORES } from '../../rules/hostel-reports';
import { HostelReportInput, HostelScoreInput } from './hostel-report.types';
import { hostelReportAnswer, hostelReportsService } from './hostel-reports.service';

const FLAT = /^(heading|number)(\d+)$/;
/** A blank (absent or null) text is ''; anything else goes on as it came, for the rules to judge. */
const textOf = (v: unknown) => (v === undefined || v === null ? '' : v);
/** A blank number (absent, null, '') is null; a numeric string is its number; anything else as it came. */
const numberOf = (v: unknown) => {
  if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) return null;
  return typeof v === 'string' && !Number.isNaN(Number(v)) ? Number(v) : v;
};
const score = (o: Plain) => fromPlain(HostelScoreInput, { heading: textOf(o.heading), number: numberOf(o.number) });

/** The score columns of a REST body: the spec's flat heading0 … number9, or a `scores` list of { heading, number }. */
function scoresOf(b: Plain): HostelScoreInput[] {
  if (Array.isArray(b.scores)) return b.scores.map((r) => score(r && typeof r === 'object' ? (r as Plain) : {}));
  const byIndex = new Map<number, Plain>();
  for (const [key, value] of Object.entries(b)) {
    const m = FLAT.exec(key);
    if (!m) continue;
    const i = Number(m[2]);
    // An eleventh column (heading10 …) is refused like an eleventh score.
    if (i >= HOSTEL_SCORES) throw new AppError('invalidValue', { field: 'scores' });
    byIndex.set(i, { ...byIndex.get(i), [m[1]]: value });
  }
  const count = byIndex.size ? Math.max(...byIndex.keys()) + 1 : 0;
  return Array.from({ length: count }, (_, i) => score(byIndex.get(i) ?? {}));
}

/**
 * The report of a REST body (camelCase or the spec's snake_case names). The spec's name,
 * department, class and provider fields are accepted and not used: the server fills them from the
 * student row and the signed-in user.
 */
function reportInput(plain: Plain, withId: boolean): HostelReportInput {
  const b = camelBody(plain);
  const admitNo = numberOf(b.admitNo);
  return fromPlain(HostelReportInput, {
    id: withId ? b.id : undefined,
    admitNo: admitNo ?? '',
    reportType: textOf(b.reportType),
    date: textOf(b.date),
    reportStage: textOf(b.reportStage),
    scores: scoresOf(b),
    comment: textOf(b.comment),
  });
}

/** /api/hostel: the hostel report calls (spec doc 2 §7). */
export function hostelRoutes(): Router {
  return restTable({
    'POST /report/new/:code': async (ctx, req) => {
      const input = await check(reportInput(body(req), false));
      return { report: hostelReportAnswer(await hostelReportsService.save(ctx, input)) };
    },
    // Newest date first; `?page=&pageSize=` or `?offset=&limit=` (default the first 100), `?search=`.
    'GET /student_reports/:code': async (ctx, req) => {
      const search = typeof req.query.search === 'string' ? req.query.search : null;
      const { items, total } = await hostelReportsService.page(ctx, pageFromQuery(req.query as Plain), search);
      return { student_reports: items.map(hostelReportAnswer), total };
    },
    'PUT /report/update/:code': async (ctx, req) => {
      const input = await check(reportInput(body(req), true));
      if (input.id == null) throw new AppError('requiredField', { field: 'id' });
      return { report: hostelReportAnswer(await hostelReportsService.save(ctx, input)) };
    },
    'DELETE /report/delete/:code/:id': async (ctx, req) => {
      await hostelReportsService.remove(ctx, intParam(req, 'id'));
    },
  });
}
