import { authorize } from '../../platform/authorize';
import type { Ctx } from '../../platform/context';
import { owned, searchWhere, type Page, type PageArgs } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { keptRows, STAFF_REPORT_ROWS, staffReportProblem } from '../../rules/staff-reports';
import { StaffReport } from './staff-report.entity';
import type { StaffReportInput } from './staff-report.types';
import { Staff } from './staff.entity';

/** The GraphQL view of a report. */
export function staffReportView(r: StaffReport) {
  return {
    id: r.id, staffId: r.staffId, name: r.name, designation: r.designation, reportType: r.reportType, date: r.date,
    rows: r.triples, subjectCount: r.triples.length, createdAt: r.createdAt,
  };
}

/**
 * The spec's REST answer (doc 1 §3): id, staff_id, name, designation, report_type, date and the ten
 * triples as flat fields report_subject0-9, student_report0-9, office_report0-9 ('' where blank).
 */
export function staffReportAnswer(r: StaffReport) {
  const out: Record<string, unknown> = {
    id: r.id, staff_id: r.staffId, name: r.name, designation: r.designation, report_type: r.reportType, date: r.date,
  };
  for (let i = 0; i < STAFF_REPORT_ROWS; i++) {
    const row = r.triples[i];
    out[`report_subject${i}`] = row?.subject ?? '';
    out[`student_report${i}`] = row?.studentReport ?? '';
    out[`office_report${i}`] = row?.officeReport ?? '';
  }
  out.created_at = r.createdAt;
  return out;
}

/** Staff reports (spec doc 1 §2 /officiantsReport; add, edit, pdf and delete by principal or superUser). */
export const staffReportsService = {
  /** A page of the academy's reports, newest date first; `search` matches staff id, name or designation. */
  async page(ctx: Ctx, args: PageArgs, search?: string | null): Promise<Page<StaffReport>> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, StaffReport).page(args, searchWhere<StaffReport>(['staffId', 'name', 'designation'], search), { date: 'DESC', id: 'DESC' });
  },

  async get(ctx: Ctx, id: number): Promise<StaffReport> {
    authorize(ctx, { permission: 'academy.read' });
    return owned(ctx, StaffReport).get(id);
  },

  /** The form's id lookup: the staff member with this staff id (name, designation), else sorryNotFound. */
  async person(ctx: Ctx, staffId: string): Promise<Staff> {
    authorize(ctx, { permission: 'academy.read' });
    const id = staffId.trim();
    if (!id) throw new AppError('sorryNotFound');
    return owned(ctx, Staff).getBy({ staffId: id });
  },

  /** Adds a report, or updates the academy's report `input.id`; name and designation come from the staff row. */
  async save(ctx: Ctx, input: StaffReportInput): Promise<StaffReport> {
    authorize(ctx, { permission: 'staffReport.write', write: true });
    const problem = staffReportProblem(input);
    if (problem) throw new AppError(problem.code, problem.field ? { field: problem.field } : {});
    const reports = owned(ctx, StaffReport);
    const report = input.id != null ? await reports.get(input.id) : reports.create({});
    const staff = await owned(ctx, Staff).getBy({ staffId: input.staffId.trim() });
    Object.assign(report, {
      staffRowId: staff.id, staffId: staff.staffId, name: staff.name, designation: staff.designation,
      reportType: input.reportType, date: input.date, triples: keptRows(input.rows),
    });
    return reports.repo.save(report);
  },

  async remove(ctx: Ctx, id: number): Promise<void> {
    authorize(ctx, { permission: 'staffReport.write', write: true });
    await owned(ctx, StaffReport).remove(id);
  },
};
