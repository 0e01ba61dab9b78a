import { AttendanceRecord } from '../../api/src/domains/attendance/entities';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import { ResultTable } from '../../api/src/domains/education/result.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { toBookMeta } from '../../api/src/rules/books';
import { defaultGrading } from '../../api/src/rules/results';
import { makeAcademy, makeClass, makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/** The academy dashboard (issue 12): GraphQL `dashboard` and `GET /api/others/dashboard/{code}`, one service. */
const DASHBOARD = `{ dashboard {
  today students { active left } pendingApplications
  attendanceToday { date present late absent taken }
  attendanceMonth { date present late absent taken }
  sms { balance balancePaisa messages balanceExpiry valid }
  latestResult { id examName className groupName year studentCount passed failed grades { grade status count } }
} }`;
const CREATE = 'mutation($input: ResultInput!) { createResult(input: $input) { id } }';
const PUBLISH = 'mutation($id: Int!) { publishResult(id: $id, published: true) { id } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

interface World { academy: Academy; code: string; su: Signed; resultId: number }

/**
 * An academy on the test clock's today, 2026-03-10 (Asia/Dhaka). Class 6 has six students in
 * (admit 1–6) and two who left (7, 8). Online applications: two waiting, one refused by the
 * principal, one taken out; an office form without an admit number is not an online application.
 *
 * Attendance today: 1 (late, then on time), 2 and 3 on time, 4 late, 5 and 6 nobody: 3 present,
 * 1 late, 2 absent; the leaver 7 and an officiant whose row id equals student 5's are not counted.
 * 2 March: 1–5 on time, 6 late twice (5, 1, 0). 5 March: 1 and 2 (2, 0, 4). Other days: nothing
 * recorded (the holiday rule: nobody absent). Rows of February and of tomorrow are not this month's chart.
 *
 * Results: the 2026 first term of Class 6, published, graded from the marks by the server: A+ ×2,
 * A, A-, C and an F (a failed subject); a published 2025 result and a newer 2026 draft are not the latest published.
 */
async function world(secret = 'A'): Promise<World> {
  const academy = await makeAcademy(s, { smsBalance: 12_345, balanceExpiry: '2026-06-30' });
  const code = academy.code;
  const su = await makeUser(s, 'superUser', academy);
  await makeClass(s, academy, {
    className: 'Class 6', bookMeta: toBookMeta([{ slot: 1, name: 'Arabic', isOptional: false }, { slot: 2, name: 'Bangla', isOptional: false }]),
  });
  const active = await makeStudents(s, academy, 'Class 6', [1, 2, 3, 4, 5, 6].map((n) => `${secret} student ${n}`), 1);
  const [leaver] = await makeStudents(s, academy, 'Class 6', [`${secret} leaver 7`, `${secret} leaver 8`], 7, { condition: 'out' });
  const apply = (formNo: number, over: Partial<Student>) =>
    makeStudents(s, academy, '', [`${secret} applicant ${formNo}`], formNo, { admitNo: null, source: 'online', ...over });
  await apply(20, {});
  await apply(21, { approval: '' });
  await apply(22, { approval: 'admissionNotPossible' });
  await apply(23, { condition: 'out' });
  await apply(24, { source: 'office' });

  const repo = s.db.getRepository(AttendanceRecord);
  const rec = (personId: number, date: string, arrival: string, condition: 'present' | 'late', over: Partial<AttendanceRecord> = {}) => repo.create({
    code, personKind: 'student', personId, idNo: String(personId), name: secret, classDesignation: 'Class 6', shift: 'day', date, arrival,
    startTime: '08:00', endTime: '08:30', gracePeriod: 10, condition, method: 'manual', deviceId: null, ...over,
  });
  const [s1, s2, s3, s4, s5, s6] = active.map((x) => x.id);
  await repo.save([
    rec(s1, '2026-03-10', '08:45:00', 'late'), rec(s1, '2026-03-10', '08:20:00', 'present'),
    rec(s2, '2026-03-10', '08:10:00', 'present'), rec(s3, '2026-03-10', '08:39:59', 'present'), rec(s4, '2026-03-10', '09:00:00', 'late'),
    rec(leaver.id, '2026-03-10', '08:05:00', 'present'),
    rec(s5, '2026-03-10', '08:05:00', 'present', { personKind: 'officiant' }),
    ...[s1, s2, s3, s4, s5].map((id) => rec(id, '2026-03-02', '08:15:00', 'present')),
    rec(s6, '2026-03-02', '08:50:00', 'late'), rec(s6, '2026-03-02', '15:00:00', 'late'),
    rec(s1, '2026-03-05', '08:15:00', 'present'), rec(s2, '2026-03-05', '08:16:00', 'present'),
    rec(s6, '2026-02-28', '08:15:00', 'present'), rec(s6, '2026-03-11', '08:15:00', 'present'),
  ]);

  const results = s.db.getRepository(ResultTable);
  const stored = (year: number, published: boolean, grade: string) => results.save(results.create({
    code, className: 'Class 6', groupName: '', examName: `${secret} ${year} ${published}`, numberPerSubject: 100, year,
    bookMeta: toBookMeta([{ slot: 1, name: 'Arabic', isOptional: false }]), grading: defaultGrading(), studentCount: 1, published,
    results: [[1, 'x', 90, 90, 90, 5, grade, 'pass', 1]],
  }));
  await stored(2025, true, 'OLD');
  const edu = await makeUser(s, 'education', academy);
  const created = await gql(s.url, CREATE, {
    input: {
      className: 'Class 6', groupName: '', examName: 'FirstTermExam', numberPerSubject: 100, year: 2026,
      rows: [[85, 90], [82, 80], [75, 72], [20, 50], [65, 62], [45, 44]].map((marks, i) => ({ admitNo: i + 1, name: '', marks })),
    },
  }, edu.token);
  const resultId = created.data.createResult.id;
  expect((await gql(s.url, PUBLISH, { id: resultId }, edu.token)).data?.publishResult.id).toBe(resultId);
  await stored(2026, false, 'DRAFT');
  return { academy, code, su, resultId };
}

const day = (date: string, present = 0, late = 0, absent = 0) => ({ date, present, late, absent, taken: present + late > 0 });

const expected = (resultId: number) => ({
  today: '2026-03-10',
  students: { active: 6, left: 2 },
  pendingApplications: 2,
  attendanceToday: day('2026-03-10', 3, 1, 2),
  attendanceMonth: [
    day('2026-03-01'), day('2026-03-02', 5, 1, 0), day('2026-03-03'), day('2026-03-04'), day('2026-03-05', 2, 0, 4),
    day('2026-03-06'), day('2026-03-07'), day('2026-03-08'), day('2026-03-09'), day('2026-03-10', 3, 1, 2),
  ],
  // 123.45 taka at 0.40 a part.
  sms: { balance: 123.45, balancePaisa: 12345, messages: 308, balanceExpiry: '2026-06-30', valid: true },
  latestResult: {
    id: resultId, examName: 'FirstTermExam', className: 'Class 6', groupName: '', year: 2026, studentCount: 6, passed: 5, failed: 1,
    grades: [
      { grade: 'A+', status: 'pass', count: 2 }, { grade: 'A', status: 'pass', count: 1 }, { grade: 'A-', status: 'pass', count: 1 },
      { grade: 'B', status: 'pass', count: 0 }, { grade: 'C', status: 'pass', count: 1 }, { grade: 'D', status: 'pass', count: 0 },
      { grade: 'F', status: 'fail', count: 1 },
    ],
  },
});

describe('dashboard (GraphQL) and GET /api/others/dashboard/{code}', () => {
  it('is loginError when not signed in', async () => {
    const w = await world();
    expect(errorCode(await gql(s.url, DASHBOARD))).toBe('loginError');
    const r = await rest(s.url, 'GET', `/api/others/dashboard/${w.code}`);
    expect([r.status, r.body]).toEqual([401, expect.objectContaining({ success: false, message: 'loginError' })]);
  });

  it('is authorRequired for a guardian (never the academy area)', async () => {
    const w = await world();
    const g = await makeUser(s, 'guardian', w.academy);
    expect(errorCode(await gql(s.url, DASHBOARD, {}, g.token))).toBe('authorRequired');
    expect((await rest(s.url, 'GET', `/api/others/dashboard/${w.code}`, { token: g.token })).body).toMatchObject({ success: false, message: 'authorRequired' });
  });

  it('answers the worked example over GraphQL and REST', async () => {
    const w = await world();
    expect((await gql(s.url, DASHBOARD, {}, w.su.token)).data?.dashboard).toEqual(expected(w.resultId));
    const r = await rest(s.url, 'GET', `/api/others/dashboard/${w.code}`, { token: w.su.token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      success: true,
      dashboard: {
        today: '2026-03-10', students: { active: 6, left: 2 }, pending_applications: 2,
        attendance_today: { date: '2026-03-10', present: 3, late: 1, absent: 2, taken: true },
        sms: { balance: 123.45, balance_paisa: 12345, messages: 308, balance_expiry: '2026-06-30', valid: true },
        latest_result: { id: w.resultId, exam_name: 'FirstTermExam', class_name: 'Class 6', group_name: '', year: 2026, student_count: 6, passed: 5, failed: 1 },
      },
    });
    expect(r.body.dashboard.attendance_month).toHaveLength(10);
    expect(r.body.dashboard.attendance_month[1]).toEqual({ date: '2026-03-02', present: 5, late: 1, absent: 0, taken: true });
    expect(r.body.dashboard.latest_result.grades[0]).toEqual({ grade: 'A+', status: 'pass', count: 2 });
  });

  it('is open to every staff type (spec: no type check); the SMS balance only to the message service group', async () => {
    const w = await world();
    for (const type of ['generalTeacher', 'accountant', 'volunteer', 'general'] as const) {
      const u = await makeUser(s, type, w.academy);
      const d = (await gql(s.url, DASHBOARD, {}, u.token)).data?.dashboard;
      expect([type, d]).toEqual([type, { ...expected(w.resultId), sms: null }]);
      expect((await rest(s.url, 'GET', `/api/others/dashboard/${w.code}`, { token: u.token })).body.dashboard.sms).toBeNull();
    }
    for (const type of ['education', 'principal', 'hostelManager'] as const) {
      const u = await makeUser(s, type, w.academy);
      expect([type, (await gql(s.url, DASHBOARD, {}, u.token)).data?.dashboard.sms.balancePaisa]).toEqual([type, 12345]);
    }
  });

  it("never counts another academy's rows; its code in the path is authorRequired", async () => {
    const a = await world();
    const b = await world('B-secret');
    // B's rows carrying A's students' ids are still B's.
    const repo = s.db.getRepository(AttendanceRecord);
    const aStudent = await s.db.getRepository(Student).findOneByOrFail({ code: a.code, admitNo: 5 });
    await repo.save(repo.create({
      code: b.code, personKind: 'student', personId: aStudent.id, idNo: '5', name: 'B-secret', classDesignation: '', shift: 'day', date: '2026-03-10',
      arrival: '08:00:00', startTime: '08:00', endTime: '08:30', gracePeriod: 10, condition: 'present', method: 'manual', deviceId: null,
    }));
    const got = await gql(s.url, DASHBOARD, {}, a.su.token);
    expect(got.data?.dashboard).toEqual(expected(a.resultId));
    expect(JSON.stringify(got)).not.toContain('B-secret');
    expect((await rest(s.url, 'GET', `/api/others/dashboard/${b.code}`, { token: a.su.token })).body).toMatchObject({ success: false, message: 'authorRequired' });
  });

  it('a new academy: nothing yet (no result, nothing taken today, nobody absent)', async () => {
    const u = await makeUser(s, 'superUser');
    const d = (await gql(s.url, DASHBOARD, {}, u.token)).data?.dashboard;
    expect(d).toMatchObject({
      students: { active: 0, left: 0 }, pendingApplications: 0, attendanceToday: day('2026-03-10'), latestResult: null,
      sms: { balance: 0, messages: 0, balanceExpiry: '', valid: true },
    });
    expect(d.attendanceMonth).toHaveLength(10);
  });

  it('a result without grades (isGrade off) counts pass and fail only', async () => {
    const u = await makeUser(s, 'superUser');
    const results = s.db.getRepository(ResultTable);
    await results.save(results.create({
      code: u.academy.code, className: 'Class 7', groupName: '', examName: 'SecondTermExam', numberPerSubject: 100, year: 2026,
      bookMeta: toBookMeta([{ slot: 1, name: 'Arabic', isOptional: false }]), grading: { ...defaultGrading(), isGrade: false }, studentCount: 3, published: true,
      results: [[1, 'x', 90, 90, 90, null, '', 'pass', 1], [2, 'y', 20, 20, 20, null, '', 'fail', null], [3, 'z', 50, 50, 50, null, '', 'pass', 2]],
    }));
    expect((await gql(s.url, DASHBOARD, {}, u.token)).data?.dashboard.latestResult).toMatchObject({ examName: 'SecondTermExam', passed: 2, failed: 1, grades: [] });
  });
});
