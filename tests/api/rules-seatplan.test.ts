import {
  DEFAULT_SEAT_MODE, byClass, interleave, planSeats, seatOrder, seatPlanError, seededRandom, shuffle, tableCount,
  type SeatClass, type SeatStudent,
} from '../../api/src/rules/seat-plan';

/** Worked examples of the seat planner (spec doc 1 §9, doc 2 §9). */
const six: SeatClass = { className: 'Class 6', groupName: '' };
const nineSci: SeatClass = { className: 'Class 9', groupName: 'Science' };
const nineHum: SeatClass = { className: 'Class 9', groupName: 'Humanities' };

const students = (cls: SeatClass, admitNos: number[]): SeatStudent[] => admitNos.map((admitNo) => ({ ...cls, admitNo, name: `S${admitNo}` }));
// Given out of admit-number order on purpose.
const classSix = students(six, [5, 1, 4, 2, 3]);
const classNine = students(nineSci, [13, 11, 12]);
const humanities = students(nineHum, [21, 22]);

/** A random source that always answers the same number: shuffle then keeps a known order. */
const constant = (n: number) => () => n;
const admits = (list: { admitNo: number }[]) => list.map((s) => s.admitNo);
const keyOf = (s: SeatClass) => `${s.className}/${s.groupName}`;

describe('table count', () => {
  it('is ceil(students / per table)', () => {
    expect(tableCount(10, 2)).toBe(5);
    expect(tableCount(11, 2)).toBe(6);
    expect(tableCount(7, 3)).toBe(3);
    expect(tableCount(1, 4)).toBe(1);
    expect(tableCount(0, 2)).toBe(0);
    expect(() => tableCount(5, 0)).toThrow(RangeError);
  });
});

describe('ordering', () => {
  it('round-robin interleaves lists of different lengths', () => {
    expect(interleave([['a1', 'a2', 'a3'], ['b1'], ['c1', 'c2']])).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'a3']);
    expect(interleave([])).toEqual([]);
  });

  it('groups by selected class in the order selected, each by admit number, ignoring others and duplicates', () => {
    const stranger: SeatStudent = { className: 'Class 7', groupName: '', admitNo: 99, name: 'x' };
    const groups = byClass([nineSci, six], [...classSix, stranger, ...classNine, classSix[0]]);
    expect(groups.map(admits)).toEqual([[11, 12, 13], [1, 2, 3, 4, 5]]);
  });

  it('static mode: class by class, then admit number', () => {
    expect(admits(seatOrder([six, nineSci], [...classNine, ...classSix], 'staticSeat'))).toEqual([1, 2, 3, 4, 5, 11, 12, 13]);
    expect(admits(seatOrder([nineSci, six], [...classNine, ...classSix], 'staticSeat'))).toEqual([11, 12, 13, 1, 2, 3, 4, 5]);
  });

  it('dynamic mode is the default and interleaves the classes round-robin', () => {
    expect(DEFAULT_SEAT_MODE).toBe('dynamicSeat');
    // random() = 0.999… picks the last index each time: Fisher–Yates then keeps the admit order.
    const order = seatOrder([six, nineSci, nineHum], [...classSix, ...classNine, ...humanities], undefined, constant(0.9999));
    expect(admits(order)).toEqual([1, 11, 21, 2, 12, 22, 3, 13, 4, 5]);
    expect(order.slice(0, 6).map(keyOf)).toEqual(['Class 6/', 'Class 9/Science', 'Class 9/Humanities', 'Class 6/', 'Class 9/Science', 'Class 9/Humanities']);
  });

  it('dynamic mode shuffles within each class', () => {
    // random() = 0 swaps each place with the first: [1,2,3,4,5] → [2,3,4,5,1].
    expect(shuffle([1, 2, 3, 4, 5], constant(0))).toEqual([2, 3, 4, 5, 1]);
    const order = seatOrder([six, nineSci], [...classSix, ...classNine], 'dynamicSeat', constant(0));
    expect(admits(order)).toEqual([2, 12, 3, 13, 4, 11, 5, 1]);
    // A seeded source gives the same plan twice and a different one for another seed.
    const all = [...classSix, ...classNine, ...humanities];
    const first = admits(seatOrder([six, nineSci, nineHum], all, 'dynamicSeat', seededRandom(7)));
    expect(admits(seatOrder([six, nineSci, nineHum], all, 'dynamicSeat', seededRandom(7)))).toEqual(first);
    expect(admits(seatOrder([six, nineSci, nineHum], all, 'dynamicSeat', seededRandom(8)))).not.toEqual(first);
  });
});

describe('planSeats', () => {
  const base = { hallName: ' Hall 1 ', heading: 'First term exam', tablesPerRow: 3, studentsPerTable: 2 };

  it('seats every student exactly once in ceil(n / per table) tables, rows of tablesPerRow', () => {
    const all = [...classSix, ...classNine, ...humanities];
    const plan = planSeats({ ...base, classes: [six, nineSci, nineHum], students: all, random: seededRandom(42) });
    expect(plan.hallName).toBe('Hall 1');
    expect(plan.mode).toBe('dynamicSeat');
    expect(plan.tableCount).toBe(5);
    expect(plan.rows.map((r) => r.map((t) => t.number))).toEqual([[1, 2, 3], [4, 5]]);
    expect(plan.rows[1][1]).toMatchObject({ number: 5, row: 2, column: 2 });
    const seated = plan.rows.flat().flatMap((t) => t.seats);
    expect(admits(seated).sort((a, b) => a - b)).toEqual(admits(all).sort((a, b) => a - b));
    expect(new Set(admits(seated)).size).toBe(all.length);
    expect(plan.seats.map((s) => s.serial)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(plan.rows.flat().every((t) => t.seats.length === 2)).toBe(true);
    expect(plan.seats[3]).toMatchObject({ table: 2, seat: 2, serial: 4 });
  });

  it('dynamic mode: with two even classes no table seats two of the same class', () => {
    const plan = planSeats({ ...base, classes: [six, nineSci], students: [...classSix, ...students(nineSci, [11, 12, 13, 14, 15])], random: seededRandom(3) });
    expect(plan.tableCount).toBe(5);
    for (const table of plan.rows.flat()) expect(new Set(table.seats.map(keyOf)).size).toBe(2);
  });

  it('static mode: the last table takes the remainder', () => {
    const plan = planSeats({ ...base, studentsPerTable: 3, mode: 'staticSeat', classes: [six, nineSci], students: [...classSix, ...classNine] });
    expect(plan.tableCount).toBe(3);
    expect(plan.rows.flat().map((t) => admits(t.seats))).toEqual([[1, 2, 3], [4, 5, 11], [12, 13]]);
  });

  it('no students: no tables', () => {
    const plan = planSeats({ ...base, classes: [nineHum], students: classSix });
    expect(plan).toMatchObject({ tableCount: 0, rows: [], seats: [] });
  });

  it('checks the inputs', () => {
    const ok = { ...base, classes: [six] };
    expect(seatPlanError(ok)).toBeNull();
    expect(seatPlanError({ ...ok, hallName: '  ' })).toEqual({ code: 'requiredField', field: 'hallName' });
    expect(seatPlanError({ ...ok, heading: '' })).toEqual({ code: 'requiredField', field: 'heading' });
    expect(seatPlanError({ ...ok, classes: [] })).toEqual({ code: 'requiredField', field: 'classes' });
    expect(seatPlanError({ ...ok, tablesPerRow: 0 })).toEqual({ code: 'invalidValue' });
    expect(seatPlanError({ ...ok, studentsPerTable: 1.5 })).toEqual({ code: 'invalidValue' });
    expect(seatPlanError({ ...ok, studentsPerTable: 11 })).toEqual({ code: 'invalidValue' });
  });
});
