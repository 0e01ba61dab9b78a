/** Worked examples the mutation report of seat-plan.ts found missing (issue 28): bounds of the counts, the generator's numbers, the draws of a shuffle, a plan with its own random source. */
import { interleave, planSeats, seatCountsValid, seatPlanError, seededRandom, shuffle, tableCount, type SeatStudent } from '../../api/src/rules/seat-plan';

describe('table count at its bounds', () => {
  it('no students need no table, whatever the per-table count', () => {
    expect(tableCount(0, 0)).toBe(0);
    expect(tableCount(-3, 2)).toBe(0);
  });
  it('one student a table is a table each', () => {
    expect(tableCount(5, 1)).toBe(5);
  });
  it('fewer than one per table is refused, saying why', () => {
    expect(() => tableCount(5, 0.5)).toThrow(new RangeError('students per table must be at least 1'));
  });
});

describe('counts of the form', () => {
  it('1 and the maximum are allowed, both for tables per row and students per table', () => {
    expect(seatCountsValid(1, 1)).toBe(true);
    expect(seatCountsValid(20, 10)).toBe(true);
    expect(seatCountsValid(21, 10)).toBe(false);
    expect(seatCountsValid(20, 11)).toBe(false);
  });
  it('a heading of spaces is missing', () => {
    expect(seatPlanError({ hallName: 'Hall 1', heading: '   ', tablesPerRow: 4, studentsPerTable: 2, classes: [{ className: 'Six', groupName: '' }] }))
      .toEqual({ code: 'requiredField', field: 'heading' });
  });
});

describe('random order', () => {
  it('the seeded generator gives the same numbers in every version (mulberry32)', () => {
    const r = seededRandom(42);
    expect([r(), r(), r()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    expect(seededRandom(0)()).toBe(0.26642920868471265);
  });
  it('a shuffle of n items draws n − 1 numbers (Fisher–Yates)', () => {
    let draws = 0;
    shuffle([1, 2, 3, 4, 5], () => { draws += 1; return 0.5; });
    expect(draws).toBe(4);
  });
  it('round-robin of lists ends with the longest', () => {
    expect(interleave([[1, 2], [3]])).toEqual([1, 3, 2]);
  });
});

describe('a plan', () => {
  const six = Array.from({ length: 10 }, (_, i): SeatStudent => ({ className: 'Six', groupName: '', admitNo: i + 1, name: `S${i + 1}` }));
  it('uses the random source given: random() = 0 moves each student one seat forward', () => {
    const plan = planSeats({ hallName: 'Hall 1', heading: '  Final exam ', tablesPerRow: 4, studentsPerTable: 2, classes: [{ className: 'Six', groupName: '' }], students: six, random: () => 0 });
    expect(plan.seats.map((s) => s.admitNo)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 1]);
    expect(plan.heading).toBe('Final exam');
  });
});
