/**
 * Form and admit numbers (spec doc 1 §5: the highest plus one; a duplicate on create is
 * duplicateNotPossible) under the audit's attacks: a number poisoned up to the column's limit, a
 * number past it, and many admissions at once. Runs on SQLite and, with DATABASE_URL, MariaDB.
 */
import { Student } from '../../api/src/domains/education/student.entity';
import { INT_MAX } from '../../api/src/rules/numbers';
import { makeClass, makeUser, studentForm } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

const SAVE = 'mutation($input: StudentInput!) { saveStudent(input: $input) { id formNo admitNo } }';
const NUMBERS = '{ admissionNumbers { formNo admitNo } }';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

async function school() {
  const su = await makeUser(s, 'superUser');
  await makeClass(s, su.academy, { department: 'General', className: 'Class 5', groupName: '' });
  return su;
}
const numbers = (code: string) => s.db.getRepository(Student).find({ where: { code }, order: { id: 'ASC' } });

describe('form and admit numbers', () => {
  it('refuse a number beyond the column (REST and GraphQL) with a catalogue key, writing nothing', async () => {
    const su = await school();
    const first = await gql(s.url, SAVE, { input: studentForm({ assignAdmitNo: true }) }, su.token);
    const id = first.data.saveStudent.id;
    for (const huge of [2 ** 31, 2 ** 53, 1e300]) {
      const r = await rest(s.url, 'PUT', `/api/education/student/update/${su.academy.code}`, { token: su.token, body: { ...studentForm(), id, formNo: huge } });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('invalidValue');
      const made = await rest(s.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, body: studentForm({ admitNo: huge }) });
      expect(made.body.message).toBe('invalidValue');
    }
    // GraphQL's Int is 32-bit: the request is refused before any resolver runs, never a 500.
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${su.token}` },
      body: JSON.stringify({ query: SAVE, variables: { input: studentForm({ id, admitNo: 2 ** 53 }) } }),
    });
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).errors.length).toBeGreaterThan(0);
    expect((await numbers(su.academy.code)).map((x) => [x.formNo, x.admitNo])).toEqual([[1, 1]]);
  });

  it('a number poisoned up to the largest int does not block the next admission', async () => {
    const su = await school();
    const code = su.academy.code;
    const a = await gql(s.url, SAVE, { input: studentForm({ assignAdmitNo: true }) }, su.token);
    const b = await gql(s.url, SAVE, { input: studentForm({ assignAdmitNo: true }) }, su.token);
    expect([a.data.saveStudent.admitNo, b.data.saveStudent.admitNo]).toEqual([1, 2]);
    // The audit's attack: any staff user edits a student's numbers up to the column's limit.
    const poisoned = await rest(s.url, 'PUT', `/api/education/student/update/${code}`, {
      token: su.token, body: { ...studentForm(), id: b.data.saveStudent.id, formNo: INT_MAX, admitNo: INT_MAX },
    });
    expect(poisoned.body.success).toBe(true);
    expect((await gql(s.url, NUMBERS, {}, su.token)).data.admissionNumbers).toEqual({ formNo: 2, admitNo: 2 });
    const c = await gql(s.url, SAVE, { input: studentForm({ assignAdmitNo: true }) }, su.token);
    expect(c.errors).toBeUndefined();
    expect([c.data.saveStudent.formNo, c.data.saveStudent.admitNo]).toEqual([2, 2]);
    const d = await rest(s.url, 'POST', `/api/education/student/new/${code}`, { token: su.token, body: studentForm({ assignAdmitNo: true }) });
    expect([d.body.student.form_no, d.body.student.admit_no]).toEqual([3, 3]);
  });

  it('a number the office chose that is taken is duplicateNotPossible; the next is still the highest + 1', async () => {
    const su = await school();
    await gql(s.url, SAVE, { input: studentForm({ admitNo: 40 }) }, su.token);
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ admitNo: 40 }) }, su.token))).toBe('duplicateNotPossible');
    expect(errorCode(await gql(s.url, SAVE, { input: studentForm({ formNo: 1 }) }, su.token))).toBe('duplicateNotPossible');
    expect((await gql(s.url, SAVE, { input: studentForm({ assignAdmitNo: true }) }, su.token)).data.saveStudent).toMatchObject({ formNo: 2, admitNo: 41 });
  });

  it('200 admissions at once all succeed with distinct numbers', async () => {
    const su = await school();
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) =>
      (i % 2
        ? gql(s.url, SAVE, { input: studentForm({ name: `Student ${i}`, assignAdmitNo: true }) }, su.token).then((r) => r.errors?.[0]?.extensions?.code ?? 'ok')
        : rest(s.url, 'POST', `/api/education/student/new/${su.academy.code}`, { token: su.token, body: studentForm({ name: `Student ${i}`, assignAdmitNo: true }) })
          .then((r) => (r.body.success ? 'ok' : r.body.message))),
    ));
    expect(results.filter((r) => r !== 'ok')).toEqual([]);
    const rows = await numbers(su.academy.code);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.formNo)).size).toBe(200);
    expect([...rows.map((r) => r.admitNo!)].sort((x, y) => x - y)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });
});
