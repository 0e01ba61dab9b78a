import { StaffReport } from '../../../api/src/domains/administration/staff-report.entity';
import { Staff } from '../../../api/src/domains/administration/staff.entity';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Staff reports: B's reports (and the staff they are for) never reach A, and A changes none of them. */
let bReport: StaffReport;
const STAFF_ID = 'B-secret-report-staff';
const SAVE = 'mutation($i: StaffReportInput!) { saveStaffReport(input: $i) { id name staffId rows { subject } } }';
const REPORT = 'id staffId name designation rows { subject studentReport officeReport }';
const input = (over: Record<string, unknown> = {}) => ({
  staffId: STAFF_ID, reportType: 'monthly', date: '2026-03-01', rows: [{ subject: 'planted', studentReport: '', officeReport: '' }], ...over,
});
const flat = (over: Record<string, unknown> = {}) => ({
  staff_id: STAFF_ID, report_type: 'monthly', date: '2026-03-01', report_subject0: 'planted', student_report0: '', office_report0: '', ...over,
});

export const staffReportsArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    const staff = await s.db.getRepository(Staff).save(s.db.getRepository(Staff).create({
      code, staffId: STAFF_ID, name: 'B-secret-report-teacher', fatherName: 'x', designation: 'B-secret-report-designation', birthDate: '1980-01-01',
      mobile: '01700000000', nid: '990000000301',
    }));
    const repo = s.db.getRepository(StaffReport);
    bReport = await repo.save(repo.create({
      code, staffRowId: staff.id, staffId: STAFF_ID, name: 'B-secret-report-teacher', designation: 'B-secret-report-designation', reportType: 'monthly',
      date: '2026-03-01', triples: [{ subject: 'B-secret-report-subject', studentReport: 'B-secret-student-report', officeReport: 'B-secret-office-report' }],
    }));
  },

  graphql: (s, A) => ({
    staffReports: () => gql(s.url, `{ staffReports(search: "B-secret") { total items { ${REPORT} } } }`, {}, A.token),
    staffReport: () => gql(s.url, `query($id: Int!) { staffReport(id: $id) { ${REPORT} } }`, { id: bReport.id }, A.token),
    staffReportPerson: () => gql(s.url, 'query($s: String!) { staffReportPerson(staffId: $s) { name designation } }', { s: STAFF_ID }, A.token),
    saveStaffReport: () => gql(s.url, SAVE, { i: input({ id: bReport.id }) }, A.token),
    deleteStaffReport: () => gql(s.url, 'mutation($id: Int!) { deleteStaffReport(id: $id) }', { id: bReport.id }, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    return {
      'POST /api/adminis/staff/report/new/:code': () => [
        rest(s.url, 'POST', `/api/adminis/staff/report/new/${b}`, { ...as, body: flat() }),
        // B's staff id under A's own code: not found in A.
        rest(s.url, 'POST', `/api/adminis/staff/report/new/${a}`, { ...as, body: flat() }),
      ],
      'GET /api/adminis/staff/reports/:code': () => [
        rest(s.url, 'GET', `/api/adminis/staff/reports/${b}`, as),
        rest(s.url, 'GET', `/api/adminis/staff/reports/${a}?search=B-secret`, as),
      ],
      'PUT /api/adminis/staff/report/update/:code': () => [
        rest(s.url, 'PUT', `/api/adminis/staff/report/update/${b}`, { ...as, body: flat({ id: bReport.id }) }),
        rest(s.url, 'PUT', `/api/adminis/staff/report/update/${a}`, { ...as, body: flat({ id: bReport.id }) }),
      ],
      'DELETE /api/adminis/staff/report/delete/:code/:id': () => [
        rest(s.url, 'DELETE', `/api/adminis/staff/report/delete/${b}/${bReport.id}`, as),
        rest(s.url, 'DELETE', `/api/adminis/staff/report/delete/${a}/${bReport.id}`, as),
      ],
    };
  },

  snapshot: (s, B) => s.db.getRepository(StaffReport).find({ where: { code: B.academy.code }, order: { id: 'ASC' } }),
};
