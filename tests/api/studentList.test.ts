/**
 * The class list reads only the columns a GraphQL query asks for (through fragments, renamed and
 * derived fields included) and only the class's rows, in admit order.
 */
import { makeStudents, makeUser } from '../support/factories';
import { gql, rest } from '../support/http';
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
