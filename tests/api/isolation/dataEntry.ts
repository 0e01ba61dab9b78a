import { Staff } from '../../../api/src/domains/administration/staff.entity';
import { ClassRoom } from '../../../api/src/domains/education/class.entity';
import { Student } from '../../../api/src/domains/education/student.entity';
import { Book } from '../../../api/src/domains/library/entities';
import type { Signed } from '../../support/factories';
import { rest } from '../../support/http';
import type { TestServer } from '../../support/server';
import type { IsolationArea } from './area';

const CLASSES_CSV = 'department,className,groupName\nplanted,planted,\n';

/** A GraphQL multipart call carrying a small classes .csv (the data entry mutations take a file). */
async function withFile(s: TestServer, query: string, variables: Record<string, unknown>, token: string): Promise<unknown> {
  const f = new FormData();
  f.append('operations', JSON.stringify({ query, variables: { ...variables, f: null } }));
  f.append('map', JSON.stringify({ 0: ['variables.f'] }));
  f.append('0', new Blob([CLASSES_CSV], { type: 'text/csv' }), 'classes.csv');
  const res = await fetch(`${s.url}/graphql`, { method: 'POST', body: f, headers: { 'Apollo-Require-Preflight': 'true', authorization: `Bearer ${token}` } });
  return res.json();
}

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append('file', new Blob([CLASSES_CSV], { type: 'text/csv' }), 'classes.csv');
  return f;
}

/**
 * Bulk data entry (issue 13) is the controller's: an academy user (A) can neither preview nor
 * import into B (nor into A), nor download a template.
 */
export const dataEntryArea: IsolationArea = {
  async seed() {},
  graphql: (s: TestServer, A: Signed, B: Signed) => ({
    previewDataEntry: () => withFile(s, 'mutation($c: String!, $f: Upload) { previewDataEntry(code: $c, kind: "classes", file: $f) { rows sample { cells } } }', { c: B.academy.code }, A.token),
    importDataEntry: () => withFile(s, 'mutation($c: String!, $f: Upload) { importDataEntry(code: $c, kind: "classes", file: $f, goodRowsOnly: true) { imported } }', { c: B.academy.code }, A.token),
    dataEntryTemplate: () => withFile(s, 'query { dataEntryTemplate(kind: "classes") }', {}, A.token),
  }),
  rest: (s: TestServer, A: Signed, B: Signed) => ({
    'POST /api/controller/academy/data_entry/:code': () => [
      rest(s.url, 'POST', `/api/controller/academy/data_entry/${B.academy.code}`, { token: A.token, form: form({ kind: 'classes', good_rows_only: 'true' }) }),
      rest(s.url, 'POST', `/api/controller/academy/data_entry/${B.academy.code}`, { token: A.token, form: form({ kind: 'classes', preview: 'true' }) }),
      rest(s.url, 'POST', `/api/controller/academy/data_entry/${A.academy.code}`, { token: A.token, form: form({ kind: 'classes' }) }),
    ],
    'GET /api/controller/academy/data_entry_template/:kind': () => [rest(s.url, 'GET', '/api/controller/academy/data_entry_template/classes', { token: A.token })],
  }),
  async snapshot(s: TestServer, B: Signed) {
    const code = B.academy.code;
    const order = { id: 'ASC' } as const;
    return {
      students: await s.db.getRepository(Student).find({ where: { code }, order }),
      staff: await s.db.getRepository(Staff).find({ where: { code }, order }),
      classes: await s.db.getRepository(ClassRoom).find({ where: { code }, order }),
      books: await s.db.getRepository(Book).find({ where: { code }, order }),
    };
  },
};
