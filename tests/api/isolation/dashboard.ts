import { AttendanceRecord } from '../../../api/src/domains/attendance/entities';
import { ResultTable } from '../../../api/src/domains/education/result.entity';
import { toBookMeta } from '../../../api/src/rules/books';
import { defaultGrading } from '../../../api/src/rules/results';
import { makeStudents } from '../../support/factories';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/**
 * The academy dashboard (issue 12): A's dashboard never shows B's latest result (its grade and exam
 * are secrets), and the call changes nothing of B's. The counts themselves are checked against a
 * second academy's rows in tests/api/dashboard.test.ts.
 */
const GRADE = 'B-secret-dash-grade';
const EXAM = 'B-secret-dash-exam';
const DASHBOARD = '{ dashboard { students { active left } pendingApplications attendanceToday { present late absent } sms { balance } latestResult { examName className grades { grade count } } } }';

export const dashboardArea: IsolationArea = {
  async seed(s, _A, B) {
    const code = B.academy.code;
    const [student] = await makeStudents(s, B.academy, 'B-secret-dash-class', ['B-secret-dash-student'], 8401);
    await makeStudents(s, B.academy, '', ['B-secret-dash-applicant'], 8402, { admitNo: null, source: 'online' });
    const records = s.db.getRepository(AttendanceRecord);
    await records.save(records.create({
      code, personKind: 'student', personId: student.id, idNo: '8401', name: 'B-secret-dash-student', classDesignation: 'B-secret-dash-class',
      shift: 'day', date: '2026-03-10', arrival: '08:10:00', startTime: '08:00', endTime: '08:30', gracePeriod: 10, condition: 'present', method: 'manual', deviceId: null,
    }));
    const results = s.db.getRepository(ResultTable);
    await results.save(results.create({
      code, className: 'B-secret-dash-class', groupName: '', examName: EXAM, numberPerSubject: 100, year: 2099,
      bookMeta: toBookMeta([{ slot: 1, name: 'x', isOptional: false }]),
      grading: { ...defaultGrading(), grades: [{ grade: GRADE, from: 0, to: 100, gpa: 5, status: 'pass' }] },
      studentCount: 1, published: true, results: [[8401, 'B-secret-dash-student', 90, 90, 90, 5, GRADE, 'pass', 1]],
    }));
  },

  secrets: () => [GRADE, EXAM],

  graphql: (s, A) => ({
    dashboard: () => gql(s.url, DASHBOARD, {}, A.token),
    // the setup checklist (issue 25): counts only; B's rows must not tick A's steps (tests/api/setupChecklist.test.ts)
    setupChecklist: () => gql(s.url, '{ setupChecklist { done steps { key count done } } }', {}, A.token),
  }),

  rest: (s, A, B) => ({
    'GET /api/others/dashboard/:code': () => [
      rest(s.url, 'GET', `/api/others/dashboard/${B.academy.code}`, { token: A.token }),
      rest(s.url, 'GET', `/api/others/dashboard/${A.academy.code}`, { token: A.token }),
    ],
  }),

  async snapshot(s, B) {
    const code = B.academy.code;
    const results = await s.db.getRepository(ResultTable).find({ where: { code }, order: { id: 'ASC' } });
    const records = await s.db.getRepository(AttendanceRecord).find({ where: { code }, order: { id: 'ASC' } });
    return { results: results.map((r) => [r.examName, r.published, r.results]), records: records.map((r) => [r.personId, r.date, r.condition]) };
  },
};
