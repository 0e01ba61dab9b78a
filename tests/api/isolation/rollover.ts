import { ClassRoom } from '../../../api/src/domains/education/class.entity';
import { ResultTable } from '../../../api/src/domains/education/result.entity';
import { StudentRoll, YearRollover } from '../../../api/src/domains/education/rollover.entity';
import { toBookMeta } from '../../../api/src/rules/books';
import { defaultGrading } from '../../../api/src/rules/results';
import { makeClass, makeStudents } from '../../support/factories';
import { gql, rest } from '../../support/http';
import type { IsolationArea } from './area';

/**
 * Year rollover: B's classes, result and archived rollover are no one's in A. A cannot preview or
 * roll over B's class, see B's history, or undo B's rollover; B's students and rolls stay as they were.
 */
let c6: ClassRoom;
let c7: ClassRoom;
let c8: ClassRoom;
let result2026: ResultTable;
let result2027: ResultTable;
let bRollover: number;
const INPUT = 'mutation($i: RolloverInput!) { rolloverClass(input: $i) { id className students { name } } }';

export const rolloverArea: IsolationArea = {
  async seed(s, _A, B) {
    const books = toBookMeta([{ slot: 1, name: 'B-secret-roll-book', isOptional: false }]);
    c6 = await makeClass(s, B.academy, { department: 'B-secret-roll-dept', className: 'B-secret-roll-6', bookMeta: books });
    c7 = await makeClass(s, B.academy, { department: 'B-secret-roll-dept', className: 'B-secret-roll-7', bookMeta: books });
    c8 = await makeClass(s, B.academy, { department: 'B-secret-roll-dept', className: 'B-secret-roll-8', bookMeta: books });
    await makeStudents(s, B.academy, 'B-secret-roll-6', ['B-secret-roll-student-1', 'B-secret-roll-student-2'], 8101);
    const results = s.db.getRepository(ResultTable);
    const base = {
      code: B.academy.code, groupName: '', examName: 'B-secret-roll-exam', numberPerSubject: 100, bookMeta: books, grading: defaultGrading(), studentCount: 2, published: true,
    };
    result2026 = await results.save(results.create({
      ...base, className: 'B-secret-roll-6', year: 2026,
      results: [[8101, 'B-secret-roll-student-1', 90, 90, 90, 5, 'A+', 'pass', 1], [8102, 'B-secret-roll-student-2', 10, 10, 10, 0, 'F', 'fail', null]] as ResultTable['results'],
    }));
    result2027 = await results.save(results.create({
      ...base, className: 'B-secret-roll-7', year: 2027, results: [[8101, 'B-secret-roll-student-1', 90, 90, 90, 5, 'A+', 'pass', 1]] as ResultTable['results'],
    }));
    const done = await gql(s.url, INPUT, { i: { classId: c6.id, year: 2026, resultId: result2026.id, targetClassId: c7.id } }, B.token);
    if (done.errors) throw new Error(JSON.stringify(done.errors));
    bRollover = done.data.rolloverClass.id;
  },

  graphql: (s, A) => {
    const inB = { classId: c7.id, year: 2027, resultId: result2027.id, targetClassId: c8.id, promoteIds: [] };
    return {
      rolloverPreview: () => gql(s.url, 'query($i: RolloverInput!) { rolloverPreview(input: $i) { className rows { name newClassName } } }', { i: inB }, A.token),
      rollovers: () => gql(s.url, '{ rollovers { id className targetClassName examName byName students { name } } }', {}, A.token),
      rolloverClass: () => gql(s.url, INPUT, { i: inB }, A.token),
      undoRollover: () => gql(s.url, 'mutation($id: Int!) { undoRollover(id: $id) { id className } }', { id: bRollover }, A.token),
    };
  },

  rest: (s, A, B) => {
    const a = A.academy.code;
    const b = B.academy.code;
    const as = { token: A.token };
    const body = { classId: c7.id, year: 2027, resultId: result2027.id, targetClassId: c8.id };
    return {
      'POST /api/education/rollover/preview/:code': () => [
        rest(s.url, 'POST', `/api/education/rollover/preview/${b}`, { ...as, body }),
        rest(s.url, 'POST', `/api/education/rollover/preview/${a}`, { ...as, body }),
      ],
      'POST /api/education/rollover/new/:code': () => [
        rest(s.url, 'POST', `/api/education/rollover/new/${b}`, { ...as, body }),
        rest(s.url, 'POST', `/api/education/rollover/new/${a}`, { ...as, body }),
      ],
      'GET /api/education/rollovers/:code': () => [
        rest(s.url, 'GET', `/api/education/rollovers/${b}`, as),
        rest(s.url, 'GET', `/api/education/rollovers/${a}`, as),
      ],
      'POST /api/education/rollover/undo/:code/:id': () => [
        rest(s.url, 'POST', `/api/education/rollover/undo/${b}/${bRollover}`, as),
        rest(s.url, 'POST', `/api/education/rollover/undo/${a}/${bRollover}`, as),
      ],
    };
  },

  snapshot: async (s, B) => ({
    rollovers: await s.db.getRepository(YearRollover).find({ where: { code: B.academy.code }, order: { id: 'ASC' } }),
    rolls: await s.db.getRepository(StudentRoll).find({ where: { code: B.academy.code }, order: { id: 'ASC' } }),
  }),
};
