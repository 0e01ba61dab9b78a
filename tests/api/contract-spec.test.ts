/**
 * The spec's contract, every call (issue 24 item 17): the 144 REST calls of the two spec documents
 * (tests/api/contract/spec-calls.ts, one row each, in the spec's order), each sent with the spec's own
 * payload names as the role the spec names, its answer's keys compared with the keys the spec
 * documents. One server, one academy and its users for the whole file; each row may use what the
 * rows before it made (ids in the world), so the rows run in order.
 *
 * The refusals of each call (not signed in, wrong role, another academy, bad input) are the
 * domain tests' and tests/api/isolation.test.ts's; the deeper checks of the calls issue 24 changed
 * are in contract-results, contract-accounts and contract-controller.
 */
import { Staff } from '../../api/src/domains/administration/staff.entity';
import { EmailCode } from '../../api/src/domains/controller/email-code.entity';
import { CONTROLLER_ENV, controllerToken, signInControllers } from '../support/controller';
import { makeAcademy, makeClass, makeStudents, makeUser, type Signed } from '../support/factories';
import { rest, type RestResult } from '../support/http';
import { startServer, type TestServer } from '../support/server';
import { SPEC_CALLS, type Caller, type SpecCall, type World } from './contract/spec-calls';

const KEY = 'spec-contract-controller-key';
const ACADEMY_CALLERS = [
  'superUser', 'admin', 'general', 'councilMember', 'principal', 'education', 'accountant', 'managerAcademicLibrary', 'hostelManager',
] as const;

let s: TestServer;
let owner: string;
let w: World;

/** Sends a row's call (or any call) as a caller. */
async function send(as: Caller, method: string, path: string, body?: unknown, form?: FormData): Promise<RestResult> {
  const token = as === 'public' ? undefined : as === 'owner' ? owner : w.users[as].token;
  return rest(s.url, method, path, { token, body, form });
}

/** Sends one and expects success (for the world's own fixtures). */
async function must(as: Caller, method: string, path: string, body?: unknown): Promise<any> {
  const r = await send(as, method, path, body);
  if (r.status !== 200 || r.body?.success !== true) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

let nextAdmit = 300;
/** The routes the rows reached (numbers and the code made general). */
const served = new Set<string>();

beforeAll(async () => {
  s = await startServer({ ...CONTROLLER_ENV, CONTROLLER_KEY: KEY, ADMISSION_RATE_POINTS: '100' });
  ({ owner } = await signInControllers(s));
  const academy = await makeAcademy(s, { smsBalance: 100_000, balanceExpiry: '2027-03-10' });
  const users = {} as World['users'];
  for (const type of ACADEMY_CALLERS) users[type] = await makeUser(s, type, academy, { signUrl: `/files/${type}-sign.png` });
  const cls = await makeClass(s, academy, { className: 'Class 5' });
  const [r1, r2, leaveStudent, hostelStudent, feeStudent, libraryStudent] = await makeStudents(
    s, academy, cls.className, ['Result One', 'Result Two', 'Leave Student', 'Hostel Student', 'Fee Student', 'Library Student'], 1,
  );
  const staffRepo = s.db.getRepository(Staff);
  const staff = await staffRepo.save(staffRepo.create({
    code: academy.code, staffId: '7', name: 'Maulana Rahim', fatherName: 'x', designation: 'Teacher', birthDate: '1980-01-01',
    mobile: '01700000007', nid: '1980000000007', department: 'Kitab',
  }));
  w = {
    academy, code: academy.code, users, key: KEY,
    ids: {
      className: cls.className, nextAdmitNo: 100,
      resultStudents: [r1, r2].map((x) => ({ admitNo: x.admitNo, name: x.name })),
      leaveStudent: { id: leaveStudent.id, admitNo: leaveStudent.admitNo }, hostelStudent: { id: hostelStudent.id, admitNo: hostelStudent.admitNo },
      feeStudent: { id: feeStudent.id, admitNo: feeStudent.admitNo }, libraryStudent: { id: libraryStudent.id, admitNo: libraryStudent.admitNo },
      staff: { id: staff.id, staffId: staff.staffId, nid: staff.nid },
    },
    fixture: {
      student: async () => {
        const [x] = await makeStudents(s, academy, cls.className, ['Spare'], nextAdmit++);
        return { id: x.id, admitNo: x.admitNo! };
      },
      staff: async () => ({ id: staff.id, staffId: staff.staffId, nid: staff.nid }),
      user: async (type) => (await makeUser(s, type as never, academy)).user.id,
      academy: () => makeAcademy(s),
      attendance: async () => (await must('general', 'POST', `/api/others/attendance/new/${academy.code}`, {
        user_type: 'student', id_no: String(leaveStudent.admitNo), date: '2026-03-02', arrival: '08:45', shift: 'day',
      })).attendance.id,
      call: (as, method, path, body) => must(as, method, path, body),
      otp: async (email) => {
        const [row] = await s.db.getRepository(EmailCode).find({ where: { email }, order: { id: 'DESC' }, take: 1 });
        return /\b(\d{6})\b/.exec(row.body)![1];
      },
    },
  };
  // What the spec's flows have before these calls: an approved receipt book (doc 2 §4) and the
  // class's fee rule (the fee calls take a student's fee by its rules).
  await must('councilMember', 'POST', `/api/account/receipt_book/new/${academy.code}`, {
    id: '', bookNo: 40, receiptFrom: 1, receiptTill: 50, department: 'accounts', approver_sign: users.councilMember.password, approver1_sign: '', condition: 'unfinished',
  });
  await must('accountant', 'POST', `/api/account/fee_rules/new/${academy.code}`, { data: [{ fund: 'generalFund', title: 'Monthly fee', amount: 500, users: [cls.className], group: [] }] });
});
afterAll(() => s.close());

/** The value at a dotted path of the answer ('' is the answer itself). */
const at = (body: any, path: string) => (path ? path.split('.').reduce((o, k) => o?.[k], body) : body);
const missing = (o: object, fields: readonly string[]) => fields.filter((f) => !(f in o));

/** Signs a caller in again after a logout row ended its session. */
async function signInAgain(as: Caller): Promise<void> {
  if (as === 'owner') owner = await controllerToken(s, CONTROLLER_ENV.CONTROLLER_EMAIL, CONTROLLER_ENV.CONTROLLER_PASSWORD, CONTROLLER_ENV.CONTROLLER_CODE);
  else if (as !== 'public') {
    const u: Signed = w.users[as];
    const r = await rest(s.url, 'POST', '/api/auth/login', { body: { email: u.user.email, password: u.password } });
    u.token = r.body.token;
  }
}

describe('the spec\'s 144 REST calls, each with the spec\'s payload names, as the spec\'s role, answering the spec\'s keys', () => {
  it('the table has 144 calls: 53 of document 1 and 91 of document 2', () => {
    expect(SPEC_CALLS).toHaveLength(144);
    expect(SPEC_CALLS.filter((r) => r.doc === 1)).toHaveLength(53);
  });

  it.each(SPEC_CALLS.map((row, i) => [`${String(i + 1).padStart(3, '0')} doc ${row.doc}: ${row.method} ${row.spec.replace(/^[A-Z]+ /, '')} as ${row.as}`, row] as const))(
    '%s', async (_label, row: SpecCall) => {
      if (row.before) await row.before(w);
      const path = row.path(w);
      const r = await send(row.as, row.method, path, row.body?.(w), row.form?.(w));
      expect({ path, status: r.status, success: r.body?.success, answer: r.body?.success ? 'ok' : r.body }).toEqual({ path, status: 200, success: true, answer: 'ok' });
      for (const key of row.answer ?? []) expect(at(r.body, key)).toBeDefined();
      if (row.read) {
        const value = at(r.body, row.read.at);
        const items: object[] = Array.isArray(value) ? value : [value];
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) expect({ path, missing: missing(item, row.read.fields) }).toEqual({ path, missing: [] });
      }
      served.add(`${row.method} ${path.replace(/\?.*$/, '').replace(w.code, '{code}').replace(/\/\d+(?=\/|$)/g, '/{n}')}`);
      row.after?.(r.body, w);
      if (path.endsWith('/logout')) await signInAgain(row.as);
    },
  );

  it('the 144 rows reached 144 different routes', () => {
    expect(served.size).toBe(144);
  });

  it('GET /result/{code} (the list form of the result call) answers the results with the spec\'s keys', async () => {
    await must('education', 'POST', `/api/education/result/new/${w.code}`, {
      className: w.ids.className, groupName: '', examName: 'SecondTermExam', numberPerSubject: 100, year: 2026,
      results: w.ids.resultStudents.map((x: { admitNo: number; name: string }) => [x.admitNo, x.name, 55, 66]),
    });
    const list = await must('general', 'GET', `/api/education/result/${w.code}`);
    expect(list.results.length).toBeGreaterThan(0);
    for (const row of list.results) expect(missing(row, ['id', 'class_name', 'group_name', 'exam_name', 'year'])).toEqual([]);
  });
});
