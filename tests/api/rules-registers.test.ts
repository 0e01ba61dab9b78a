import {
  DEFAULT_CLASS_AMOUNT, DEFAULT_EMPTY_ROWS, REGISTER_ROWS_PER_PAGE, daysInMonth, defaultRegisterInput, educationYearLabel,
  educationYearMonths, knownValues, pageRows, registerError, registerMonth, registerRows, reportWeeks, rowsByAdmit, rowsByResult,
  type KnownClass, type RegisterDay, type RegisterInput,
} from '../../api/src/rules/registers';

/**
 * Worked examples of the register maker (spec doc 1 §2 "Print layouts", §9; doc 2 §3, §5, §9): the
 * attendance and report registers of one class, their rows, pages, months and weekly blocks
 * (Saturday to Friday, Friday the weekly holiday).
 */
const classes: KnownClass[] = [
  { department: 'General', className: 'Six', groupName: '' },
  { department: 'General', className: 'Nine', groupName: 'Science' },
  { department: 'General', className: 'Nine', groupName: 'Humanities' },
  { department: 'Hifz', className: 'Hifz 1', groupName: '' },
  { department: '', className: 'Loose', groupName: '' },
];
const input = (over: Partial<RegisterInput>): RegisterInput => ({ ...defaultRegisterInput(), department: 'General', className: 'Six', ...over });
const dayNumbers = (days: RegisterDay[]) => days.map((d) => d.day);

describe('register form', () => {
  it('starts as an attendance register by admit number, 10 empty rows, 7 classes a day', () => {
    expect(defaultRegisterInput()).toEqual({
      heading: '', department: '', className: '', groupName: '', emptyRows: 10, classAmount: 7, examId: null,
      type: 'attendanceRegister', source: 'accordingAdmit',
    });
    expect([DEFAULT_EMPTY_ROWS, DEFAULT_CLASS_AMOUNT]).toEqual([10, 7]);
  });

  it('offers the departments, the classes of the department and the groups of the class, each once', () => {
    expect(knownValues(classes)).toEqual({ departments: ['General', 'Hifz'], classNames: ['Loose'], groupNames: [] });
    expect(knownValues(classes, 'General')).toEqual({ departments: ['General', 'Hifz'], classNames: ['Six', 'Nine'], groupNames: [] });
    expect(knownValues(classes, 'General', 'Nine').groupNames).toEqual(['Science', 'Humanities']);
    expect(knownValues(classes, 'General', 'Six').groupNames).toEqual(['']);
    expect(knownValues(classes, 'Hifz', 'Six')).toEqual({ departments: ['General', 'Hifz'], classNames: ['Hifz 1'], groupNames: [] });
    expect(knownValues([...classes, classes[0]], 'General', 'Six').groupNames).toEqual(['']);
  });

  it('a class row without a class name offers no class; its groups are those of no class chosen yet', () => {
    const partial: KnownClass[] = [{ department: 'General', className: '', groupName: 'Science' }, { department: 'General', className: 'Six', groupName: '' }];
    expect(knownValues(partial, 'General')).toEqual({ departments: ['General'], classNames: ['Six'], groupNames: ['Science'] });
  });

  it('names the first missing field: department, class, then the exam of a register by result', () => {
    expect(registerError(defaultRegisterInput(), classes)).toEqual({ code: 'requiredField', field: 'department' });
    expect(registerError(input({ className: '' }), classes)).toEqual({ code: 'requiredField', field: 'className' });
    expect(registerError(input({ source: 'accordingResult' }), classes)).toEqual({ code: 'requiredField', field: 'examId' });
    expect(registerError(input({ source: 'accordingResult', examId: 0 }), classes)).toEqual({ code: 'requiredField', field: 'examId' });
    expect(registerError(input({ source: 'accordingResult', examId: 12 }), classes)).toBeNull();
    expect(registerError(input({ source: 'accordingAdmit', examId: null }), classes)).toBeNull();
  });

  it('refuses a department, class or group the class panel does not have', () => {
    expect(registerError(input({ department: 'Evening' }), classes)).toEqual({ code: 'invalidValue' });
    expect(registerError(input({ department: 'Hifz', className: 'Six' }), classes)).toEqual({ code: 'invalidValue' });
    expect(registerError(input({ className: 'Ten' }), classes)).toEqual({ code: 'invalidValue' });
    expect(registerError(input({ className: 'Six', groupName: 'Science' }), classes)).toEqual({ code: 'invalidValue' });
    expect(registerError(input({ className: 'Nine', groupName: 'Arts' }), classes)).toEqual({ code: 'invalidValue' });
  });

  it('a class taught in groups needs one of them; a class without groups takes none', () => {
    expect(registerError(input({ className: 'Nine' }), classes)).toEqual({ code: 'requiredField', field: 'groupName' });
    expect(registerError(input({ className: 'Nine', groupName: 'Humanities' }), classes)).toBeNull();
    expect(registerError(input({ department: 'Hifz', className: 'Hifz 1' }), classes)).toBeNull();
  });

  it('empty rows 0 to 100 and classes a day 1 to 12, whole numbers', () => {
    for (const emptyRows of [0, 1, 100]) expect(registerError(input({ emptyRows }), classes)).toBeNull();
    for (const emptyRows of [-1, 101, 2.5, NaN]) expect(registerError(input({ emptyRows }), classes)).toEqual({ code: 'invalidValue' });
    for (const classAmount of [1, 12]) expect(registerError(input({ classAmount }), classes)).toBeNull();
    for (const classAmount of [0, 13, 6.5]) expect(registerError(input({ classAmount }), classes)).toEqual({ code: 'invalidValue' });
  });

  it('refuses an unknown register type or source', () => {
    expect(registerError(input({ type: 'reportRegister' }), classes)).toBeNull();
    expect(registerError(input({ type: 'seatRegister' as RegisterInput['type'] }), classes)).toEqual({ code: 'invalidValue' });
    expect(registerError(input({ source: 'accordingName' as RegisterInput['source'] }), classes)).toEqual({ code: 'invalidValue' });
  });
});

describe('register rows', () => {
  it('by admit: students with an admit number, in admit-number order', () => {
    const students = [
      { admitNo: 12, name: 'Karim' }, { admitNo: null, name: 'Applicant' }, { admitNo: 3, name: 'Amina' },
      { admitNo: undefined, name: 'Draft' }, { admitNo: 7, name: 'Rahim' },
    ];
    expect(rowsByAdmit(students)).toEqual([{ admitNo: 3, name: 'Amina' }, { admitNo: 7, name: 'Rahim' }, { admitNo: 12, name: 'Karim' }]);
  });

  it('by result: the ranked rows by rank, then the unranked by admit number, without the rank', () => {
    const rows = [
      { admitNo: 5, name: 'E', rank: null }, { admitNo: 1, name: 'A', rank: 2 }, { admitNo: 9, name: 'I', rank: 1 },
      { admitNo: 2, name: 'B', rank: null },
    ];
    expect(rowsByResult(rows)).toEqual([
      { admitNo: 9, name: 'I' }, { admitNo: 1, name: 'A' }, { admitNo: 2, name: 'B' }, { admitNo: 5, name: 'E' },
    ]);
  });

  it('the students, then the empty rows; serials run on through the blanks', () => {
    expect(registerRows([{ admitNo: 3, name: 'Amina' }, { admitNo: 7, name: 'Rahim' }], 2)).toEqual([
      { serial: 1, admitNo: 3, name: 'Amina' },
      { serial: 2, admitNo: 7, name: 'Rahim' },
      { serial: 3, admitNo: null, name: '' },
      { serial: 4, admitNo: null, name: '' },
    ]);
    expect(registerRows([{ admitNo: 3, name: 'Amina' }], 1.9)).toHaveLength(2);
    expect(registerRows([{ admitNo: 3, name: 'Amina' }], -4)).toEqual([{ serial: 1, admitNo: 3, name: 'Amina' }]);
    expect(registerRows([], 2)).toEqual([{ serial: 1, admitNo: null, name: '' }, { serial: 2, admitNo: null, name: '' }]);
  });

  it('24 rows to a printed page; an empty register still prints one page', () => {
    expect(REGISTER_ROWS_PER_PAGE).toBe(24);
    const rows = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(pageRows(rows).map((p) => p.length)).toEqual([24, 24, 2]);
    expect(pageRows(rows)[1][0]).toBe(25);
    expect(pageRows(rows.slice(0, 24)).map((p) => p.length)).toEqual([24]);
    expect(pageRows(rows.slice(0, 25)).map((p) => p.length)).toEqual([24, 1]);
    expect(pageRows(rows.slice(0, 5), 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pageRows([])).toEqual([[]]);
  });
});

describe('register months', () => {
  it('days in a month, leap February included', () => {
    expect([daysInMonth(2024, 2), daysInMonth(2026, 2), daysInMonth(2026, 4), daysInMonth(2026, 12), daysInMonth(2026, 1)]).toEqual([29, 28, 30, 31, 31]);
  });

  it('January 2026 (starts on a Thursday): 31 columns, Fridays marked, a block ends after each Friday', () => {
    const jan = registerMonth(2026, 1);
    expect(jan).toMatchObject({ year: 2026, month: 1, dayCount: 31 });
    expect(jan.days).toHaveLength(31);
    expect(jan.days[0]).toEqual({ day: 1, date: '2026-01-01', weekday: 4, friday: false });
    expect(jan.days[1]).toEqual({ day: 2, date: '2026-01-02', weekday: 5, friday: true });
    expect(jan.days.filter((d) => d.friday).map((d) => d.day)).toEqual([2, 9, 16, 23, 30]);
    expect(jan.blocks.map(dayNumbers)).toEqual([
      [1, 2], [3, 4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15, 16], [17, 18, 19, 20, 21, 22, 23], [24, 25, 26, 27, 28, 29, 30], [31],
    ]);
  });

  it('February 2026 has 28 days: the three columns past its end are blank placeholders in the last block', () => {
    const feb = registerMonth(2026, 2);
    expect(feb.dayCount).toBe(28);
    expect(feb.days).toHaveLength(31);
    expect(feb.days[27]).toEqual({ day: 28, date: '2026-02-28', weekday: 6, friday: false });
    expect(feb.days.slice(28)).toEqual([29, 30, 31].map((day) => ({ day, date: null, weekday: null, friday: false })));
    expect(feb.blocks.map(dayNumbers)).toEqual([
      [1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12, 13], [14, 15, 16, 17, 18, 19, 20], [21, 22, 23, 24, 25, 26, 27], [28, 29, 30, 31],
    ]);
  });

  it('a month that starts on a Saturday (August 2026) starts with a whole week, no empty block', () => {
    expect(registerMonth(2026, 8).blocks.map(dayNumbers)).toEqual([
      [1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14], [15, 16, 17, 18, 19, 20, 21], [22, 23, 24, 25, 26, 27, 28], [29, 30, 31],
    ]);
  });

  it('an academy whose weekly holiday is Saturday has its Saturdays marked instead', () => {
    const jan = registerMonth(2026, 1, 6);
    expect(jan.days.filter((d) => d.friday).map((d) => d.day)).toEqual([3, 10, 17, 24, 31]);
  });

  it('the education year: 12 months from its first month, into the next year', () => {
    const calendar = educationYearMonths(2026);
    expect(calendar.map((m) => [m.year, m.month])).toEqual(Array.from({ length: 12 }, (_, i) => [2026, i + 1]));
    const july = educationYearMonths(2026, 7);
    expect(july.map((m) => `${m.year}-${m.month}`)).toEqual([
      '2026-7', '2026-8', '2026-9', '2026-10', '2026-11', '2026-12', '2027-1', '2027-2', '2027-3', '2027-4', '2027-5', '2027-6',
    ]);
    expect(july[7].dayCount).toBe(28);
    expect(educationYearMonths(2027, 12).map((m) => `${m.year}-${m.month}`).slice(0, 2)).toEqual(['2027-12', '2028-1']);
    expect(educationYearLabel(2026)).toBe('2026');
    expect(educationYearLabel(2026, 1)).toBe('2026');
    expect(educationYearLabel(2026, 7)).toBe('2026–2027');
  });

  it('the report register: each weekly block without Friday and placeholders, numbered per month', () => {
    const weeks = reportWeeks([registerMonth(2026, 2)]);
    expect(weeks.map((w) => [w.year, w.month, w.week, dayNumbers(w.days)])).toEqual([
      [2026, 2, 1, [1, 2, 3, 4, 5]],
      [2026, 2, 2, [7, 8, 9, 10, 11, 12]],
      [2026, 2, 3, [14, 15, 16, 17, 18, 19]],
      [2026, 2, 4, [21, 22, 23, 24, 25, 26]],
      [2026, 2, 5, [28]],
    ]);
  });

  it('a block that is only a Friday (May 2026 starts on one) is no week; numbering restarts each month', () => {
    const weeks = reportWeeks([registerMonth(2026, 5), registerMonth(2026, 6)]);
    expect(weeks.filter((w) => w.month === 5).map((w) => [w.week, w.days[0].day])).toEqual([[1, 2], [2, 9], [3, 16], [4, 23], [5, 30]]);
    expect(weeks.find((w) => w.month === 6)).toMatchObject({ year: 2026, week: 1 });
    expect(reportWeeks([])).toEqual([]);
  });
});
