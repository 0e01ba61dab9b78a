import { ClassRoom } from '../../api/src/domains/education/class.entity';
import { ResultTable } from '../../api/src/domains/education/result.entity';
import { StudentRoll, YearRollover } from '../../api/src/domains/education/rollover.entity';
import { Student } from '../../api/src/domains/education/student.entity';
import { toBookMeta } from '../../api/src/rules/books';
import { makeAcademy, makeClass, makeStudents, makeUser, type Signed } from '../support/factories';
import { errorCode, gql, rest } from '../support/http';
import { startServer, type TestServer } from '../support/server';

/**
 * Year rollover over HTTP (GraphQL and REST): preview, rollover, history and undo. Class 6 has five
 * admitted students (admit 1–5) and one removed (9); its published result of 2026 passes 1, 2 and 5
 * (ranks 2, 1, 3), fails 3 (a failed compulsory subject) and has no row for 4.
 */
let s: TestServer;
beforeAll(async () => { s = await startServer(); });
afterAll(() => s.close());

const ROW = 'studentId admitNo name outcome promoted rank total oldRoll newDepartment newClassName newGroupName newRoll';
const PREVIEW = `query($i: RolloverInput!) { rolloverPreview(input: $i) { className fromYear toYear examName targetClassName promotedCount keptCount noResultCount rows { ${ROW} } } }`;
const ROLLOVER = 'mutation($i: RolloverInput!) { rolloverClass(input: $i) { id className fromYear toYear promotedCount keptCount byName students { admitNo outcome promoted before { className roll } after { department className groupName roll } } } }';
const UNDO = 'mutation($id: Int!) { undoRollover(id: $id) { id className } }';
const LIST = '{ rollovers { id className fromYear toYear targetClassName examName byName } }';

interface Office extends Signed { c6: ClassRoom; c7: ClassRoom; resultId: number; draftId: number; ids: Map<number, number> }

async function office(type: Parameters<typeof makeUser>[1] = 'education'): Promise<Office> {
  const u = await makeUser(s, type, await makeAcademy(s));
  const books = toBookMeta([{ slot: 1, name: 'Arabic', isOptional: false }, { slot: 2, name: 'Bangla', isOptional: false }]);
  const c6 = await makeClass(s, u.academy, { department: 'Kitab', className: 'Class 6', bookMeta: books });
  const c7 = await makeClass(s, u.academy, { department: 'Kitab 2', className: 'Class 7', bookMeta: books });
  const students = await makeStudents(s, u.academy, 'Class 6', ['Abdullah', 'Ibrahim', 'Umar', 'Yusuf', 'Zaid']);
  await makeStudents(s, u.academy, 'Class 6', ['Left'], 9, { condition: 'out' });
  const made = await gql(s.url, 'mutation($input: ResultInput!) { createResult(input: $input) { id } }', {
    input: {
      className: 'Class 6', groupName: '', examName: 'ThirdTermExam', numberPerSubject: 100, year: 2026,
      rows: [{ admitNo: 1, name: '', marks: [80, 80] }, { admitNo: 2, name: '', marks: [90, 90] }, { admitNo: 3, name: '', marks: [20, 90] }, { admitNo: 5, name: '', marks: [70, 70] }],
    },
  }, (await makeUser(s, 'superUser', u.academy)).token);
  const resultId = made.data.createResult.id;
  await s.db.getRepository(ResultTable).update({ id: resultId }, { published: true });
  const draft = await s.db.getRepository(ResultTable).save(s.db.getRepository(ResultTable).create({
    ...(await s.db.getRepository(ResultTable).findOneByOrFail({ id: resultId })), id: undefined, examName: 'FirstTermExam', published: false,
  }));
  return { ...u, c6, c7, resultId, draftId: draft.id, ids: new Map(students.map((x) => [x.admitNo!, x.id])) };
}

const input = (o: Office, over: Record<string, unknown> = {}) => ({ classId: o.c6.id, year: 2026, resultId: o.resultId, targetClassId: o.c7.id, promoteIds: [], ...over });

/** Everything a rollover may touch in an academy (students without updatedAt, rolls, archive rows). */
async function state(code: string) {
  const students = (await s.db.getRepository(Student).find({ where: { code }, order: { id: 'ASC' } })).map(({ updatedAt: _u, ...rest }) => rest);
  const rolls = await s.db.getRepository(StudentRoll).find({ where: { code }, order: { id: 'ASC' } });
  const archive = await s.db.getRepository(YearRollover).find({ where: { code }, order: { id: 'ASC' } });
  return { students, rolls, archive };
}

const placeOf = async (code: string) => (await s.db.getRepository(Student).find({ where: { code }, order: { admitNo: 'ASC' } }))
  .map((x) => [x.admitNo, x.department, x.admittedClass]);

describe('rolloverPreview', () => {
  it('shows who goes (by merit), who stays, and the new rolls; nothing is written', async () => {
    const o = await office();
    const before = await state(o.academy.code);
    const r = await gql(s.url, PREVIEW, { i: input(o) }, o.token);
    expect(r.errors).toBeUndefined();
    const p = r.data.rolloverPreview;
    expect(p).toMatchObject({ className: 'Class 6', fromYear: 2026, toYear: 2027, examName: 'ThirdTermExam', targetClassName: 'Class 7', promotedCount: 3, keptCount: 2, noResultCount: 1 });
    expect(p.rows.map((x: Record<string, unknown>) => [x.admitNo, x.outcome, x.promoted, x.rank, x.newDepartment, x.newClassName, x.newRoll])).toEqual([
      [2, 'passed', true, 1, 'Kitab 2', 'Class 7', 1],
      [1, 'passed', true, 2, 'Kitab 2', 'Class 7', 2],
      [5, 'passed', true, 3, 'Kitab 2', 'Class 7', 3],
      [3, 'failed', false, null, 'General', 'Class 6', 1],
      [4, 'noResult', false, null, 'General', 'Class 6', 2],
    ]);
    // The office promotes the student without a result: after the passed ones.
    const again = await gql(s.url, PREVIEW, { i: input(o, { promoteIds: [o.ids.get(4)] }) }, o.token);
    expect(again.data.rolloverPreview.rows.map((x: Record<string, unknown>) => [x.admitNo, x.newClassName, x.newRoll]))
      .toEqual([[2, 'Class 7', 1], [1, 'Class 7', 2], [5, 'Class 7', 3], [4, 'Class 7', 4], [3, 'Class 6', 1]]);
    const viaRest = await rest(s.url, 'POST', `/api/education/rollover/preview/${o.academy.code}`, { token: o.token, body: { class_id: String(o.c6.id), year: 2026, result_id: o.resultId, target_class_id: o.c7.id } });
    expect(viaRest.body).toMatchObject({ success: true, preview: { class_name: 'Class 6', promoted_count: 3, kept_count: 2 } });
    expect(viaRest.body.preview.rows[0]).toMatchObject({ admit_no: 2, new_roll: 1, new_class_name: 'Class 7' });
    expect(await state(o.academy.code)).toEqual(before);
  });

  it('is refused when not signed in, and for roles other than education or superUser', async () => {
    const o = await office();
    expect(errorCode(await gql(s.url, PREVIEW, { i: input(o) }))).toBe('loginError');
    for (const type of ['principal', 'generalTeacher', 'accountant', 'guardian'] as const) {
      const u = await makeUser(s, type, o.academy);
      expect(errorCode(await gql(s.url, PREVIEW, { i: input(o) }, u.token))).toBe('authorRequired');
    }
  });
});

describe('rolloverClass', () => {
  it('is refused when not signed in, writing nothing', async () => {
    const o = await office();
    const before = await state(o.academy.code);
    expect(errorCode(await gql(s.url, ROLLOVER, { i: input(o) }))).toBe('loginError');
    expect((await rest(s.url, 'POST', `/api/education/rollover/new/${o.academy.code}`, { body: input(o) })).body.message).toBe('loginError');
    expect(await state(o.academy.code)).toEqual(before);
  });

  it('is refused for roles other than education or superUser, writing nothing', async () => {
    const o = await office();
    const before = await state(o.academy.code);
    for (const type of ['principal', 'admin', 'generalTeacher', 'accountant', 'guardian'] as const) {
      const u = await makeUser(s, type, o.academy);
      expect(errorCode(await gql(s.url, ROLLOVER, { i: input(o) }, u.token))).toBe('authorRequired');
    }
    expect(await state(o.academy.code)).toEqual(before);
  });

  it('cannot use another academy\'s class, result or target (sorryNotFound), nor its path code; nothing written on either side', async () => {
    const mine = await office();
    const theirs = await office();
    const [a, b] = [await state(mine.academy.code), await state(theirs.academy.code)];
    for (const [over, field] of [[{ classId: theirs.c6.id }, 'classId'], [{ resultId: theirs.resultId }, 'resultId'], [{ targetClassId: theirs.c7.id }, 'targetClassId']] as const) {
      const r = await gql(s.url, ROLLOVER, { i: input(mine, over) }, mine.token);
      expect(errorCode(r)).toBe('sorryNotFound');
      expect(r.errors![0].extensions!.params).toEqual({ field });
    }
    expect((await rest(s.url, 'POST', `/api/education/rollover/new/${theirs.academy.code}`, { token: mine.token, body: input(theirs) })).body.message).toBe('authorRequired');
    expect(await state(mine.academy.code)).toEqual(a);
    expect(await state(theirs.academy.code)).toEqual(b);
  });

  it.each([
    ['a draft result', (o: Office) => ({ resultId: o.draftId }), 'invalidValue', 'resultId'],
    ['a result of another year', (_o: Office) => ({ year: 2025 }), 'invalidValue', 'resultId'],
    ['a result of another class', (o: Office) => ({ classId: o.c7.id, targetClassId: o.c6.id }), 'invalidValue', 'resultId'],
    ['the class itself as target', (o: Office) => ({ targetClassId: o.c6.id }), 'invalidValue', 'targetClassId'],
    ['a passed student promoted by hand', (o: Office) => ({ promoteIds: [o.ids.get(1)] }), 'invalidValue', 'promoteIds'],
    ['no year', () => ({ year: 0 }), 'requiredField', 'year'],
    ['a year out of range', () => ({ year: 2101 }), 'invalidValue', 'year'],
    ['no class', () => ({ classId: 0 }), 'requiredField', 'classId'],
  ])('refuses %s and writes nothing', async (_, over, key, field) => {
    const o = await office();
    const before = await state(o.academy.code);
    const r = await gql(s.url, ROLLOVER, { i: input(o, over(o)) }, o.token);
    expect(errorCode(r)).toBe(key);
    expect(r.errors![0].extensions!.params).toMatchObject({ field });
    expect(await state(o.academy.code)).toEqual(before);
  });

  it('a class with no student left to move is sorryNotFound; the same class and year twice is duplicateNotPossible; nothing written', async () => {
    const o = await office();
    await s.db.getRepository(Student).update({ code: o.academy.code }, { condition: 'out' });
    expect(errorCode(await gql(s.url, ROLLOVER, { i: input(o) }, o.token))).toBe('sorryNotFound');
    await s.db.getRepository(Student).update({ code: o.academy.code, admitNo: 1 }, { condition: 'in' });
    expect(errorCode(await gql(s.url, ROLLOVER, { i: input(o) }, o.token))).toBeNull();
    const after = await state(o.academy.code);
    await s.db.getRepository(Student).update({ code: o.academy.code, admitNo: 2 }, { condition: 'in' });
    const twice = await gql(s.url, ROLLOVER, { i: input(o) }, o.token);
    expect(errorCode(twice)).toBe('duplicateNotPossible');
    const restTwice = await rest(s.url, 'POST', `/api/education/rollover/new/${o.academy.code}`, { token: o.token, body: input(o) });
    expect([restTwice.status, restTwice.body.message]).toEqual([409, 'duplicateNotPossible']);
    const now = await state(o.academy.code);
    expect({ ...now, students: now.students.filter((x) => x.admitNo !== 2) }).toEqual({ ...after, students: after.students.filter((x) => x.admitNo !== 2) });
  });

  it('promotes the passed (and chosen) students, keeps the others, gives new rolls and archives the year', async () => {
    const o = await office();
    const r = await gql(s.url, ROLLOVER, { i: input(o, { promoteIds: [o.ids.get(4)] }) }, o.token);
    expect(r.errors).toBeUndefined();
    const done = r.data.rolloverClass;
    expect(done).toMatchObject({ className: 'Class 6', fromYear: 2026, toYear: 2027, promotedCount: 4, keptCount: 1, byName: expect.stringContaining('education') });
    expect(done.students.find((x: { admitNo: number }) => x.admitNo === 1)).toEqual({
      admitNo: 1, outcome: 'passed', promoted: true, before: { className: 'Class 6', roll: null }, after: { department: 'Kitab 2', className: 'Class 7', groupName: '', roll: 2 },
    });
    expect(await placeOf(o.academy.code)).toEqual([
      [1, 'Kitab 2', 'Class 7'], [2, 'Kitab 2', 'Class 7'], [3, 'General', 'Class 6'], [4, 'Kitab 2', 'Class 7'], [5, 'Kitab 2', 'Class 7'], [9, 'General', 'Class 6'],
    ]);
    const rolls = await s.db.getRepository(StudentRoll).find({ where: { code: o.academy.code }, order: { className: 'ASC', roll: 'ASC' } });
    expect(rolls.map((x) => [x.year, x.className, x.roll, x.studentId])).toEqual([
      [2027, 'Class 6', 1, o.ids.get(3)],
      [2027, 'Class 7', 1, o.ids.get(2)], [2027, 'Class 7', 2, o.ids.get(1)], [2027, 'Class 7', 3, o.ids.get(5)], [2027, 'Class 7', 4, o.ids.get(4)],
    ]);
    const list = await gql(s.url, LIST, {}, o.token);
    expect(list.data.rollovers).toEqual([{ id: done.id, className: 'Class 6', fromYear: 2026, toYear: 2027, targetClassName: 'Class 7', examName: 'ThirdTermExam', byName: expect.any(String) }]);
    const viaRest = await rest(s.url, 'GET', `/api/education/rollovers/${o.academy.code}`, { token: o.token });
    expect(viaRest.body.rollovers[0]).toMatchObject({ id: done.id, class_name: 'Class 6', from_year: 2026, promoted_count: 4 });
    expect(viaRest.body.rollovers[0].students[0]).toMatchObject({ admit_no: 2, after: { class_name: 'Class 7', roll: 1 } });
  });

  it('rollovers of one class at once: exactly one is applied, the others are duplicateNotPossible', async () => {
    const o = await office();
    const answers = await Promise.all(Array.from({ length: 4 }, () => gql(s.url, ROLLOVER, { i: input(o) }, o.token)));
    expect(answers.map(errorCode).sort()).toEqual([null, 'duplicateNotPossible', 'duplicateNotPossible', 'duplicateNotPossible'].sort());
    const now = await state(o.academy.code);
    expect(now.archive).toHaveLength(1);
    expect(now.rolls.map((r) => r.roll).sort()).toEqual([1, 1, 2, 2, 3]); // three up (1–3), two kept (1–2)
  });

  it('the next class\'s own rollover places its kept students after the rolls already given, and leaves out students already placed', async () => {
    const o = await office('superUser');
    // Class 7 has a student of its own, failed in Class 7's 2026 result… rolled over after Class 6.
    const books = o.c7.bookMeta;
    const c8 = await makeClass(s, o.academy, { department: 'Kitab 3', className: 'Class 8', bookMeta: books });
    await makeStudents(s, o.academy, 'Class 7', ['Harun'], 20);
    expect(errorCode(await gql(s.url, ROLLOVER, { i: input(o) }, o.token))).toBeNull();
    const made = await gql(s.url, 'mutation($input: ResultInput!) { createResult(input: $input) { id } }', {
      input: { className: 'Class 7', groupName: '', examName: 'ThirdTermExam', numberPerSubject: 100, year: 2026, rows: [{ admitNo: 20, name: '', marks: [10, 10] }] },
    }, o.token);
    await s.db.getRepository(ResultTable).update({ id: made.data.createResult.id }, { published: true });
    const p = await gql(s.url, PREVIEW, { i: { classId: o.c7.id, year: 2026, resultId: made.data.createResult.id, targetClassId: c8.id, promoteIds: [] } }, o.token);
    // Only Harun: the students Class 6 promoted are placed in 2027 already; his roll follows their 1–3.
    expect(p.data.rolloverPreview.rows.map((x: Record<string, unknown>) => [x.admitNo, x.outcome, x.newClassName, x.newRoll])).toEqual([[20, 'failed', 'Class 7', 4]]);
  });
});

describe('undoRollover', () => {
  /** Rolls over Class 6 (with rolls given in 2026 before) and answers the archive id. */
  async function rolled(o: Office): Promise<number> {
    const repo = s.db.getRepository(StudentRoll);
    for (const [admitNo, roll] of [[1, 3], [2, 1], [3, 2], [4, 4], [5, 5]]) {
      await repo.save(repo.create({ code: o.academy.code, studentId: o.ids.get(admitNo)!, year: 2026, department: 'General', className: 'Class 6', groupName: '', roll, rolloverId: 0 }));
    }
    const r = await gql(s.url, ROLLOVER, { i: input(o) }, o.token);
    expect(r.errors).toBeUndefined();
    return r.data.rolloverClass.id;
  }

  it('is refused when not signed in, and for other roles, writing nothing', async () => {
    const o = await office();
    const id = await rolled(o);
    const before = await state(o.academy.code);
    expect(errorCode(await gql(s.url, UNDO, { id }))).toBe('loginError');
    expect((await rest(s.url, 'POST', `/api/education/rollover/undo/${o.academy.code}/${id}`, {})).body.message).toBe('loginError');
    for (const type of ['principal', 'generalTeacher', 'guardian'] as const) {
      const u = await makeUser(s, type, o.academy);
      expect(errorCode(await gql(s.url, UNDO, { id }, u.token))).toBe('authorRequired');
    }
    expect(await state(o.academy.code)).toEqual(before);
  });

  it('cannot undo another academy\'s rollover (sorryNotFound), by GraphQL or REST; nothing written', async () => {
    const mine = await office();
    const theirs = await office();
    const id = await rolled(theirs);
    const before = await state(theirs.academy.code);
    expect(errorCode(await gql(s.url, UNDO, { id }, mine.token))).toBe('sorryNotFound');
    expect((await rest(s.url, 'POST', `/api/education/rollover/undo/${mine.academy.code}/${id}`, { token: mine.token })).body.message).toBe('sorryNotFound');
    expect((await rest(s.url, 'POST', `/api/education/rollover/undo/${theirs.academy.code}/${id}`, { token: mine.token })).body.message).toBe('authorRequired');
    expect(await state(theirs.academy.code)).toEqual(before);
  });

  it('an unknown id is sorryNotFound; a student changed since is rolloverChangedSince naming them; nothing written', async () => {
    const o = await office();
    const id = await rolled(o);
    expect(errorCode(await gql(s.url, UNDO, { id: 0 }, o.token))).toBe('sorryNotFound');
    expect(errorCode(await gql(s.url, UNDO, { id: id + 1000 }, o.token))).toBe('sorryNotFound');
    // Student 1 moved on by hand (the admission form's class), student 3 removed.
    await s.db.getRepository(Student).update({ code: o.academy.code, admitNo: 1 }, { admittedClass: 'Class 9' });
    await s.db.getRepository(Student).update({ code: o.academy.code, admitNo: 3 }, { condition: 'out' });
    const before = await state(o.academy.code);
    const r = await gql(s.url, UNDO, { id }, o.token);
    expect(errorCode(r)).toBe('rolloverChangedSince');
    expect(r.errors![0].extensions!.params).toEqual({ count: 2, admitNos: '1, 3' });
    const viaRest = await rest(s.url, 'POST', `/api/education/rollover/undo/${o.academy.code}/${id}`, { token: o.token });
    expect([viaRest.status, viaRest.body.message]).toEqual([409, 'rolloverChangedSince']);
    expect(await state(o.academy.code)).toEqual(before);
  });

  it('is refused once the promoted students were rolled over again (a later year)', async () => {
    const o = await office();
    const id = await rolled(o);
    const c8 = await makeClass(s, o.academy, { className: 'Class 8', bookMeta: o.c7.bookMeta });
    const made = await gql(s.url, 'mutation($input: ResultInput!) { createResult(input: $input) { id } }', {
      input: { className: 'Class 7', groupName: '', examName: 'ThirdTermExam', numberPerSubject: 100, year: 2027, rows: [{ admitNo: 2, name: '', marks: [90, 90] }] },
    }, o.token);
    await s.db.getRepository(ResultTable).update({ id: made.data.createResult.id }, { published: true });
    expect(errorCode(await gql(s.url, ROLLOVER, { i: { classId: o.c7.id, year: 2027, resultId: made.data.createResult.id, targetClassId: c8.id, promoteIds: [] } }, o.token))).toBeNull();
    const before = await state(o.academy.code);
    const r = await gql(s.url, UNDO, { id }, o.token);
    expect(errorCode(r)).toBe('rolloverChangedSince');
    expect(r.errors![0].extensions!.params).toMatchObject({ count: 3 });
    expect(await state(o.academy.code)).toEqual(before);
  });

  it('puts everything back exactly (class, department, group, rolls; the archive row goes) and the class may be rolled over again', async () => {
    const o = await office();
    const untouched = await state(o.academy.code);
    const id = await rolled(o);
    const withOldRolls = await state(o.academy.code);
    expect(withOldRolls.rolls.filter((x) => x.year === 2027)).toHaveLength(5);
    const r = await gql(s.url, UNDO, { id }, o.token);
    expect(r.data?.undoRollover).toEqual({ id, className: 'Class 6' });
    const after = await state(o.academy.code);
    expect(after.students).toEqual(untouched.students);
    expect(after.archive).toEqual([]);
    expect(after.rolls).toEqual(withOldRolls.rolls.filter((x) => x.year === 2026));
    // Again, then undone over REST.
    const again = await gql(s.url, ROLLOVER, { i: input(o) }, o.token);
    expect(again.errors).toBeUndefined();
    const viaRest = await rest(s.url, 'POST', `/api/education/rollover/undo/${o.academy.code}/${again.data.rolloverClass.id}`, { token: o.token });
    expect(viaRest.body).toMatchObject({ success: true, rollover: { id: again.data.rolloverClass.id, class_name: 'Class 6' } });
    expect((await state(o.academy.code)).students).toEqual(untouched.students);
  });
});

/**
 * The final class graduates: the passed students (and those the office promotes) complete their
 * studies and leave the academy (condition out, no roll in the new year); the others stay with new
 * rolls. Class 6 of the set-up: 2, 1 and 5 passed, 3 failed, 4 has no result.
 */
describe('graduation (a final class)', () => {
  const graduation = (o: Office, over: Record<string, unknown> = {}) => input(o, { targetClassId: undefined, graduate: true, ...over });
  const conditions = async (code: string) => (await s.db.getRepository(Student).find({ where: { code }, order: { admitNo: 'ASC' } }))
    .map((x) => [x.admitNo, x.admittedClass, x.condition]);

  it('previews who leaves and who stays: leavers have no new class or roll; nothing is written', async () => {
    const o = await office();
    const before = await state(o.academy.code);
    const r = await gql(s.url, `query($i: RolloverInput!) { rolloverPreview(input: $i) { targetClassName graduate promotedCount keptCount rows { admitNo promoted leaves newClassName newRoll } } }`, { i: graduation(o, { promoteIds: [o.ids.get(4)] }) }, o.token);
    expect(r.errors).toBeUndefined();
    expect(r.data.rolloverPreview).toMatchObject({ targetClassName: '', graduate: true, promotedCount: 4, keptCount: 1 });
    expect(r.data.rolloverPreview.rows.map((x: Record<string, unknown>) => [x.admitNo, x.promoted, x.leaves, x.newClassName, x.newRoll])).toEqual([
      [2, true, true, 'Class 6', null], [1, true, true, 'Class 6', null], [5, true, true, 'Class 6', null], [4, true, true, 'Class 6', null], [3, false, false, 'Class 6', 1],
    ]);
    expect(await state(o.academy.code)).toEqual(before);
  });

  it('is refused with a target class as well (invalidValue), and without either (requiredField); nothing written', async () => {
    const o = await office();
    const before = await state(o.academy.code);
    const both = await gql(s.url, ROLLOVER, { i: graduation(o, { targetClassId: o.c7.id }) }, o.token);
    expect(errorCode(both)).toBe('invalidValue');
    expect(both.errors![0].extensions?.params).toMatchObject({ field: 'targetClassId' });
    const neither = await gql(s.url, ROLLOVER, { i: input(o, { targetClassId: undefined }) }, o.token);
    expect(errorCode(neither)).toBe('requiredField');
    const viaRest = await rest(s.url, 'POST', `/api/education/rollover/new/${o.academy.code}`, { token: o.token, body: { class_id: o.c6.id, year: 2026, result_id: o.resultId, target_class_id: o.c7.id, graduate: 'true' } });
    expect(viaRest.body).toMatchObject({ success: false, message: 'invalidValue' });
    const notBool = await rest(s.url, 'POST', `/api/education/rollover/new/${o.academy.code}`, { token: o.token, body: { class_id: o.c6.id, year: 2026, result_id: o.resultId, graduate: 5 } });
    expect(notBool.body).toMatchObject({ success: false, message: 'invalidValue' });
    expect(await state(o.academy.code)).toEqual(before);
  });

  it('is refused when not signed in, for other roles, and for another academy\'s class; nothing written', async () => {
    const o = await office();
    const other = await office();
    const before = [await state(o.academy.code), await state(other.academy.code)];
    expect(errorCode(await gql(s.url, ROLLOVER, { i: graduation(o) }))).toBe('loginError');
    const teacher = await makeUser(s, 'generalTeacher', o.academy);
    expect(errorCode(await gql(s.url, ROLLOVER, { i: graduation(o) }, teacher.token))).toBe('authorRequired');
    expect(errorCode(await gql(s.url, ROLLOVER, { i: graduation(other) }, o.token))).toBe('sorryNotFound');
    expect([await state(o.academy.code), await state(other.academy.code)]).toEqual(before);
  });

  it('the graduates leave (out, no roll), the failed student stays with a roll; the archive says so; undo admits them again exactly', async () => {
    const o = await office();
    const untouched = await state(o.academy.code);
    const r = await gql(s.url, 'mutation($i: RolloverInput!) { rolloverClass(input: $i) { id graduate targetClassName promotedCount keptCount students { admitNo promoted left after { className roll } } } }', { i: graduation(o) }, o.token);
    expect(r.errors).toBeUndefined();
    const done = r.data.rolloverClass;
    expect(done).toMatchObject({ graduate: true, targetClassName: '', promotedCount: 3, keptCount: 2 });
    expect(done.students.map((x: Record<string, unknown>) => [x.admitNo, x.left, (x.after as { roll: number | null }).roll])).toEqual([[2, true, null], [1, true, null], [5, true, null], [3, false, 1], [4, false, 2]]);
    expect(await conditions(o.academy.code)).toEqual([
      [1, 'Class 6', 'out'], [2, 'Class 6', 'out'], [3, 'Class 6', 'in'], [4, 'Class 6', 'in'], [5, 'Class 6', 'out'], [9, 'Class 6', 'out'],
    ]);
    const rolls = (await state(o.academy.code)).rolls.filter((x) => x.year === 2027);
    expect(rolls.map((x) => [x.studentId, x.roll])).toEqual([[o.ids.get(3), 1], [o.ids.get(4), 2]]);
    const listed = await rest(s.url, 'GET', `/api/education/rollovers/${o.academy.code}`, { token: o.token });
    expect(listed.body.rollovers[0]).toMatchObject({ id: done.id, graduate: true, target_class_name: '' });
    // A graduate admitted again by hand meanwhile: undo is refused, nothing written.
    await s.db.getRepository(Student).update({ id: o.ids.get(1) }, { condition: 'in' });
    const refused = await gql(s.url, UNDO, { id: done.id }, o.token);
    expect(errorCode(refused)).toBe('rolloverChangedSince');
    await s.db.getRepository(Student).update({ id: o.ids.get(1) }, { condition: 'out' });
    expect((await gql(s.url, UNDO, { id: done.id }, o.token)).errors).toBeUndefined();
    const after = await state(o.academy.code);
    expect(after.students).toEqual(untouched.students);
    expect(after.rolls).toEqual(untouched.rolls);
    expect(after.archive).toEqual([]);
  });
});
