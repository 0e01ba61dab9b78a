import { changedSince, planRollover, suggestNextClass, type RolloverEntry, type RolloverPlanRow } from '../../api/src/rules/rollover';

const student = (id: number, admitNo: number, roll: number | null = null) => ({ id, admitNo, name: `S${admitNo}`, roll });
const pass = (admitNo: number, rank: number, total: number) => ({ admitNo, status: 'pass' as const, rank, total });
const fail = (admitNo: number, total: number) => ({ admitNo, status: 'fail' as const, rank: null, total });
const brief = (rows: RolloverPlanRow[]) => rows.map((r) => [r.admitNo, r.outcome, r.promoted ? 'up' : 'stay', r.newRoll]);

function plan(over: Partial<Parameters<typeof planRollover>[0]>) {
  const p = planRollover({ students: [], rows: [], promoteIds: [], targetHighestRoll: 0, sourceHighestRoll: 0, ...over });
  if ('error' in p) throw new Error(p.error);
  return p.rows;
}

describe('planRollover: who goes, who stays, new rolls by merit', () => {
  it('passed students go up in rank order; failed ones stay by total; no result stays by default', () => {
    // Five students: ranks 2 (admit 1), 1 (admit 2), 3 (admit 5); admit 3 failed with 90, admit 4 has no result.
    const rows = plan({
      students: [student(11, 1, 1), student(12, 2, 2), student(13, 3, 3), student(14, 4, 4), student(15, 5, 5)],
      rows: [pass(1, 2, 150), pass(2, 1, 170), fail(3, 90), pass(5, 3, 120)],
    });
    expect(brief(rows)).toEqual([
      [2, 'passed', 'up', 1], // rank 1 → roll 1 of the next class
      [1, 'passed', 'up', 2],
      [5, 'passed', 'up', 3],
      [3, 'failed', 'stay', 1], // kept: roll 1 of the same class in the new year
      [4, 'noResult', 'stay', 2],
    ]);
    expect(rows[0]).toMatchObject({ studentId: 12, rank: 1, total: 170, oldRoll: 2 });
    expect(rows[4]).toMatchObject({ studentId: 14, rank: null, total: null, oldRoll: 4 });
  });

  it('ties share a rank: the lower old roll comes first, then the lower admit number', () => {
    // Ranks 1, 2, 2, 2: admit 7 (old roll 9), admit 8 (old roll 3), admit 9 (no old roll), admit 6 (no old roll).
    const rows = plan({
      students: [student(1, 7, 9), student(2, 8, 3), student(3, 9), student(4, 6), student(5, 5, 1)],
      rows: [pass(5, 1, 190), pass(7, 2, 150), pass(8, 2, 150), pass(9, 2, 150), pass(6, 2, 150)],
    });
    expect(brief(rows).map((r) => [r[0], r[3]])).toEqual([[5, 1], [8, 2], [7, 3], [6, 4], [9, 5]]);
  });

  it('failed students tie on total: old roll, then admit number', () => {
    const rows = plan({ students: [student(1, 3, 2), student(2, 4, 1), student(3, 1)], rows: [fail(3, 80), fail(4, 80), fail(1, 95)] });
    expect(brief(rows)).toEqual([[1, 'failed', 'stay', 1], [4, 'failed', 'stay', 2], [3, 'failed', 'stay', 3]]);
  });

  it('a promoted student without a result goes up after the passed ones; rolls continue after those already given', () => {
    const rows = plan({
      students: [student(1, 1), student(2, 2, 5), student(3, 3, 4)],
      rows: [pass(1, 1, 100)],
      promoteIds: [2],
      targetHighestRoll: 10, // the target class already has rolls 1–10 in the new year
      sourceHighestRoll: 3,
    });
    expect(brief(rows)).toEqual([[1, 'passed', 'up', 11], [2, 'noResult', 'up', 12], [3, 'noResult', 'stay', 4]]);
  });

  it('result rows of students not in the class are ignored; a promote id that is not a student without a result is refused', () => {
    expect(brief(plan({ students: [student(1, 1)], rows: [pass(99, 1, 100), fail(1, 10)] }))).toEqual([[1, 'failed', 'stay', 1]]);
    const base = { students: [student(1, 1), student(2, 2)], rows: [pass(1, 1, 100)], targetHighestRoll: 0, sourceHighestRoll: 0 };
    expect(planRollover({ ...base, promoteIds: [1] })).toEqual({ error: 'invalidValue', field: 'promoteIds' }); // passed already
    expect(planRollover({ ...base, promoteIds: [42] })).toEqual({ error: 'invalidValue', field: 'promoteIds' }); // not in the class
    expect('rows' in planRollover({ ...base, promoteIds: [2] })).toBe(true);
  });
});

describe('suggestNextClass', () => {
  const classes = [
    { id: 1, department: 'Kitab', className: 'Class 6', groupName: '' },
    { id: 2, department: 'Kitab', className: 'Class 7', groupName: '' },
    { id: 3, department: 'Alim', className: 'Class 10', groupName: 'Humanities' },
    { id: 4, department: 'Alim', className: 'Class 10', groupName: 'Science' },
    { id: 5, department: 'Alim', className: 'Class 9', groupName: 'Science' },
    { id: 6, department: 'Hifz', className: 'Nazera', groupName: '' },
  ];
  it('raises the last number of the name; the same group wins', () => {
    expect(suggestNextClass(classes, classes[0])?.id).toBe(2);
    expect(suggestNextClass(classes, classes[4])?.id).toBe(4);
  });
  it('no number, or no such class: null (the office chooses)', () => {
    expect(suggestNextClass(classes, classes[5])).toBeNull();
    expect(suggestNextClass(classes, classes[1])).toBeNull(); // no Class 8
  });
});

describe('changedSince (undo is exact only while nothing changed)', () => {
  const after = { department: 'Kitab', className: 'Class 7', groupName: '', roll: 1 };
  const entry = (studentId: number, admitNo: number): RolloverEntry => ({
    studentId, admitNo, name: 'x', outcome: 'passed', promoted: true, before: { ...after, className: 'Class 6', roll: null }, after,
  });
  const same = { placement: after, condition: 'in', laterYears: false };
  it('nothing changed: empty', () => {
    expect(changedSince([entry(1, 10)], () => same)).toEqual([]);
  });
  it.each([
    ['moved to another class', { ...same, placement: { ...after, className: 'Class 8' } }],
    ['another roll', { ...same, placement: { ...after, roll: 2 } }],
    ['removed', { ...same, condition: 'out' }],
    ['deleted', { ...same, placement: null }],
    ['rolled over again', { ...same, laterYears: true }],
  ])('%s: named by admit number', (_, state) => {
    expect(changedSince([entry(1, 10), entry(2, 11)], (id) => (id === 2 ? state : same))).toEqual([11]);
  });
});

describe('graduation (the final class)', () => {
  it('those who would go up leave without a roll; those kept are numbered as usual', () => {
    const rows = plan({
      students: [student(1, 1, 1), student(2, 2, 2), student(3, 3, 3), student(4, 4)],
      rows: [pass(1, 2, 150), pass(2, 1, 170), fail(3, 90)],
      promoteIds: [4],
      targetHighestRoll: 10, // ignored: nobody goes to a class
      sourceHighestRoll: 2,
      graduate: true,
    });
    expect(rows.map((r) => [r.admitNo, r.promoted, r.leaves, r.newRoll])).toEqual([[2, true, true, null], [1, true, true, null], [4, true, true, null], [3, false, false, 3]]);
  });

  it('a graduate is unchanged while still out in the class they left from, without a roll; admitted again, they changed', () => {
    const place = { department: 'Kitab', className: 'Dawra', groupName: '', roll: null };
    const left: RolloverEntry = { studentId: 1, admitNo: 10, name: 'x', outcome: 'passed', promoted: true, left: true, before: { ...place, roll: 4 }, after: place };
    expect(changedSince([left], () => ({ placement: place, condition: 'out', laterYears: false }))).toEqual([]);
    expect(changedSince([left], () => ({ placement: place, condition: 'in', laterYears: false }))).toEqual([10]);
    expect(changedSince([left], () => ({ placement: { ...place, roll: 1 }, condition: 'out', laterYears: false }))).toEqual([10]);
  });
});
