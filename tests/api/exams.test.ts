import { ExamPaper, Homework } from '../../api/src/domains/education/exam-paper.entity';
import { makeUser } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const PAPER = 'id examName year department className groupName subject date time durationMinutes';
const SAVE_PAPER = `mutation($i: ExamPaperInput!) { saveExamPaper(input: $i) { ${PAPER} } }`;
const DELETE_PAPER = 'mutation($id: Int!) { deleteExamPaper(id: $id) }';
const HW = 'id department className groupName date content preview';
const SAVE_HW = `mutation($i: HomeworkInput!) { saveHomework(input: $i) { ${HW} } }`;
const DELETE_HW = 'mutation($id: Int!) { deleteHomework(id: $id) }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const paper = (over: Record<string, unknown> = {}) => ({ examName: 'FirstTermExam', date: '2026-04-02', time: '9:30 AM', className: 'Class 6', subject: 'Arabic', durationMinutes: 180, ...over });
const homework = (over: Record<string, unknown> = {}) => ({ department: 'Kitab', className: 'Class 6', groupName: '', date: '2026-03-10', content: 'Learn the first ten verses.', ...over });
const papers = (code: string) => s.db.getRepository(ExamPaper).countBy({ code });
const homeworks = (code: string) => s.db.getRepository(Homework).countBy({ code });

describe('exam routine (papers)', () => {
  it('saveExamPaper and deleteExamPaper are refused when not signed in', async () => {
    expect(errorCode(await gql(s.url, SAVE_PAPER, { i: paper() }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE_PAPER, { id: 1 }))).toBe('loginError');
  });

  it('are refused for roles other than education or superUser, writing nothing', async () => {
    const owner = await makeUser(s, 'education');
    const id = (await gql(s.url, SAVE_PAPER, { i: paper() }, owner.token)).data.saveExamPaper.id;
    for (const type of ['principal', 'generalTeacher', 'accountant', 'guardian'] as const) {
      const u = await makeUser(s, type, owner.academy);
      expect(errorCode(await gql(s.url, SAVE_PAPER, { i: paper() }, u.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, DELETE_PAPER, { id }, u.token))).toBe('authorRequired');
    }
    expect(await papers(owner.academy.code)).toBe(1);
  });

  it('cannot change or delete another tenant\'s paper', async () => {
    const owner = await makeUser(s, 'education');
    const id = (await gql(s.url, SAVE_PAPER, { i: paper() }, owner.token)).data.saveExamPaper.id;
    const other = await makeUser(s, 'superUser');
    expect(errorCode(await gql(s.url, SAVE_PAPER, { i: paper({ id, subject: 'hacked' }) }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE_PAPER, { id }, other.token))).toBe('sorryNotFound');
    expect((await s.db.getRepository(ExamPaper).findOneByOrFail({ id })).subject).toBe('Arabic');
    expect((await gql(s.url, `{ examPapers { id } }`, {}, other.token)).data.examPapers).toEqual([]);
  });

  it.each([
    ['requiredField', { examName: '' }],
    ['requiredField', { date: '' }],
    ['invalidValue', { date: '2026-02-30' }],
    ['requiredField', { time: '' }],
    ['invalidValue', { time: '13:00 PM' }],
    ['invalidValue', { time: '10:00' }],
    ['invalidValue', { durationMinutes: -5 }],
  ])('refuses %s (%j) and writes nothing', async (key, over) => {
    const u = await makeUser(s, 'education');
    const r = await gql(s.url, SAVE_PAPER, { i: paper(over) }, u.token);
    expect(errorCode(r)).toBe(key);
    expect(r.errors![0].extensions!.params).toEqual({ field: Object.keys(over)[0] });
    expect(await papers(u.academy.code)).toBe(0);
  });

  it('adds (time as hh:mm AM/PM, year from the date), lists by date and time, updates and deletes; REST too', async () => {
    const u = await makeUser(s, 'superUser');
    const first = (await gql(s.url, SAVE_PAPER, { i: paper() }, u.token)).data.saveExamPaper;
    expect(first).toMatchObject({ examName: 'FirstTermExam', year: 2026, time: '09:30 AM', date: '2026-04-02', subject: 'Arabic', durationMinutes: 180 });
    await gql(s.url, SAVE_PAPER, { i: paper({ date: '2026-04-01', subject: 'Bangla', time: '02:00 PM' }) }, u.token);
    const list = await gql(s.url, '{ examPapers { subject } }', {}, u.token);
    expect(list.data.examPapers.map((p: { subject: string }) => p.subject)).toEqual(['Bangla', 'Arabic']);
    const upd = await gql(s.url, SAVE_PAPER, { i: paper({ id: first.id, subject: 'Arabic 2nd' }) }, u.token);
    expect(upd.data.saveExamPaper.subject).toBe('Arabic 2nd');
    expect(await gql(s.url, DELETE_PAPER, { id: first.id }, u.token)).toEqual({ data: { deleteExamPaper: true } });
    const code = u.academy.code;
    const added = await rest(s.url, 'PUT', `/api/education/routine/add_online/${code}`, { token: u.token, body: { exam_name: 'SecondTermExam', date: '2026-06-01', time: '10:00 AM', class_name: 'Class 7', subject: 'Fiqh' } });
    expect(added.body.routine).toMatchObject({ exam_name: 'SecondTermExam', class_name: 'Class 7', time: '10:00 AM' });
    const bad = await rest(s.url, 'PUT', `/api/education/routine/add_online/${code}`, { token: u.token, body: { exam_name: 'X', date: '', time: '10:00 AM' } });
    expect([bad.status, bad.body.message, bad.body.params]).toEqual([400, 'requiredField', { field: 'date' }]);
    const listed = await rest(s.url, 'GET', `/api/education/routines/${code}`, { token: u.token });
    expect(listed.body.routines.map((p: { subject: string }) => p.subject)).toEqual(['Bangla', 'Fiqh']);
    expect((await rest(s.url, 'DELETE', `/api/education/routines/delete_routine/${code}/${added.body.routine.id}`, { token: u.token })).body).toEqual({ success: true });
    expect(await papers(code)).toBe(1);
  });
});

describe('homework', () => {
  it('saveHomework and deleteHomework are refused when not signed in', async () => {
    expect(errorCode(await gql(s.url, SAVE_HW, { i: homework() }))).toBe('loginError');
    expect(errorCode(await gql(s.url, DELETE_HW, { id: 1 }))).toBe('loginError');
    expect((await rest(s.url, 'POST', '/api/education/new_home_work/100001', { body: homework() })).body.message).toBe('loginError');
  });

  it('are refused outside the education group, writing nothing', async () => {
    const owner = await makeUser(s, 'principal');
    const id = (await gql(s.url, SAVE_HW, { i: homework() }, owner.token)).data.saveHomework.id;
    for (const type of ['generalTeacher', 'accountant', 'hostelManager', 'guardian'] as const) {
      const u = await makeUser(s, type, owner.academy);
      expect(errorCode(await gql(s.url, SAVE_HW, { i: homework() }, u.token))).toBe('authorRequired');
      expect(errorCode(await gql(s.url, DELETE_HW, { id }, u.token))).toBe('authorRequired');
    }
    expect(await homeworks(owner.academy.code)).toBe(1);
  });

  it('cannot change or delete another tenant\'s homework', async () => {
    const owner = await makeUser(s, 'education');
    const id = (await gql(s.url, SAVE_HW, { i: homework() }, owner.token)).data.saveHomework.id;
    const other = await makeUser(s, 'education');
    expect(errorCode(await gql(s.url, SAVE_HW, { i: homework({ id, content: 'hacked' }) }, other.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, DELETE_HW, { id }, other.token))).toBe('sorryNotFound');
    const put = await rest(s.url, 'PUT', `/api/education/home_works/update/${other.academy.code}`, { token: other.token, body: { ...homework(), id, content: 'hacked' } });
    expect(put.body.message).toBe('sorryNotFound');
    expect((await s.db.getRepository(Homework).findOneByOrFail({ id })).content).toBe('Learn the first ten verses.');
  });

  it.each([
    ['requiredField', { department: '' }],
    ['requiredField', { className: ' ' }],
    ['requiredField', { date: '' }],
    ['invalidValue', { date: '2026-13-01' }],
    ['requiredField', { content: '' }],
  ])('refuses %s (%j) and writes nothing', async (key, over) => {
    const u = await makeUser(s, 'education');
    const r = await gql(s.url, SAVE_HW, { i: homework(over) }, u.token);
    expect(errorCode(r)).toBe(key);
    expect(r.errors![0].extensions!.params).toEqual({ field: Object.keys(over)[0] });
    expect(await homeworks(u.academy.code)).toBe(0);
  });

  it('adds (group optional), previews the first 100 characters, lists newest first, filters, updates and deletes; REST too', async () => {
    const u = await makeUser(s, 'education');
    const long = 'ক'.repeat(150);
    const a = (await gql(s.url, SAVE_HW, { i: homework({ content: long }) }, u.token)).data.saveHomework;
    expect(a.preview).toBe(`${'ক'.repeat(100)}…`);
    expect(a.content).toBe(long);
    await gql(s.url, SAVE_HW, { i: homework({ date: '2026-03-11', className: 'Class 9', groupName: 'Science' }) }, u.token);
    const all = await gql(s.url, '{ homeworks { date className } }', {}, u.token);
    expect(all.data.homeworks).toEqual([{ date: '2026-03-11', className: 'Class 9' }, { date: '2026-03-10', className: 'Class 6' }]);
    const six = await gql(s.url, '{ homeworks(className: "Class 6") { id } }', {}, u.token);
    expect(six.data.homeworks).toEqual([{ id: a.id }]);
    const code = u.academy.code;
    const created = await rest(s.url, 'POST', `/api/education/new_home_work/${code}`, { token: u.token, body: { department: 'Hifz', class_name: 'Hifz 1', date: '2026-03-09', content: 'Revise juz 30' } });
    expect(created.body.home_work).toMatchObject({ department: 'Hifz', class_name: 'Hifz 1', group_name: '', content: 'Revise juz 30' });
    expect(typeof created.body.home_work.created_at).toBe('string');
    const upd = await rest(s.url, 'PUT', `/api/education/home_works/update/${code}`, { token: u.token, body: { id: created.body.home_work.id, department: 'Hifz', class_name: 'Hifz 1', date: '2026-03-09', content: 'Revise juz 29' } });
    expect(upd.body.home_work.content).toBe('Revise juz 29');
    const listed = await rest(s.url, 'GET', `/api/education/home_works/${code}?class_name=Hifz%201`, { token: u.token });
    expect(listed.body.home_works.map((h: { content: string }) => h.content)).toEqual(['Revise juz 29']);
    expect((await rest(s.url, 'DELETE', `/api/education/home_works/delete/${code}/${created.body.home_work.id}`, { token: u.token })).body).toEqual({ success: true });
    expect(await gql(s.url, DELETE_HW, { id: a.id }, u.token)).toEqual({ data: { deleteHomework: true } });
    expect(await homeworks(code)).toBe(1);
  });
});
