import { HostelReport } from '../../../api/src/domains/hostel/hostel-report.entity';
import { Student } from '../../../api/src/domains/education/student.entity';
import { makeStudents } from '../../support/factories';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Hostel reports: B's reports (and the students they are for) never reach A, and A changes none of them. */
let bReport: HostelReport;
const ADMIT = 9301;
const SAVE = 'mutation($i: HostelReportInput!) { saveHostelReport(input: $i) { id studentName scores { heading } } }';
const REPORT = 'id admitNo studentName department className comment giver scores { heading number }';
const input = (over: Record<string, unknown> = {}) => ({
  admitNo: ADMIT, reportType: 'monthly', date: '2026-03-01', reportStage: 'general', scores: [{ heading: 'planted', number: 1 }], ...over,
});
const flat = (over: Record<string, unknown> = {}) => ({
  admit_no: ADMIT, report_type: 'monthly', date: '2026-03-01', report_stage: 'general', heading0: 'planted', number0: 1, ...over,
});

/** B's students and reports, for the snapshot. */
async function rowsOf(s: Parameters<IsolationArea['snapshot']>[0], code: string) {
  return {
    reports: await s.db.getRepository(HostelReport).find({ where: { code }, order: { id: 'ASC' } }),
    stages: (await s.db.getRepository(Student).find({ where: { code, admitNo: ADMIT } })).map((st) => st.reportStage),
  };
}

export const hostelArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    const [student] = await makeStudents(s, B.academy, 'B-secret-hostel-class', ['B-secret-hostel-student'], ADMIT, { department: 'B-secret-hostel-dept', reportStage: 'difficult' });
    const repo = s.db.getRepository(HostelReport);
    bReport = await repo.save(repo.create({
      code, studentId: student.id, admitNo: ADMIT, studentName: 'B-secret-hostel-student', department: 'B-secret-hostel-dept', className: 'B-secret-hostel-class',
      reportType: 'monthly', date: '2026-03-01', reportStage: 'difficult', scores: [{ heading: 'B-secret-hostel-heading', number: 42 }],
      comment: 'B-secret-hostel-comment', giver: 'B-secret-hostel-giver', giverId: B.user.id,
    }));
  },

  graphql: (s, A) => ({
    hostelReports: () => gql(s.url, `{ hostelReports(search: "B-secret") { total items { ${REPORT} } } }`, {}, A.token),
    hostelReport: () => gql(s.url, `query($id: Int!) { hostelReport(id: $id) { ${REPORT} } }`, { id: bReport.id }, A.token),
    hostelReportStudent: () => gql(s.url, 'query($a: Int!) { hostelReportStudent(admitNo: $a) { name department className } }', { a: ADMIT }, A.token),
    saveHostelReport: () => gql(s.url, SAVE, { i: input({ id: bReport.id }) }, A.token),
    deleteHostelReport: () => gql(s.url, 'mutation($id: Int!) { deleteHostelReport(id: $id) }', { id: bReport.id }, A.token),
  }),

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    return {
      'POST /api/hostel/report/new/:code': () => [
        rest(s.url, 'POST', `/api/hostel/report/new/${b}`, { ...as, body: flat() }),
        // B's admit number under A's own code: not found in A.
        rest(s.url, 'POST', `/api/hostel/report/new/${a}`, { ...as, body: flat() }),
      ],
      'GET /api/hostel/student_reports/:code': () => [
        rest(s.url, 'GET', `/api/hostel/student_reports/${b}`, as),
        rest(s.url, 'GET', `/api/hostel/student_reports/${a}?search=B-secret`, as),
      ],
      'PUT /api/hostel/report/update/:code': () => [
        rest(s.url, 'PUT', `/api/hostel/report/update/${b}`, { ...as, body: flat({ id: bReport.id }) }),
        rest(s.url, 'PUT', `/api/hostel/report/update/${a}`, { ...as, body: flat({ id: bReport.id }) }),
      ],
      'DELETE /api/hostel/report/delete/:code/:id': () => [
        rest(s.url, 'DELETE', `/api/hostel/report/delete/${b}/${bReport.id}`, as),
        rest(s.url, 'DELETE', `/api/hostel/report/delete/${a}/${bReport.id}`, as),
      ],
    };
  },

  snapshot: (s, B) => rowsOf(s, B.academy.code),
};
