import { FeeRule } from '../../api/src/domains/accounts/fee-rule.entity';
import { Academy } from '../../api/src/domains/auth/academy.entity';
import { User } from '../../api/src/domains/auth/user.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { AcademySettings } from '../../api/src/domains/others/settings.entity';
import { OutboxMessage } from '../../api/src/platform/outbox.entity';
import { makeAcademy, makeClass, makeUser, studentForm, type Signed } from '../support/factories';
import { errorCode, gql, pngBytes, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const SAVE = `mutation($input: StudentInput!) { saveStudent(input: $input) {
  id formNo admitNo pending age preAcademy admittedClass groupName condition date source
  inspectorSign examinerSign eduSecSign principalSign fees { title amount } } }`;
const COND = 'mutation($id: Int!, $c: String!) { setStudentCondition(id: $id, condition: $c) { id condition } }';
const DEL = 'mutation($ids: [Int!]!) { deleteStudents(ids: $ids) }';
const APPLY = 'mutation($slug: String!, $input: StudentInput!) { applyOnline(slug: $slug, input: $input) }';

let s: TestServer;
beforeAll(async () => { s = await startServer({ ADMISSION_RATE_POINTS: '100' }); });
afterAll(() => s.close());

const count = (code: string) => s.db.getRepository(Student).countBy({ code });

/** An academy with classes, a superUser, and signers: education secretary, principal, teacher (all with signature images). */
async function school() {
  const su = await makeUser(s, 'superUser');
  const a = su.academy;
  await makeClass(s, a, { department: 'General', className: 'Class 5', groupName: '' });
  await makeClass(s, a, { department: 'General', className: 'Class 9', groupName: 'Science' });
  const sign = (u: Signed, url: string) => s.db.getRepository(User).update({ id: u.user.id }, { signUrl: url }).then(() => u);
  const edu = await sign(await makeUser(s, 'education', a), '/files/x/edu.png');
  const principal = await sign(await makeUser(s, 'principal', a), '/files/x/principal.png');
  const teacher = await sign(await makeUser(s, 'generalTeacher', a), '/files/x/teacher.png');
  const examiner = await sign(await makeUser(s, 'admitExaminer', a), '/files/x/examiner.png');
  return { su, a, edu, principal, teacher, examiner };
}

describe('the admission form (saveStudent)', () => {
  it('is refused when not signed in', async () => {
    const { a } = await school();
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm() }))).toBe('loginError');
    expect(await count(a.code)).toBe(0);
  });

  it('is refused for a new form by roles other than education, principal or superUser', async () => {
    const { a, teacher } = await school();
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm() }, teacher.token))).toBe('authorRequired');
    const acc = await makeUser(s, 'accountant', a);
    expect((await rest(s.url, 'POST', `/api/education/student/new/${a.code}`, { token: acc.token, body: studentForm() })).body.message).toBe('authorRequired');
    expect(await count(a.code)).toBe(0);
  });

  it('cannot touch another tenant\'s student', async () => {
    const mine = await school();
    const theirs = await school();
    const created = await gql(s.url, SAVE, { input: studentForm({ name: 'Theirs' }) }, theirs.su.token);
    const id = created.data.saveStudent.id;
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ id, name: 'Hijack' }) }, mine.su.token))).toBe('sorryNotFound');
    expect((await rest(s.url, 'POST', `/api/education/student/new/${theirs.a.code}`, { token: mine.su.token, body: studentForm() })).body.message).toBe('authorRequired');
    expect((await s.db.getRepository(Student).findOneByOrFail({ id })).name).toBe('Theirs');
  });

  it.each([
    ['requiredField', { name: '' }],
    ['requiredField', { village: ' ' }],
    ['requiredField', { residenceType: '' }],
    ['requiredField', { guardianMobile: '' }],
    // A value that is given but not one of the choices is invalid, not missing.
    ['invalidValue', { residenceType: 'hostel' }],
    ['invalidValue', { category: 'rich' }],
    ['invalidValue', { newOld: 'maybe' }],
    ['invalidValue', { name: 'x'.repeat(121) }],
    // Spec doc 000 §5/§9: a mobile is at most 30 characters and at most two numbers.
    ['checkMobile', { guardianMobile: '0171100000000000000000000000000' }],
    ['checkMobile', { guardianMobile: '01711000000, 01811000000, 01911000000' }],
    ['checkMobile', { guardianMobile: 'call the office' }],
    ['invalidValue', { birthDate: '20-05-2014' }],
    ['invalidValue', { birthDate: '2014-02-30' }],
    ['invalidValue', { department: 'Nowhere' }],
    ['invalidValue', { approvedClass: 'Class 77' }],
  ])('refuses %s (%j) and writes nothing', async (key, over) => {
    const { su, a } = await school();
    const r = await gql(s.url, SAVE, { input: studentForm(over) }, su.token);
    expect(errorCode(r)).toBe(key);
    if (key !== 'invalidValue') expect(r.errors![0].extensions!.params).toEqual({ field: Object.keys(over)[0] });
    expect(await count(a.code)).toBe(0);
  });

  it('refuses a guardian mobile over 30 characters or with three numbers over REST too (checkMobile, field named, nothing written); 30 and two numbers pass', async () => {
    const { su, a } = await school();
    for (const guardianMobile of ['0'.repeat(31), '01711000000, 01811000000, 01911000000']) {
      const r = await rest(s.url, 'POST', `/api/education/student/new/${a.code}`, { token: su.token, body: studentForm({ guardianMobile }) });
      expect([r.status, r.body.message, r.body.params]).toEqual([400, 'checkMobile', { field: 'guardianMobile' }]);
    }
    const missing = await rest(s.url, 'POST', `/api/education/student/new/${a.code}`, { token: su.token, body: studentForm({ guardianMobile: ' ' }) });
    expect([missing.status, missing.body.message, missing.body.params]).toEqual([400, 'requiredField', { field: 'guardianMobile' }]);
    expect(await count(a.code)).toBe(0);
    const SAVE_MOBILE = 'mutation($input: StudentInput!) { saveStudent(input: $input) { guardianMobile } }';
    const two = (await gql(s.url, SAVE_MOBILE, { input: studentForm({ guardianMobile: '01711000000, 01811000000' }) }, su.token)).data.saveStudent;
    expect(two.guardianMobile).toBe('01711000000, 01811000000');
    const thirty = '+880 1711-000000, 01811 000000';
    expect(thirty).toHaveLength(30);
    expect((await gql(s.url, SAVE_MOBILE, { input: studentForm({ guardianMobile: thirty }) }, su.token)).data.saveStudent.guardianMobile).toBe(thirty);
    expect(await count(a.code)).toBe(2);
  });

  it('saves a pending application: form number highest + 1, age in whole years from the birth date, today\'s date', async () => {
    const { su } = await school();
    const first = (await gql(s.url, SAVE, { input: studentForm() }, su.token)).data.saveStudent;
    // The test clock is 2026-03-10 (Dhaka): born 2014-05-20 → 11 whole years.
    expect(first).toMatchObject({ formNo: 1, admitNo: null, pending: true, age: 11, condition: 'in', date: '2026-03-10', source: 'office' });
    const second = (await gql(s.url, SAVE, { input: studentForm({ birthDate: '2014-03-10' }) }, su.token)).data.saveStudent;
    expect(second).toMatchObject({ formNo: 2, age: 12 });
  });

  it('fills the previous academy with the academy\'s own name for an old student', async () => {
    const { su, a } = await school();
    const r = await gql(s.url, SAVE, { input: studentForm({ newOld: 'old', preAcademy: 'Somewhere else' }) }, su.token);
    expect(r.data.saveStudent.preAcademy).toBe(a.name);
  });

  it('refuses a duplicate admit number on create; gives highest + 1 when asked', async () => {
    const { su, a } = await school();
    await gql(s.url, SAVE, { input: studentForm({ admitNo: 7 }) }, su.token);
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ admitNo: 7 }) }, su.token))).toBe('duplicateNotPossible');
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ formNo: 1 }) }, su.token))).toBe('duplicateNotPossible');
    expect(await count(a.code)).toBe(1);
    const next = await gql(s.url, SAVE, { input: studentForm({ assignAdmitNo: true }) }, su.token);
    expect(next.data.saveStudent.admitNo).toBe(8);
    expect((await gql(s.url, '{ admissionNumbers { formNo admitNo } }', {}, su.token)).data.admissionNumbers).toEqual({ formNo: 3, admitNo: 9 });
  });

  it('gives 20 simultaneous admissions 20 different form and admit numbers', async () => {
    const { su, a } = await school();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      gql(s.url, SAVE, { input: studentForm({ name: `Student ${i}`, assignAdmitNo: true }) }, su.token)));
    expect(results.map(errorCode)).toEqual(Array(20).fill(null));
    const rows = await s.db.getRepository(Student).findBy({ code: a.code });
    expect(new Set(rows.map((r) => r.formNo)).size).toBe(20);
    expect(new Set(rows.map((r) => r.admitNo)).size).toBe(20);
    expect(rows.map((r) => r.admitNo).sort((x, y) => x! - y!)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('derives the fee titles from the fee rules of the approved class and group, keeping saved amounts', async () => {
    const { su, a } = await school();
    const rules = s.db.getRepository(FeeRule);
    await rules.save([
      rules.create({ code: a.code, fund: 'generalFund', title: 'admission_fee', amountPaisa: 150050, classes: ['Class 9', 'Class 5'], groups: [] }),
      rules.create({ code: a.code, fund: 'generalFund', title: 'monthly_fee', amountPaisa: 80000, classes: ['Class 9'], groups: ['Science'] }),
      rules.create({ code: a.code, fund: 'charityFund', title: 'boarding_fee', amountPaisa: 200000, classes: ['Class 9'], groups: ['Humanities'] }),
      rules.create({ code: a.code, fund: 'generalFund', title: 'development_fee', amountPaisa: 50000, classes: ['Class 7'], groups: [] }),
    ]);
    const r = await gql(s.url, SAVE, { input: studentForm({ approvedClass: 'Class 9', groupName: 'Science', fees: [{ title: 'monthly_fee', amount: 700 }] }) }, su.token);
    expect(r.data.saveStudent.fees).toEqual([{ title: 'monthly_fee', amount: 700 }, { title: 'admission_fee', amount: 1500.5 }]);
    const fees = await gql(s.url, '{ admissionFees(className: "Class 5") { title amount } }', {}, su.token);
    expect(fees.data.admissionFees).toEqual([{ title: 'admission_fee', amount: 1500.5 }]);
  });
});

describe('approval signatures (spec §4, §5)', () => {
  const blocks = {
    inspector: { change: { inspectorComment: 'canBeAdmitted' }, missing: 'inspectorSignRequire', code: 'inspectorSign' },
    examiner: { change: { book1: 'Quran', number1: 88 }, missing: 'rquireExmnySgn', code: 'examinerSign' },
    eduSec: { change: { approvedClass: 'Class 5' }, missing: 'eduSecCode', code: 'eduSecSign' },
    principal: { change: { approval: 'admitted' }, missing: 'principalCode', code: 'principalSign' },
  } as const;

  it.each(Object.entries(blocks))('%s: a changed block without a code answers its key and writes nothing', async (_b, block) => {
    const { a, edu } = await school();
    const r = await gql(s.url, SAVE, { input: studentForm(block.change) }, edu.token);
    expect(errorCode(r)).toBe(block.missing);
    expect(await count(a.code)).toBe(0);
  });

  it('inspector and examiner: an education, principal, admission examiner or superUser code signs with that user\'s signature; a teacher\'s or a wrong code is incorrectCode', async () => {
    const { edu, principal, teacher, examiner } = await school();
    const wrong = await gql(s.url, SAVE, { input: studentForm({ inspectorComment: 'good', inspectorSign: 'not-a-password' }) }, edu.token);
    expect(errorCode(wrong)).toBe('incorrectCode');
    expect(wrong.errors![0].extensions!.params).toEqual({ field: 'inspectorSign' });
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ inspectorComment: 'good', inspectorSign: teacher.password }) }, edu.token))).toBe('incorrectCode');
    const ok = await gql(s.url, SAVE, {
      input: studentForm({ inspectorComment: 'good', examiner: 'Maulana Karim', inspectorSign: principal.password, book1: 'Quran', number1: 90, average: 90, examinerSign: examiner.password }),
    }, edu.token);
    expect(ok.data.saveStudent).toMatchObject({ inspectorSign: '/files/x/principal.png', examinerSign: '/files/x/examiner.png', eduSecSign: '', principalSign: '' });
  });

  it('education secretary: only the code of a user of type education; principal: only of type principal', async () => {
    const { edu, principal, teacher } = await school();
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ approvedClass: 'Class 5', eduSecSign: teacher.password }) }, edu.token))).toBe('incorrectCode');
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ approval: 'admitted', principalSign: edu.password }) }, edu.token))).toBe('incorrectCode');
    const ok = await gql(s.url, SAVE, {
      input: studentForm({ approvedClass: 'Class 5', eduSecSign: edu.password, approval: 'admitted', principalSign: principal.password }),
    }, edu.token);
    expect(ok.data.saveStudent).toMatchObject({ admittedClass: 'Class 5', eduSecSign: '/files/x/edu.png', principalSign: '/files/x/principal.png' });
  });

  it('changing a signed field needs its code again and replaces that signature only; unchanged blocks keep theirs', async () => {
    const { edu, principal, examiner } = await school();
    const first = (await gql(s.url, SAVE, {
      input: studentForm({ inspectorComment: 'good', inspectorSign: examiner.password, approval: 'admitted', principalSign: principal.password }),
    }, edu.token)).data.saveStudent;
    const base = studentForm({ id: first.id, inspectorComment: 'noIssues', approval: 'admitted' });
    expect(errorCode(await gql(s.url, SAVE, { input: base }, edu.token))).toBe('inspectorSignRequire');
    const again = (await gql(s.url, SAVE, { input: { ...base, inspectorSign: edu.password } }, edu.token)).data.saveStudent;
    expect(again).toMatchObject({ inspectorSign: '/files/x/edu.png', principalSign: '/files/x/principal.png' });
    // Nothing changed: no code needed.
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ id: first.id, inspectorComment: 'noIssues', approval: 'admitted', name: 'Renamed' }) }, edu.token))).toBeNull();
  });

  it('a superUser skips the codes and signs the changed blocks', async () => {
    const { su } = await school();
    await s.db.getRepository(User).update({ id: su.user.id }, { signUrl: '/files/x/su.png' });
    const r = await gql(s.url, SAVE, { input: studentForm({ inspectorComment: 'good', approvedClass: 'Class 5', approval: 'admitted' }) }, su.token);
    expect(r.data.saveStudent).toMatchObject({ inspectorSign: '/files/x/su.png', eduSecSign: '/files/x/su.png', principalSign: '/files/x/su.png', examinerSign: '' });
  });
});

describe('editing, admitting, removing and deleting', () => {
  it('lets any staff edit, but giving the admit number needs the admission right', async () => {
    const { su, teacher } = await school();
    const app = (await gql(s.url, SAVE, { input: studentForm() }, su.token)).data.saveStudent;
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ id: app.id, name: 'Corrected' }) }, teacher.token))).toBeNull();
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ id: app.id, name: 'Corrected', admitNo: 5 }) }, teacher.token))).toBe('authorRequired');
    const admitted = await rest(s.url, 'PUT', `/api/education/student/update/${su.academy.code}`, { token: su.token, body: studentForm({ id: app.id, name: 'Corrected', admitNo: '5' }) });
    expect(admitted.body.student).toMatchObject({ admit_no: 5, name: 'Corrected', form_no: app.formNo, father_mobile: '01711000000' });
    expect((await gql(s.url, '{ pendingApplications { id } }', {}, su.token)).data.pendingApplications).toEqual([]);
    // An edit that leaves the admit number out keeps it.
    const kept = await gql(s.url, SAVE, { input: studentForm({ id: app.id, name: 'Again' }) }, teacher.token);
    expect(kept.data.saveStudent).toMatchObject({ admitNo: 5, pending: false });
  });

  it('removes (in → out) and re-admits (out → in) through the same update call; lists by condition, class and group', async () => {
    const { su, a, teacher } = await school();
    const st = (await gql(s.url, SAVE, { input: studentForm({ approvedClass: 'Class 9', groupName: 'Science', assignAdmitNo: true }) }, su.token)).data.saveStudent;
    await gql(s.url, SAVE, { input: studentForm({ approvedClass: 'Class 5', assignAdmitNo: true }) }, su.token);
    expect(errorCode(await gql(s.url, COND, { id: st.id, c: 'out' }))).toBe('loginError');
    expect(errorCode(await gql(s.url, COND, { id: st.id, c: 'out' }, teacher.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, COND, { id: st.id, c: 'gone' }, su.token))).toBe('invalidValue');
    const removed = await rest(s.url, 'POST', `/api/education/student/remove/${a.code}`, { token: su.token, body: { id: st.id } });
    expect(removed.body.student.condition).toBe('out');
    const list = (q: string) => rest(s.url, 'GET', `/api/education/students/${a.code}${q}`, { token: teacher.token }).then((r) => r.body.students.map((x: { id: number }) => x.id));
    expect(await list('?className=Class 9&groupName=Science')).toEqual([]);
    expect(await list('?condition=out')).toEqual([st.id]);
    const back = await rest(s.url, 'PUT', `/api/education/student/update/${a.code}`, { token: su.token, body: { id: st.id, condition: 'in' } });
    expect(back.body.student.condition).toBe('in');
    expect(await list('?className=Class 9&groupName=Science')).toEqual([st.id]);
    expect((await list('')).length).toBe(2);
  });

  it('deletes one or many; another tenant\'s id deletes nothing', async () => {
    const { su, a, teacher } = await school();
    const other = await school();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await gql(s.url, SAVE, { input: studentForm({ name: `S${i}` }) }, su.token)).data.saveStudent.id);
    const foreign = (await gql(s.url, SAVE, { input: studentForm() }, other.su.token)).data.saveStudent.id;
    expect(errorCode(await gql(s.url, DEL, { ids: [ids[0]] }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DEL, { ids: [ids[0]] }, teacher.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, DEL, { ids: [ids[0], foreign] }, su.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DEL, { ids: [] }, su.token))).toBe('pleaseSelect');
    expect(await count(a.code)).toBe(3);
    expect((await s.db.getRepository(Student).findBy({ code: a.code })).map((x) => x.id).sort()).toEqual([...ids].sort());
    const one = await gql(s.url, DEL, { ids: [ids[0]] }, su.token);
    expect(one.errors?.[0]).toBeUndefined();
    expect(one.data.deleteStudents).toBe(1);
    expect((await rest(s.url, 'POST', `/api/education/student/delete/${a.code}`, { token: su.token, body: { ids: [ids[1], ids[2]] } })).body).toEqual({ success: true, deleted: 2 });
    expect(await count(a.code)).toBe(0);
    expect(await count(other.a.code)).toBe(1);
  });

  it('takes form data with a photo over REST (multipart)', async () => {
    const { su, a } = await school();
    const f = new FormData();
    for (const [k, v] of Object.entries(studentForm({ number1: '75.5', assignAdmitNo: 'true', fees: JSON.stringify([{ title: 'x', amount: '10' }]) }))) f.append(k, String(v));
    f.append('photo', new Blob([pngBytes(300, 300)], { type: 'image/png' }), 'me.png');
    const r = await rest(s.url, 'POST', `/api/education/student/new/${a.code}`, { token: su.token, form: f });
    expect(r.body.student).toMatchObject({ number1: 75.5, admit_no: 1, fees: [{ title: 'x', amount: 10 }], photo_url: expect.stringMatching(/^\/files\/.+\.png$/) });
  });
});

describe('the admission SMS', () => {
  it('goes to the guardian when admission_sms is on and the student has an admit number, charged by parts', async () => {
    const { su, a } = await school();
    await s.db.getRepository(Academy).update({ code: a.code }, { smsBalance: 1000 });
    const settings = s.db.getRepository(AcademySettings);
    await settings.save(settings.create({ code: a.code, admissionSms: true, draftMessages: [], admissionSmsText: '{name} ভর্তি হয়েছে, শ্রেণি {class}, ভর্তি নং {admitNo}' }));
    await gql(s.url, SAVE, { input: studentForm({ name: 'Karim', approvedClass: 'Class 5', admitNo: 12, guardianMobile: '01811000000, 01911000000' }) }, su.token);
    await gql(s.url, SAVE, { input: studentForm({ name: 'Pending one' }) }, su.token);
    const sent = await s.db.getRepository(OutboxMessage).findBy({ code: a.code });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'admission', receiver: '01811000000', body: 'Karim ভর্তি হয়েছে, শ্রেণি Class 5, ভর্তি নং 12', parts: 1, costPaisa: 40, status: 'sent' });
    expect((await s.db.getRepository(Academy).findOneByOrFail({ code: a.code })).smsBalance).toBe(960);
  });

  it('is not sent when the setting is off', async () => {
    const { su, a } = await school();
    await gql(s.url, SAVE, { input: studentForm({ admitNo: 1 }) }, su.token);
    expect(await s.db.getRepository(OutboxMessage).countBy({ code: a.code })).toBe(0);
  });
});

describe('online admission (visitors)', () => {
  it('takes an application for the academy\'s public slug when online_admission is on: pending, no signatures', async () => {
    const { a, su } = await school();
    const form = studentForm({ inspectorComment: 'good', approvedClass: 'Class 5', approval: 'admitted', admitNo: 99 });
    expect(errorCode(await gql(s.url, APPLY, { slug: a.slug, input: form }))).toBe('notWorked');
    const settings = s.db.getRepository(AcademySettings);
    await settings.save(settings.create({ code: a.code, onlineAdmission: true, draftMessages: [] }));
    expect(errorCode(await gql(s.url, APPLY, { slug: 'no-such-academy', input: form }))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, APPLY, { slug: a.slug, input: { ...form, name: '' } }))).toBe('requiredField');
    expect(errorCode(await gql(s.url, APPLY, { slug: a.slug, input: { ...form, guardianMobile: '0'.repeat(31) } }))).toBe('checkMobile');
    const r = await rest(s.url, 'POST', `/api/education/online_admission/${a.slug}`, { body: form });
    expect(r.body).toEqual({ success: true, form_no: 1 });
    const pending = (await gql(s.url, '{ pendingApplications { formNo admitNo source inspectorComment admittedClass approval inspectorSign } }', {}, su.token)).data.pendingApplications;
    expect(pending).toEqual([{ formNo: 1, admitNo: null, source: 'online', inspectorComment: '', admittedClass: '', approval: '', inspectorSign: '' }]);
  });

  it('is refused for an academy that is not active, and rate limited per address', async () => {
    const t = await startServer({ ADMISSION_RATE_POINTS: '2' });
    try {
      const a = await makeAcademy(t);
      await makeClass(t, a, { department: 'General' });
      const settings = t.db.getRepository(AcademySettings);
      await settings.save(settings.create({ code: a.code, onlineAdmission: true, draftMessages: [] }));
      expect((await gql(t.url, APPLY, { slug: a.slug, input: studentForm() })).data.applyOnline).toBe(1);
      expect((await gql(t.url, APPLY, { slug: a.slug, input: studentForm() })).data.applyOnline).toBe(2);
      expect(errorCode(await gql(t.url, APPLY, { slug: a.slug, input: studentForm() }))).toBe('tooManyAttempts');
      await t.db.getRepository(Academy).update({ code: a.code }, { activation: false });
      expect(errorCode(await gql(t.url, APPLY, { slug: a.slug, input: studentForm() }))).toBe('notActivated');
      expect(await t.db.getRepository(Student).countBy({ code: a.code })).toBe(2);
    } finally {
      await t.close();
    }
  });
});

describe('the public academy (visitors)', () => {
  it('shows public facts and the departments for the online form, never the code, e-mail or mobile', async () => {
    const { a } = await school();
    const r = await gql(s.url, 'query($slug: String!) { publicAcademy(slug: $slug) { slug name englishName onlineAdmission departments } }', { slug: a.slug });
    expect(r.data.publicAcademy).toEqual({ slug: a.slug, name: a.name, englishName: a.englishName, onlineAdmission: false, departments: ['General'] });
    const rr = await rest(s.url, 'GET', `/api/auth/academy/public/${a.slug}`);
    expect(rr.body.academy).toMatchObject({ name: a.name, online_admission: false, departments: ['General'] });
    const text = JSON.stringify(rr.body);
    for (const secret of [a.code, a.email, a.mobile]) expect(text).not.toContain(secret);
    expect((await gql(s.url, '{ publicAcademy(slug: "nobody-here") { name } }')).data.publicAcademy).toBeNull();
    expect((await rest(s.url, 'GET', '/api/auth/academy/public/nobody-here')).body.message).toBe('sorryNotFound');
  });
});
