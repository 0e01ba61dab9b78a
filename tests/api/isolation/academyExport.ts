import type { Signed } from '../../support/factories';
import { gql, rest } from '../../support/http';
import type { TestServer } from '../../support/server';
import type { IsolationArea } from './area';

/** Any export answered at all is a leak (its bytes are compressed, so the text check could not see B's rows in it). */
const LEAK = 'B-secret: an export of tenant B was answered';

/**
 * An academy's data to take away (issue 26): A's superUser exports only A. B's code (in the path
 * or GraphQL's argument), and the controller's path, answer no export.
 */
export const academyExportArea: IsolationArea = {
  async seed() {},
  graphql: (s: TestServer, A: Signed, B: Signed) => ({
    academyExport: async () => {
      const r = await gql(s.url, 'query($c: String) { academyExport(code: $c, workbookOnly: true) }', { c: B.academy.code }, A.token);
      return r.data?.academyExport ? LEAK : r;
    },
  }),
  rest: (s: TestServer, A: Signed, B: Signed) => {
    const call = async (path: string) => {
      const r = await rest(s.url, 'GET', path, { token: A.token });
      return r.status === 200 ? { body: LEAK } : r;
    };
    return {
      'GET /api/adminis/academy_export/:code': () => [call(`/api/adminis/academy_export/${B.academy.code}`), call(`/api/adminis/academy_export/${B.academy.code}?workbook=1`)],
      'GET /api/controller/academy/export/:code': () => [call(`/api/controller/academy/export/${B.academy.code}`), call(`/api/controller/academy/export/${A.academy.code}`)],
    };
  },
  async snapshot() {
    return null;
  },
};
