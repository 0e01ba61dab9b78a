import { buildSchema } from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Router } from 'express';
import { FeeRule } from '../../api/src/domains/accounts/fee-rule.entity';
import { academyExportControllerRoutes, academyExportRoutes } from '../../api/src/domains/academyexport/rest';
import { accountRoutes } from '../../api/src/domains/accounts/rest';
import { attendanceRoutes } from '../../api/src/domains/attendance/rest';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import { authRoutes } from '../../api/src/domains/auth/rest';
import { User } from '../../api/src/domains/auth/user.entity';
import { controllerRoutes } from '../../api/src/domains/controller/rest';
import { dataEntryRoutes } from '../../api/src/domains/dataentry/rest';
import { ClassRoom } from '../../api/src/domains/education/class.entity';
import { educationRoutes } from '../../api/src/domains/education/rest';
import { rolloverRoutes } from '../../api/src/domains/education/rollover.rest';
import { Student } from '../../api/src/domains/education/student.entity';
import { ExamPaper, Homework } from '../../api/src/domains/education/exam-paper.entity';
import { GradingSettings, ResultTable } from '../../api/src/domains/education/result.entity';
import { othersRoutes } from '../../api/src/domains/others/rest';
import { storeRoutes } from '../../api/src/domains/store/rest';
import { libraryRoutes } from '../../api/src/domains/library/rest';
import { websiteRoutes } from '../../api/src/domains/website/rest';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { OutboxMessage } from '../../api/src/platform/outbox.entity';
import { makeClass, makeUser, studentForm, type Signed } from '../support/factories';
import { gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';
import { administrationRoutes } from '../../api/src/domains/administration/rest';
import { donorRoutes } from '../../api/src/domains/donor/rest';
import { hostelRoutes } from '../../api/src/domains/hostel/rest';
import { historyRoutes } from '../../api/src/domains/history/rest';
import { areas } from './isolation/areas';

/**
 * Two tenants. Tenant A calls every GraphQL operation and every REST route with tenant B's ids
 * and code; B's rows stay as they were and nothing of B's comes back. Both lists are checked
 * against the schema and the routers, so a new operation or route without a case fails here.
 */
let s: TestServer;
let A: Signed;
let B: Signed;
let bClass: ClassRoom;
let bUser: Signed;
let bRule: FeeRule;
let bStudent: Student;
let bResult: ResultTable;
let bPaper: ExamPaper;
let bHomework: Homework;

beforeAll(async () => {
  s = await startServer();
  A = await makeUser(s, 'superUser');
  B = await makeUser(s, 'superUser');
  bUser = await makeUser(s, 'general', B.academy);
  await makeClass(s, A.academy, { className: 'A-class' });
  bClass = await makeClass(s, B.academy, { className: 'B-secret-class' });
  bRule = await s.db.getRepository(FeeRule).save(s.db.getRepository(FeeRule).create({ code: B.academy.code, fund: 'generalFund', title: 'B-secret-fee', amountPaisa: 100, classes: ['B-secret-class'], groups: [] }));
});
beforeAll(async () => {
  const repo = s.db.getRepository(Student);
  bStudent = await repo.save(repo.create({
    code: B.academy.code, newOld: 'new', department: 'General', residence: 'residential', category: 'general', formNo: 1, admitNo: null,
    name: 'B-secret-student', fatherName: 'x', village: 'x', postOffice: 'x', subDistrict: 'x', district: 'x', birthDate: '2014-01-01',
    age: 12, fatherMobile: '01700000000', guardianRelation: 'father', date: '2026-03-01', fees: [],
  }));
});
beforeAll(async () => {
  const code = B.academy.code;
  await s.db.getRepository(Student).save(s.db.getRepository(Student).create({
    ...bStudent, id: undefined, formNo: 2, admitNo: 1, name: 'B-secret-student-admitted', admittedClass: 'B-secret-class',
  }));
  await s.db.getRepository(GradingSettings).save({ code, isGrade: true, system: 'gradeSystem', grades: [{ grade: 'B-secret-grade', from: 0, to: 100, gpa: 5, status: 'pass' }] });
  bResult = await s.db.getRepository(ResultTable).save(s.db.getRepository(ResultTable).create({
    code, className: 'B-secret-class', groupName: '', examName: 'B-secret-exam', numberPerSubject: 100, year: 2026,
    bookMeta: { book1: { name: 'B-secret-book', isOptional: false } }, grading: { isGrade: true, system: 'gradeSystem', grades: [] },
    studentCount: 1, results: [[1, 'B-secret-student-admitted', 90, 90, 90, 5, 'A+', 'pass', 1]],
  }));
  bPaper = await s.db.getRepository(ExamPaper).save(s.db.getRepository(ExamPaper).create({ code, examName: 'B-secret-paper', year: 2026, date: '2026-04-01', time: '10:00 AM' }));
  bHomework = await s.db.getRepository(Homework).save(s.db.getRepository(Homework).create({ code, department: 'x', className: 'B-secret-class', date: '2026-03-01', content: 'B-secret-homework' }));
});
beforeAll(async () => {
  for (const area of areas) await area.seed(s, A, B);
  for (const area of areas) {
    Object.assign(graphqlCases, area.graphql(s, A, B));
    Object.assign(restCases, area.rest(s, A, B));
  }
});
afterAll(() => s.close());

async function snapshotB() {
  const code = B.academy.code;
  return JSON.stringify({
    academy: await s.db.getRepository(Academy).findOneBy({ code }),
    users: await s.db.getRepository(User).find({ where: { code }, order: { id: 'ASC' } }),
    classes: await s.db.getRepository(ClassRoom).find({ where: { code }, order: { id: 'ASC' } }),
    feeRules: await s.db.getRepository(FeeRule).find({ where: { code }, order: { id: 'ASC' } }),
    students: await s.db.getRepository(Student).find({ where: { code }, order: { id: 'ASC' } }),
    settings: await s.db.getRepository(AcademySettings).findOneBy({ code }),
    outbox: await s.db.getRepository(OutboxMessage).find({ where: { code }, order: { id: 'ASC' } }),
    grading: await s.db.getRepository(GradingSettings).findOneBy({ code }),
    results: await s.db.getRepository(ResultTable).find({ where: { code }, order: { id: 'ASC' } }),
    papers: await s.db.getRepository(ExamPaper).find({ where: { code }, order: { id: 'ASC' } }),
    homework: await s.db.getRepository(Homework).find({ where: { code }, order: { id: 'ASC' } }),
    areas: await Promise.all(areas.map((area) => area.snapshot(s, B))),
  });
}

function leaksB(body: unknown): boolean {
  const text = JSON.stringify(body);
  return [B.user.email, bUser.user.email, 'B-secret-class', 'B-secret-fee', 'B-secret-student', 'B-secret-grade', 'B-secret-exam', 'B-secret-book', 'B-secret-paper', 'B-secret-homework', B.academy.email, B.academy.englishName, 'B-secret', ...areas.flatMap((area) => area.secrets?.() ?? [])].some((x) => text.includes(x));
}

const academyFields = { name: 'x', address: 'x', englishName: 'x', englishAddress: 'x', country: 'BD', mobile: '01700000000', academyType: 'school', language: 'en' };

/** One call per GraphQL operation, made as tenant A against tenant B's ids. */
const student = 'id formNo name';
const graphqlCases: Record<string, () => Promise<unknown>> = {
  // Public facts are public; asking for another academy's is tested in students.test.ts.
  publicAcademy: () => gql(s.url, 'query($slug: String!) { publicAcademy(slug: $slug) { name departments } }', { slug: A.academy.slug }, A.token),
  students: () => gql(s.url, `{ students(filter: { condition: "in" }) { ${student} } }`, {}, A.token),
  studentPage: () => gql(s.url, `{ studentPage(filter: { condition: "in" }, limit: 500) { total items { ${student} } } }`, {}, A.token),
  student: () => gql(s.url, `query($id: Int!) { student(id: $id) { ${student} } }`, { id: bStudent.id }, A.token),
  pendingApplications: () => gql(s.url, `{ pendingApplications { ${student} } }`, {}, A.token),
  admissionNumbers: () => gql(s.url, '{ admissionNumbers { formNo admitNo } }', {}, A.token),
  admissionFees: () => gql(s.url, '{ admissionFees(className: "B-secret-class") { title amount } }', {}, A.token),
  saveStudent: () => gql(s.url, `mutation($i: StudentInput!) { saveStudent(input: $i) { ${student} } }`, { i: studentForm({ id: bStudent.id, name: 'hacked' }) }, A.token),
  setStudentCondition: () => gql(s.url, 'mutation($id: Int!) { setStudentCondition(id: $id, condition: "out") { id } }', { id: bStudent.id }, A.token),
  deleteStudents: () => gql(s.url, 'mutation($ids: [Int!]!) { deleteStudents(ids: $ids) }', { ids: [bStudent.id] }, A.token),
  applyOnline: () => gql(s.url, 'mutation($slug: String!, $i: StudentInput!) { applyOnline(slug: $slug, input: $i) }', { slug: B.academy.slug, i: studentForm() }),
  me: () => gql(s.url, '{ me { email academy { code name } } }', {}, A.token),
  users: () => gql(s.url, '{ users { id email } }', {}, A.token),
  classes: () => gql(s.url, '{ classes { id className } }', {}, A.token),
  controllerMe: () => gql(s.url, '{ controllerMe { email } }', {}, A.token),
  controllerOverview: () => gql(s.url, '{ controllerOverview { academies } }', {}, A.token),
  controllerAcademies: () => gql(s.url, '{ controllerAcademies { code name email } }', {}, A.token),
  controllerAudit: () => gql(s.url, 'query($c: String!) { controllerAudit(code: $c) { before after } }', { c: B.academy.code }, A.token),
  controllerCreateAcademy: () => gql(s.url, 'mutation($i: ControllerAcademyInput!) { controllerCreateAcademy(input: $i) { code } }', {
    i: { ...academyFields, numberOfStudents: 5, email: 'planted@academy.test', password: 'abcdef', cpassword: 'abcdef', activation: true, expiryDate: '2030-01-01', bill: 0 },
  }, A.token),
  controllerUpdateAcademy: () => gql(s.url, 'mutation($i: ControllerAcademyUpdateInput!) { controllerUpdateAcademy(input: $i) { code } }', { i: { code: B.academy.code, activation: false, expiryDate: '', bill: 1 } }, A.token),
  controllerTopUpBalance: () => gql(s.url, 'mutation($i: ControllerBalanceInput!) { controllerTopUpBalance(input: $i) { code } }', { i: { code: B.academy.code, amount: 1, balanceExpiry: '2030-01-01' } }, A.token),
  controllerDeleteAcademy: () => gql(s.url, 'mutation($c: String!) { controllerDeleteAcademy(code: $c) }', { c: B.academy.code }, A.token),
  controllerAcademyUsers: () => gql(s.url, 'query($c: String!) { controllerAcademyUsers(code: $c) { email } }', { c: B.academy.code }, A.token),
  controllerDeleteAcademyUser: () => gql(s.url, 'mutation($c: String!, $id: Int!) { controllerDeleteAcademyUser(code: $c, id: $id) }', { c: B.academy.code, id: bUser.user.id }, A.token),
  controllerOperators: () => gql(s.url, '{ controllerOperators { email } }', {}, A.token),
  controllerOperatorAudit: () => gql(s.url, '{ controllerOperatorAudit { before after } }', {}, A.token),
  controllerDevices: () => gql(s.url, 'query($c: String!) { controllerDevices(code: $c) { id } }', { c: B.academy.code }, A.token),
  controllerSaveDevice: () => gql(s.url, 'mutation($c: String!, $i: AttendanceDeviceInput!) { controllerSaveDevice(code: $c, input: $i) { id } }', {
    c: B.academy.code, i: { deviceName: 'planted', ipAddress: '10.9.9.9', port: 4370, secretCode: 'x', expiryDate: '2030-01-01', email: 'planted@device.test' },
  }, A.token),
  controllerDeleteDevice: () => gql(s.url, 'mutation($c: String!, $id: Int!) { controllerDeleteDevice(code: $c, id: $id) }', { c: B.academy.code, id: 1 }, A.token),
  controllerRegisterOperator: () => gql(s.url, 'mutation($i: ControllerOperatorInput!) { controllerRegisterOperator(input: $i) { id } }', {
    i: { firstName: 'a', lastName: 'b', email: 'planted-op@talim.test', type: 'super_admin', password: 'abcdef', cpassword: 'abcdef', securityCode: '1234' },
  }, A.token),
  controllerUpdateOperator: () => gql(s.url, 'mutation($i: ControllerOperatorUpdateInput!) { controllerUpdateOperator(input: $i) { id } }', { i: { id: 1, firstName: 'hacked', lastName: 'x', type: 'moderator' } }, A.token),
  controllerDeleteOperator: () => gql(s.url, 'mutation($id: Int!) { controllerDeleteOperator(id: $id) }', { id: 1 }, A.token),
  // Public: a code may be sent to any address (B's included); nothing of B's comes back or changes.
  sendEmailCode: () => gql(s.url, 'mutation($i: EmailCodeSendInput!) { sendEmailCode(input: $i) }', { i: { email: B.academy.email } }, A.token),
  verifyEmailCode: () => gql(s.url, 'mutation($i: EmailCodeVerifyInput!) { verifyEmailCode(input: $i) }', { i: { email: B.academy.email, otp: '000000' } }, A.token),
  login: () => gql(s.url, 'mutation($i: LoginInput!) { login(input: $i) { user { email academy { name } } } }', { i: { email: A.user.email, password: A.password } }),
  logout: () => gql(s.url, 'mutation { logout }', {}, 'not-a-token'),
  registerAcademy: () => gql(s.url, 'mutation($i: AcademyRegisterInput!) { registerAcademy(input: $i) { user { code } } }', {
    i: { ...academyFields, numberOfStudents: 5, email: B.academy.email, password: 'abcdef', cpassword: 'abcdef', acceptTerms: true },
  }),
  updateAcademy: () => gql(s.url, 'mutation($i: AcademyUpdateInput!) { updateAcademy(input: $i) { code } }', { i: { ...academyFields, name: 'A renamed' } }, A.token),
  registerUser: () => gql(s.url, 'mutation($i: UserRegisterInput!) { registerUser(input: $i) { code } }', {
    i: { firstName: 'a', lastName: 'b', email: `new-${Date.now()}@a.test`, password: 'fresh-pass-1', cpassword: 'fresh-pass-1' },
  }, A.token),
  updateUser: () => gql(s.url, 'mutation($i: UserUpdateInput!) { updateUser(input: $i) { id } }', { i: { id: bUser.user.id, firstName: 'hacked', lastName: 'x', type: 'superUser' } }, A.token),
  deleteUser: () => gql(s.url, 'mutation($id: Int!) { deleteUser(id: $id) }', { id: bUser.user.id }, A.token),
  saveClass: () => gql(s.url, 'mutation($i: ClassInput!) { saveClass(input: $i) { id } }', { i: { id: bClass.id, department: 'x', className: 'hacked', books: [] } }, A.token),
  deleteClass: () => gql(s.url, 'mutation($id: Int!) { deleteClass(id: $id) }', { id: bClass.id }, A.token),
  controllerLogin: () => gql(s.url, 'mutation($i: ControllerLoginInput!) { controllerLogin(input: $i) { token } }', { i: { email: A.user.email, password: A.password, code: '1' } }),
  controllerLogout: () => gql(s.url, 'mutation { controllerLogout }', {}, A.token),
  settings: () => gql(s.url, '{ settings { draftMessages admissionSmsText } }', {}, A.token),
  updateSettings: () => gql(s.url, 'mutation($i: SettingsInput!) { updateSettings(input: $i) { notice } }', { i: { notice: true, draftMessages: ['A draft'] } }, A.token),
  smsOutbox: () => gql(s.url, '{ smsOutbox { items { body receiver } total } }', {}, A.token),
  smsBalance: () => gql(s.url, '{ smsBalance { balance balanceExpiry } }', {}, A.token),
  feeRules: () => gql(s.url, '{ feeRules { id title classes } }', {}, A.token),
  saveFeeRules: () => gql(s.url, 'mutation($r: [FeeRuleInput!]!) { saveFeeRules(rules: $r) { id title classes } }', { r: [{ fund: 'generalFund', title: 'x', amount: 1, classes: ['B-secret-class'] }] }, A.token),
  deleteFeeRule: () => gql(s.url, 'mutation($id: Int!) { deleteFeeRule(id: $id) }', { id: bRule.id }, A.token),
  gradingSettings: () => gql(s.url, '{ gradingSettings { system grades { grade } } }', {}, A.token),
  saveGradingSettings: () => gql(s.url, 'mutation($i: GradingInput!) { saveGradingSettings(input: $i) { system } }', { i: { isGrade: true, system: 'parcentageSystem', grades: [{ grade: 'A', from: 0, to: 100, gpa: 5, status: 'pass' }] } }, A.token),
  results: () => gql(s.url, '{ results { id examName className } }', {}, A.token),
  result: () => gql(s.url, 'query($id: Int!) { result(id: $id) { examName rows { name } } }', { id: bResult.id }, A.token),
  resultDraft: () => gql(s.url, '{ resultDraft(className: "B-secret-class") { students { name } } }', {}, A.token),
  createResult: () => gql(s.url, 'mutation($i: ResultInput!) { createResult(input: $i) { id } }', { i: { className: 'B-secret-class', examName: 'x', numberPerSubject: 100, year: 2026, rows: [{ admitNo: 1, name: '', marks: [1] }] } }, A.token),
  updateResult: () => gql(s.url, 'mutation($i: ResultInput!) { updateResult(input: $i) { id } }', { i: { id: bResult.id, className: 'B-secret-class', examName: 'hacked', numberPerSubject: 100, year: 2026, rows: [] } }, A.token),
  deleteResult: () => gql(s.url, 'mutation($id: Int!) { deleteResult(id: $id) }', { id: bResult.id }, A.token),
  publishResult: () => gql(s.url, 'mutation($id: Int!) { publishResult(id: $id, published: true) { id examName } }', { id: bResult.id }, A.token),
  studentResults: () => gql(s.url, '{ studentResults(admitNo: 1) { examName rows { name } } }', {}, A.token),
  // B's result setting is off: its public results are closed.
  publicResultOptions: () => gql(s.url, 'query($slug: String!) { publicResultOptions(slug: $slug) { examName } }', { slug: B.academy.slug }),
  publicResult: () => gql(s.url, 'query($slug: String!) { publicResult(slug: $slug, year: 2026, examName: "B-secret-exam", className: "B-secret-class") { result { rows { name } } } }', { slug: B.academy.slug }),
  examPapers: () => gql(s.url, '{ examPapers { examName } }', {}, A.token),
  saveExamPaper: () => gql(s.url, 'mutation($i: ExamPaperInput!) { saveExamPaper(input: $i) { id } }', { i: { id: bPaper.id, examName: 'hacked', date: '2026-04-01', time: '10:00 AM' } }, A.token),
  deleteExamPaper: () => gql(s.url, 'mutation($id: Int!) { deleteExamPaper(id: $id) }', { id: bPaper.id }, A.token),
  homeworks: () => gql(s.url, '{ homeworks { content } }', {}, A.token),
  saveHomework: () => gql(s.url, 'mutation($i: HomeworkInput!) { saveHomework(input: $i) { id } }', { i: { id: bHomework.id, department: 'x', className: 'x', date: '2026-03-01', content: 'hacked' } }, A.token),
  deleteHomework: () => gql(s.url, 'mutation($id: Int!) { deleteHomework(id: $id) }', { id: bHomework.id }, A.token),
  studentHomework: () => gql(s.url, '{ studentHomework(admitNo: 1) { name homework { content } } }', {}, A.token),
};

const b = () => B.academy.code;
const a = () => A.academy.code;
/** One or more calls per REST route: B's code in the path, and A's code with B's ids. */
const restCases: Record<string, () => Promise<unknown>[]> = {
  'GET /api/auth/academy/public/:slug': () => [rest(s.url, 'GET', `/api/auth/academy/public/${A.academy.slug}`)],
  'GET /api/education/students/:code': () => [rest(s.url, 'GET', `/api/education/students/${b()}`, { token: A.token })],
  'GET /api/education/student/:code/:id': () => [
    rest(s.url, 'GET', `/api/education/student/${b()}/${bStudent.id}`, { token: A.token }),
    rest(s.url, 'GET', `/api/education/student/${a()}/${bStudent.id}`, { token: A.token }),
  ],
  'GET /api/education/pending_applications/:code': () => [rest(s.url, 'GET', `/api/education/pending_applications/${b()}`, { token: A.token })],
  'GET /api/education/admission/numbers/:code': () => [rest(s.url, 'GET', `/api/education/admission/numbers/${b()}`, { token: A.token })],
  'POST /api/education/student/new/:code': () => [rest(s.url, 'POST', `/api/education/student/new/${b()}`, { token: A.token, body: studentForm({ name: 'planted' }) })],
  'PUT /api/education/student/update/:code': () => [
    rest(s.url, 'PUT', `/api/education/student/update/${b()}`, { token: A.token, body: { id: bStudent.id, condition: 'out' } }),
    rest(s.url, 'PUT', `/api/education/student/update/${a()}`, { token: A.token, body: { id: bStudent.id, condition: 'out' } }),
    rest(s.url, 'PUT', `/api/education/student/update/${a()}`, { token: A.token, body: studentForm({ id: bStudent.id, name: 'hacked' }) }),
  ],
  'POST /api/education/student/remove/:code': () => [
    rest(s.url, 'POST', `/api/education/student/remove/${b()}`, { token: A.token, body: { id: bStudent.id } }),
    rest(s.url, 'POST', `/api/education/student/remove/${a()}`, { token: A.token, body: { id: bStudent.id } }),
  ],
  'POST /api/education/student/delete/:code': () => [
    rest(s.url, 'POST', `/api/education/student/delete/${b()}`, { token: A.token, body: { ids: [bStudent.id] } }),
    rest(s.url, 'POST', `/api/education/student/delete/${a()}`, { token: A.token, body: { ids: [bStudent.id] } }),
  ],
  'POST /api/education/online_admission/:slug': () => [rest(s.url, 'POST', `/api/education/online_admission/${B.academy.slug}`, { body: studentForm() })],
  'POST /api/auth/login': () => [rest(s.url, 'POST', '/api/auth/login', { body: { email: A.user.email, password: A.password } })],
  'GET /api/auth/me': () => [rest(s.url, 'GET', '/api/auth/me', { token: A.token })],
  'GET /api/auth/logout': () => [rest(s.url, 'GET', '/api/auth/logout', { token: 'garbage' })],
  'POST /api/auth/logout': () => [rest(s.url, 'POST', '/api/auth/logout', { token: 'garbage' })],
  'POST /api/auth/new_academy': () => [rest(s.url, 'POST', '/api/auth/new_academy', { body: { ...academyFields, numberOfStudents: 5, email: B.user.email, password: 'abcdef', cpassword: 'abcdef', acceptTerms: true } })],
  'PUT /api/auth/academy/update/:code': () => [rest(s.url, 'PUT', `/api/auth/academy/update/${b()}`, { token: A.token, body: { ...academyFields, name: 'hacked' } })],
  'GET /api/auth/users/:code': () => [rest(s.url, 'GET', `/api/auth/users/${b()}`, { token: A.token })],
  'POST /api/auth/register/:code': () => [rest(s.url, 'POST', `/api/auth/register/${b()}`, { token: A.token, body: { firstName: 'a', lastName: 'b', email: 'planted@b.test', password: 'planted-1', cpassword: 'planted-1' } })],
  'PUT /api/auth/update/:code': () => [
    rest(s.url, 'PUT', `/api/auth/update/${b()}`, { token: A.token, body: { id: bUser.user.id, firstName: 'hacked', lastName: 'x' } }),
    rest(s.url, 'PUT', `/api/auth/update/${a()}`, { token: A.token, body: { id: bUser.user.id, firstName: 'hacked', lastName: 'x' } }),
  ],
  'POST /api/auth/delete/:code/:id': () => [
    rest(s.url, 'POST', `/api/auth/delete/${b()}/${bUser.user.id}`, { token: A.token }),
    rest(s.url, 'POST', `/api/auth/delete/${a()}/${bUser.user.id}`, { token: A.token }),
  ],
  'GET /api/education/classes/:code': () => [rest(s.url, 'GET', `/api/education/classes/${b()}`, { token: A.token })],
  'POST /api/education/class/new/:code': () => [rest(s.url, 'POST', `/api/education/class/new/${b()}`, { token: A.token, body: { department: 'x', className: 'planted' } })],
  'PUT /api/education/class/update/:code': () => [
    rest(s.url, 'PUT', `/api/education/class/update/${b()}`, { token: A.token, body: { id: bClass.id, department: 'x', className: 'hacked' } }),
    rest(s.url, 'PUT', `/api/education/class/update/${a()}`, { token: A.token, body: { id: bClass.id, department: 'x', className: 'hacked' } }),
  ],
  'DELETE /api/education/class/delete/:code/:id': () => [
    rest(s.url, 'DELETE', `/api/education/class/delete/${b()}/${bClass.id}`, { token: A.token }),
    rest(s.url, 'DELETE', `/api/education/class/delete/${a()}/${bClass.id}`, { token: A.token }),
  ],
  'POST /api/controller/login': () => [rest(s.url, 'POST', '/api/controller/login', { body: { email: A.user.email, password: A.password, code: '1' } })],
  'GET /api/controller/me': () => [rest(s.url, 'GET', '/api/controller/me', { token: A.token })],
  'GET /api/controller/logout': () => [rest(s.url, 'GET', '/api/controller/logout', { token: A.token })],
  'POST /api/controller/logout': () => [rest(s.url, 'POST', '/api/controller/logout', { token: A.token })],
  'GET /api/controller/overview': () => [rest(s.url, 'GET', '/api/controller/overview', { token: A.token })],
  'POST /api/controller/academy/new': () => [rest(s.url, 'POST', '/api/controller/academy/new', { token: A.token, body: { ...academyFields, numberOfStudents: 5, email: 'planted@academy.test', password: 'abcdef', cpassword: 'abcdef', activation: true } })],
  'POST /api/controller/academies/:key': () => [rest(s.url, 'POST', '/api/controller/academies/x', { token: A.token }), rest(s.url, 'POST', '/api/controller/academies/', { token: A.token })],
  'PUT /api/controller/academy/update/:code': () => [
    rest(s.url, 'PUT', `/api/controller/academy/update/${b()}`, { token: A.token, body: { activation: false, expiry_date: '', payment: 1 } }),
    rest(s.url, 'PUT', `/api/controller/academy/update/${a()}`, { token: A.token, body: { activation: true, expiry_date: '2030-01-01', payment: 0 } }),
  ],
  'DELETE /api/controller/academies/delete/:code/:key': () => [rest(s.url, 'DELETE', `/api/controller/academies/delete/${b()}/x`, { token: A.token })],
  'POST /api/controller/academy/update_balances/:code/:key': () => [rest(s.url, 'POST', `/api/controller/academy/update_balances/${b()}/x`, { token: A.token, body: { amount: 1, balance_expiry: '2030-01-01' } })],
  'GET /api/controller/academy/audit/:code': () => [rest(s.url, 'GET', `/api/controller/academy/audit/${b()}`, { token: A.token })],
  'GET /api/controller/operator/audit': () => [rest(s.url, 'GET', '/api/controller/operator/audit', { token: A.token })],
  'GET /api/controller/devices': () => [rest(s.url, 'GET', `/api/controller/devices?code=${b()}`, { token: A.token })],
  'POST /api/controller/device/save/:code': () => [
    rest(s.url, 'POST', `/api/controller/device/save/${b()}`, { token: A.token, body: { deviceName: 'planted', ipAddress: '10.9.9.9', port: 4370, secretCode: 'x', expiryDate: '2030-01-01', email: 'planted@device.test' } }),
  ],
  'DELETE /api/controller/device/delete/:code/:id': () => [rest(s.url, 'DELETE', `/api/controller/device/delete/${b()}/1`, { token: A.token })],
  'GET /api/controller/users': () => [rest(s.url, 'GET', '/api/controller/users', { token: A.token })],
  'POST /api/controller/email/send_code/:email': () => [rest(s.url, 'POST', `/api/controller/email/send_code/${encodeURIComponent(B.user.email)}`, { token: A.token })],
  'POST /api/controller/email/varify_code/:email': () => [rest(s.url, 'POST', `/api/controller/email/varify_code/${encodeURIComponent(B.user.email)}`, { token: A.token, body: { otp: '000000' } })],
  'POST /api/controller/register': () => [rest(s.url, 'POST', '/api/controller/register', { token: A.token, body: { firstName: 'a', lastName: 'b', email: 'planted-op@talim.test', type: 'super_admin', password: 'abcdef', cpassword: 'abcdef', securityCode: '1234' } })],
  'PUT /api/controller/update': () => [rest(s.url, 'PUT', '/api/controller/update', { token: A.token, body: { id: 1, firstName: 'hacked', lastName: 'x', type: 'moderator' } })],
  'POST /api/controller/operator/delete/:id': () => [rest(s.url, 'POST', '/api/controller/operator/delete/1', { token: A.token })],
  'GET /api/controller/academy_users': () => [rest(s.url, 'GET', `/api/controller/academy_users?code=${b()}`, { token: A.token })],
  'POST /api/controller/delete/:code/:id': () => [
    rest(s.url, 'POST', `/api/controller/delete/${b()}/${bUser.user.id}`, { token: A.token }),
    rest(s.url, 'POST', `/api/controller/delete/${a()}/${bUser.user.id}`, { token: A.token }),
  ],
  'GET /api/others/settings/:code': () => [rest(s.url, 'GET', `/api/others/settings/${b()}`, { token: A.token })],
  'PUT /api/others/settings/update/:code': () => [
    rest(s.url, 'PUT', `/api/others/settings/update/${b()}`, { token: A.token, body: { settings: { online_admission: true }, messages: { admission_sms: 'hacked' } } }),
    rest(s.url, 'PUT', `/api/others/settings/update/${b()}`, { token: A.token, body: { messages: { receipt_sms: 'hacked' }, draft_messages: ['planted'] } }),
    rest(s.url, 'PUT', `/api/others/settings/update/${b()}`, { token: A.token, body: { grading: { isGrade: false, result_system: 'gradeSystem', grades: [{ grade: 'x', from: 0, to: 100, gpa: 1, status: 'pass' }] } } }),
  ],
  'POST /api/education/result/new/:code': () => [
    rest(s.url, 'POST', `/api/education/result/new/${b()}`, { token: A.token, body: { className: 'B-secret-class', examName: 'planted', numberPerSubject: 100, year: 2026, results: [[1, 'x', 1]] } }),
    rest(s.url, 'POST', `/api/education/result/new/${a()}`, { token: A.token, body: { className: 'B-secret-class', examName: 'planted', numberPerSubject: 100, year: 2026, results: [[1, 'x', 1]] } }),
  ],
  'GET /api/education/result/:code': () => [rest(s.url, 'GET', `/api/education/result/${b()}`, { token: A.token })],
  'GET /api/education/result/:code/:id': () => [
    rest(s.url, 'GET', `/api/education/result/${b()}/${bResult.id}`, { token: A.token }),
    rest(s.url, 'GET', `/api/education/result/${a()}/${bResult.id}`, { token: A.token }),
  ],
  'PUT /api/education/result/update/:code': () => [
    rest(s.url, 'PUT', `/api/education/result/update/${b()}`, { token: A.token, body: { id: bResult.id, className: 'x', examName: 'hacked', numberPerSubject: 100, year: 2026, results: [] } }),
    rest(s.url, 'PUT', `/api/education/result/update/${a()}`, { token: A.token, body: { id: bResult.id, className: 'x', examName: 'hacked', numberPerSubject: 100, year: 2026, results: [] } }),
  ],
  'PUT /api/education/result/publish/:code': () => [
    rest(s.url, 'PUT', `/api/education/result/publish/${b()}`, { token: A.token, body: { id: bResult.id, published: true } }),
    rest(s.url, 'PUT', `/api/education/result/publish/${a()}`, { token: A.token, body: { id: bResult.id, published: true } }),
  ],
  'DELETE /api/education/result/delete/:code/:id': () => [
    rest(s.url, 'DELETE', `/api/education/result/delete/${b()}/${bResult.id}`, { token: A.token }),
    rest(s.url, 'DELETE', `/api/education/result/delete/${a()}/${bResult.id}`, { token: A.token }),
  ],
  'PUT /api/education/routine/add_online/:code': () => [
    rest(s.url, 'PUT', `/api/education/routine/add_online/${b()}`, { token: A.token, body: { exam_name: 'planted', date: '2026-04-01', time: '10:00 AM' } }),
    rest(s.url, 'PUT', `/api/education/routine/add_online/${a()}`, { token: A.token, body: { id: bPaper.id, exam_name: 'hacked', date: '2026-04-01', time: '10:00 AM' } }),
  ],
  'GET /api/education/routines/:code': () => [rest(s.url, 'GET', `/api/education/routines/${b()}`, { token: A.token })],
  'DELETE /api/education/routines/delete_routine/:code/:id': () => [
    rest(s.url, 'DELETE', `/api/education/routines/delete_routine/${b()}/${bPaper.id}`, { token: A.token }),
    rest(s.url, 'DELETE', `/api/education/routines/delete_routine/${a()}/${bPaper.id}`, { token: A.token }),
  ],
  'POST /api/education/new_home_work/:code': () => [rest(s.url, 'POST', `/api/education/new_home_work/${b()}`, { token: A.token, body: { department: 'x', class_name: 'x', date: '2026-03-01', content: 'planted' } })],
  'GET /api/education/home_works/:code': () => [rest(s.url, 'GET', `/api/education/home_works/${b()}`, { token: A.token })],
  'PUT /api/education/home_works/update/:code': () => [
    rest(s.url, 'PUT', `/api/education/home_works/update/${b()}`, { token: A.token, body: { id: bHomework.id, department: 'x', class_name: 'x', date: '2026-03-01', content: 'hacked' } }),
    rest(s.url, 'PUT', `/api/education/home_works/update/${a()}`, { token: A.token, body: { id: bHomework.id, department: 'x', class_name: 'x', date: '2026-03-01', content: 'hacked' } }),
  ],
  'DELETE /api/education/home_works/delete/:code/:id': () => [
    rest(s.url, 'DELETE', `/api/education/home_works/delete/${b()}/${bHomework.id}`, { token: A.token }),
    rest(s.url, 'DELETE', `/api/education/home_works/delete/${a()}/${bHomework.id}`, { token: A.token }),
  ],
  'GET /api/others/sms_outbox/:code': () => [rest(s.url, 'GET', `/api/others/sms_outbox/${b()}?page=1&limit=100`, { token: A.token })],
  'GET /api/account/fee_rules/:code': () => [rest(s.url, 'GET', `/api/account/fee_rules/${b()}`, { token: A.token })],
  'POST /api/account/fee_rules/new/:code': () => [
    rest(s.url, 'POST', `/api/account/fee_rules/new/${b()}`, { token: A.token, body: { data: [{ fund: 'generalFund', title: 'planted', amount: 1, users: ['B-secret-class'] }] } }),
    rest(s.url, 'POST', `/api/account/fee_rules/new/${a()}`, { token: A.token, body: { data: [{ fund: 'generalFund', title: 'planted', amount: 1, users: ['B-secret-class'] }] } }),
  ],
  'DELETE /api/account/fee_rule/delete/:code/:id': () => [
    rest(s.url, 'DELETE', `/api/account/fee_rule/delete/${b()}/${bRule.id}`, { token: A.token }),
    rest(s.url, 'DELETE', `/api/account/fee_rule/delete/${a()}/${bRule.id}`, { token: A.token }),
  ],
};

/** The routes of a router and of the routers it uses without a path (route tables). */
function routesOf(prefix: string, router: Router): string[] {
  return router.stack.flatMap((layer) => {
    const nested = (layer.handle as unknown as { stack?: unknown[] }).stack;
    if (!layer.route) return nested ? routesOf(prefix, layer.handle as unknown as Router) : [];
    return Object.keys((layer.route as unknown as { methods: Record<string, boolean> }).methods)
      .map((m) => `${m.toUpperCase()} ${prefix}${layer.route!.path}`);
  });
}

describe('two-tenant isolation', () => {
  it('has a case for every GraphQL operation in schema.graphql', () => {
    const schema = buildSchema(readFileSync(path.join(__dirname, '../../schema.graphql'), 'utf8'));
    const ops = [...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()!.getFields())];
    expect(Object.keys(graphqlCases).sort()).toEqual(ops.sort());
  });

  it('has a case for every REST route', () => {
    const routes = [
      ...routesOf('/api/auth', authRoutes()), ...routesOf('/api/education', educationRoutes()), ...routesOf('/api/education', rolloverRoutes()), ...routesOf('/api/controller', controllerRoutes()),
      ...routesOf('/api/controller', dataEntryRoutes()),
      ...routesOf('/api/controller', academyExportControllerRoutes()),
      ...routesOf('/api/adminis', academyExportRoutes()),
      ...routesOf('/api/others', othersRoutes()),
      ...routesOf('/api/others', attendanceRoutes()),
      ...routesOf('/api/others', websiteRoutes()),
      ...routesOf('/api/others', storeRoutes()),
      ...routesOf('/api/account', accountRoutes()),
      ...routesOf('/api/adminis', administrationRoutes()),
      ...routesOf('/api/donor', donorRoutes()),
      ...routesOf('/api/library', libraryRoutes()),
      ...routesOf('/api/hostel', hostelRoutes()),
      ...routesOf('/api/history', historyRoutes()),
    ];
    expect(Object.keys(restCases).sort()).toEqual(routes.sort());
  });

  it('GraphQL: tenant A gets nothing of tenant B and changes nothing of B', async () => {
    const before = await snapshotB();
    for (const [name, call] of Object.entries(graphqlCases)) {
      const body = await call();
      if (leaksB(body)) throw new Error(`${name} leaked tenant B: ${JSON.stringify(body)}`);
    }
    expect(await snapshotB()).toBe(before);
  });

  it('REST: tenant A gets nothing of tenant B and changes nothing of B', async () => {
    const before = await snapshotB();
    for (const [name, calls] of Object.entries(restCases)) {
      for (const res of await Promise.all(calls())) {
        if (leaksB((res as { body: unknown }).body)) throw new Error(`${name} leaked tenant B: ${JSON.stringify(res)}`);
      }
    }
    expect(await snapshotB()).toBe(before);
  });
});
