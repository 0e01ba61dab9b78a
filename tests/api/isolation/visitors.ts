import { Visitor } from '../../../api/src/domains/auth/visitor.entity';
import { Student } from '../../../api/src/domains/education/student.entity';
import { makeStudents } from '../../support/factories';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/**
 * Visitors of the public sites (issue 24 item 14): a visitor signed in on A's site never reads B's
 * visitors or B's applications (authorRequired), and nothing A's visitor does changes B's visitors
 * (their rows and token versions) or which visitor B's applications belong to. A visitor signing in
 * on B's own site is B's public sign-in, not a crossing, so the cases sign in on A's.
 */
let visitorOfA = '';

export const visitorsArea: IsolationArea = {
  async seed(s, A, B) {
    const visitors = s.db.getRepository(Visitor);
    const theirs = await visitors.save(visitors.create({ code: B.academy.code, email: 'b-secret-visitor@example.test' }));
    await makeStudents(s, B.academy, '', ['B-secret-visitor-applicant'], 8501, { admitNo: null, source: 'online', visitorId: theirs.id });
    visitorOfA = (await rest(s.url, 'POST', `/api/auth/visitor/login/${A.academy.slug}`, { body: { visitorEmail: 'a-visitor@example.test' } })).body.token;
  },

  secrets: () => ['b-secret-visitor@example.test'],

  graphql: (s, A, B) => ({
    visitorSignIn: () => gql(s.url, 'mutation($slug: String!) { visitorSignIn(slug: $slug, input: { visitorEmail: "a-visitor@example.test" }) { user { id email } } }', { slug: A.academy.slug }, visitorOfA),
    visitorMe: () => gql(s.url, 'query($slug: String!) { visitorMe(slug: $slug) { id email } }', { slug: B.academy.slug }, visitorOfA),
    visitorApplications: () => gql(s.url, 'query($slug: String!) { visitorApplications(slug: $slug) { formNo name } }', { slug: B.academy.slug }, visitorOfA),
    // Signing out ends A's visitor's own session only; sign in again for the cases after it.
    visitorSignOut: async () => {
      const r = await gql(s.url, 'mutation { visitorSignOut }', {}, visitorOfA);
      visitorOfA = (await rest(s.url, 'POST', `/api/auth/visitor/login/${A.academy.slug}`, { body: { visitorEmail: 'a-visitor@example.test' } })).body.token;
      return r;
    },
  }),

  rest: (s, A, B) => ({
    'POST /api/auth/visitor/login/:slug': () => [rest(s.url, 'POST', `/api/auth/visitor/login/${A.academy.slug}`, { token: A.token, body: { visitorEmail: 'a-visitor@example.test' } })],
    'GET /api/auth/visitor/me/:slug': () => [rest(s.url, 'GET', `/api/auth/visitor/me/${B.academy.slug}`, { token: visitorOfA })],
    'GET /api/auth/visitor/applications/:slug': () => [
      rest(s.url, 'GET', `/api/auth/visitor/applications/${B.academy.slug}`, { token: visitorOfA }),
      rest(s.url, 'GET', `/api/auth/visitor/applications/${B.academy.slug}`, { token: A.token }),
    ],
    'POST /api/auth/visitor/logout': () => [rest(s.url, 'POST', '/api/auth/visitor/logout', { token: A.token })],
  }),

  async snapshot(s, B) {
    const visitors = await s.db.getRepository(Visitor).find({ where: { code: B.academy.code }, order: { id: 'ASC' }, select: { id: true, email: true, tokenVersion: true } });
    const applications = await s.db.getRepository(Student).find({ where: { code: B.academy.code, source: 'online' }, order: { id: 'ASC' }, select: { id: true, visitorId: true } });
    return { visitors, applications };
  },
};
