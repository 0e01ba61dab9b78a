/**
 * The class list reads only the columns a GraphQL query asks for (through fragments, renamed and
 * derived fields included) and only the class's rows, in admit order.
 */
import { makeStudents, makeUser } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

describe('the student list', () => {
  it('answers the fields asked for, through fragments, with derived and renamed fields', async () => {
    const su = await makeUser(s, 'superUser');
    await makeStudents(s, su.academy, 'Class 3', ['Karim', 'Rahim'], 5, { fatherMobile: '01811000000' });
    await makeStudents(s, su.academy, 'Class 4', ['Other'], 1);
    await makeStudents(s, su.academy, 'Class 3', ['Pending'], 90, { admitNo: null, fatherMobile: '01811000000' });
    const r = await gql(s.url, `query { students(filter: { className: "Class 3" }) { ...Row ... on Student { pending } } }
      fragment Row on Student { name admitNo guardianMobile fees { title } }`, {}, su.token);
    expect(r.errors).toBeUndefined();
    // Admit order; an application without an admit number comes first on both databases.
    expect(r.data.students).toEqual([
      { name: 'Pending', admitNo: null, guardianMobile: '01811000000', fees: [], pending: true },
      { name: 'Karim', admitNo: 5, guardianMobile: '01811000000', fees: [], pending: false },
      { name: 'Rahim', admitNo: 6, guardianMobile: '01811000000', fees: [], pending: false },
    ]);
    const all = await rest(s.url, 'GET', `/api/education/students/${su.academy.code}?className=Class%203`, { token: su.token });
    expect(all.body.students.map((x: { name: string; father_mobile: string; village: string }) => [x.name, x.father_mobile, x.village]))
      .toEqual(r.data.students.map((x: { name: string }) => [x.name, '01811000000', 'x']));
  });
});

describe('the student list, one page at a time', () => {
  it('pages the list over GraphQL (items and total) and REST (?limit and ?page), and refuses a page over 500', async () => {
    const su = await makeUser(s, 'superUser');
    const other = await makeUser(s, 'superUser');
    await makeStudents(s, su.academy, 'Class 5', ['A', 'B', 'C', 'D', 'E'], 1, { fatherMobile: '01811000000', fees: [{ title: 'monthly_fee', amount: 800.5 }], average: 4.5 });
    await makeStudents(s, other.academy, 'Class 5', ['Elsewhere'], 1);
    const PAGE = `query($limit: Int!, $offset: Int!) { studentPage(filter: { className: "Class 5" }, limit: $limit, offset: $offset) {
      total items { ...Row } } } fragment Row on Student { name admitNo pending guardianMobile }`;
    const r = await gql(s.url, PAGE, { limit: 2, offset: 2 }, su.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.studentPage).toEqual({
      total: 5,
      items: [
        { name: 'C', admitNo: 3, pending: false, guardianMobile: '01811000000' },
        { name: 'D', admitNo: 4, pending: false, guardianMobile: '01811000000' },
      ],
    });
    expect(errorCode(await gql(s.url, PAGE, { limit: 501, offset: 0 }, su.token))).toBe('invalidValue');
    expect(errorCode(await gql(s.url, PAGE, { limit: 2, offset: 0 }))).toBe('loginError');
    const guardian = await makeUser(s, 'guardian');
    expect(errorCode(await gql(s.url, PAGE, { limit: 2, offset: 0 }, guardian.token))).toBe('authorRequired');
    // Another academy's user sees only their own academy's list.
    expect((await gql(s.url, PAGE, { limit: 10, offset: 0 }, other.token)).data.studentPage).toMatchObject({ total: 1, items: [{ name: 'Elsewhere' }] });

    const page = await rest(s.url, 'GET', `/api/education/students/${su.academy.code}?className=Class%205&limit=2&page=3`, { token: su.token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 5, students: [{ name: 'E', admit_no: 5, father_mobile: '01811000000' }] });
    expect(page.body.students).toHaveLength(1);
    // Without paging parameters, the spec's whole list (no total).
    const whole = await rest(s.url, 'GET', `/api/education/students/${su.academy.code}?className=Class%205`, { token: su.token });
    expect(whole.body.students.map((x: { name: string }) => x.name)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(whole.body.total).toBeUndefined();
    // A list row is the same object as the student's own answer (every field, fees and nulls included).
    const one = await rest(s.url, 'GET', `/api/education/student/${su.academy.code}/${whole.body.students[0].id}`, { token: su.token });
    expect(whole.body.students[0]).toEqual(one.body.student);
    expect(whole.body.students[0]).toMatchObject({ fees: [{ title: 'monthly_fee', amount: 800.5 }], average: 4.5, number1: null });
    expect(Object.keys(whole.body.students[0])).toEqual(Object.keys(one.body.student));
    expect(page.body.students[0]).toEqual((await rest(s.url, 'GET', `/api/education/student/${su.academy.code}/${page.body.students[0].id}`, { token: su.token })).body.student);
    expect((await rest(s.url, 'GET', `/api/education/students/${su.academy.code}?limit=2`, { token: other.token })).status).toBe(403);
    const tooLarge = await rest(s.url, 'GET', `/api/education/students/${su.academy.code}?limit=501`, { token: su.token });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toMatchObject({ success: false, message: 'invalidValue' });
  });
});
