import { GuardianChild } from '../../../api/src/domains/auth/guardian-children.entity';
import { User } from '../../../api/src/domains/auth/user.entity';
import { makeStudents, makeUser } from '../../support/factories';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/** Guardians' children: B's links, children and attendance never reach A; A links nobody to B's students. */
const ADMIT_NO = 4242;
let bGuardianId: number;

export const guardianArea: IsolationArea = {
  async seed(s, _A, B) {
    await makeStudents(s, B.academy, 'B-secret-class', ['B-secret-child'], ADMIT_NO);
    const g = await makeUser(s, 'guardian', B.academy, { firstName: 'B-secret-guardian' });
    bGuardianId = g.user.id;
    await s.db.getRepository(GuardianChild).save({ code: B.academy.code, userId: g.user.id, admitNo: ADMIT_NO });
  },

  graphql: (s, A) => ({
    myChildren: () => gql(s.url, '{ myChildren { admitNo name className photoUrl } }', {}, A.token),
    studentAttendance: () => gql(s.url, `{ studentAttendance(admitNo: ${ADMIT_NO}) { name className days { status } } }`, {}, A.token),
    guardianNotices: () => gql(s.url, '{ guardianNotices { title content writer } }', {}, A.token),
  }),

  rest: (s, A, B) => ({
    'GET /api/auth/children/:code': () => [
      rest(s.url, 'GET', `/api/auth/children/${B.academy.code}`, { token: A.token }),
      rest(s.url, 'GET', `/api/auth/children/${A.academy.code}`, { token: A.token }),
      // A links B's guardian (or a guardian of A) to B's admit number: refused
      rest(s.url, 'PUT', `/api/auth/update/${A.academy.code}`, { token: A.token, body: { id: bGuardianId, firstName: 'hacked', lastName: 'x', admit_nos: [] } }),
      rest(s.url, 'POST', `/api/auth/register/${A.academy.code}`, { token: A.token, body: { firstName: 'x', lastName: 'y', email: 'planted-guardian@example.test', password: 'secret1', cpassword: 'secret1', userType: 'guardian', admit_nos: [ADMIT_NO] } }),
    ],
  }),

  async snapshot(s, B) {
    return [
      await s.db.getRepository(GuardianChild).find({ where: { code: B.academy.code }, order: { id: 'ASC' } }),
      await s.db.getRepository(User).find({ where: { id: bGuardianId } }),
    ];
  },
};
