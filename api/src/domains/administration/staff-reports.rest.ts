import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { body, camelBody, intParam, type Plain, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { STAFF_REPORT_ROWS } from '../../rules/staff-reports';
import { StaffReportInput, StaffReportRowInput } from './staff-report.types';
import { staffReportAnswer, staffReportsService } from './staff-reports.service';

const FLAT = /^(reportSubject|studentReport|officeReport)(\d+)$/;
const ROW_FIELD = { reportSubject: 'subject', studentReport: 'studentReport', officeReport: 'officeReport' } as const;
/** A blank (absent or null) text is ''; anything else goes on as it came, for the input's rules to judge. */
const textOf = (v: unknown) => (v === undefined || v === null ? '' : v);

/**
 * The triples of a REST body: the spec's flat fields report_subject0 … office_report9 (or
 * reportSubject0 …), or a `rows` list of { subject, studentReport, officeReport }.
 */
function rowsOf(b: Plain): StaffReportRowInput[] {
  if (Array.isArray(b.rows)) {
    return b.rows.map((r) => {
      const o = r && typeof r === 'object' ? camelBody(r as Plain) : {};
      return fromPlain(StaffReportRowInput, { subject: textOf(o.subject), studentReport: textOf(o.studentReport), officeReport: textOf(o.officeReport) });
    });
  }
  const byIndex = new Map<number, Plain>();
  for (const [key, value] of Object.entries(b)) {
    const m = FLAT.exec(key);
    if (!m) continue;
    const i = Number(m[2]);
    // More than ten triples (report_subject10 …) is refused like an eleventh row.
    if (i >= STAFF_REPORT_ROWS) throw new AppError('invalidValue', { field: 'rows' });
    byIndex.set(i, { ...byIndex.get(i), [ROW_FIELD[m[1] as keyof typeof ROW_FIELD]]: value });
  }
  const count = byIndex.size ? Math.max(...byIndex.keys()) + 1 : 0;
  return Array.from({ length: count }, (_, i) => {
    const o = byIndex.get(i) ?? {};
    return fromPlain(StaffReportRowInput, { subject: textOf(o.subject), studentReport: textOf(o.studentReport), officeReport: textOf(o.officeReport) });
  });
}

/** The report of a REST body (camelCase or the spec's snake_case names). */
function reportInput(plain: Plain, withId: boolean): StaffReportInput {
  const b = camelBody(plain);
  return fromPlain(StaffReportInput, {
    id: withId ? b.id : undefined,
    staffId: textOf(b.staffId ?? b.idNo),
    reportType: textOf(b.reportType),
    date: textOf(b.date),
    rows: rowsOf(b),
  });
}

/** /api/adminis staff report routes (spec doc 1 §7 "Staff reports"). */
export const staffReportRest: RestRoutes = {
  'POST /staff/report/new/:code': async (ctx, req) => {
    const input = await check(reportInput(body(req), false));
    return { report: staffReportAnswer(await staffReportsService.save(ctx, input)) };
  },
  // Newest date first; `?page=&pageSize=` or `?offset=&limit=` (default the first 100), `?search=`.
  'GET /staff/reports/:code': async (ctx, req) => {
    const search = typeof req.query.search === 'string' ? req.query.search : null;
    const { items, total } = await staffReportsService.page(ctx, pageFromQuery(req.query as Plain), search);
    return { reports: items.map(staffReportAnswer), total };
  },
  'PUT /staff/report/update/:code': async (ctx, req) => {
    const input = await check(reportInput(body(req), true));
    if (input.id == null) throw new AppError('requiredField', { field: 'id' });
    return { report: staffReportAnswer(await staffReportsService.save(ctx, input)) };
  },
  'DELETE /staff/report/delete/:code/:id': async (ctx, req) => {
    await staffReportsService.remove(ctx, intParam(req, 'id'));
  },
};
