/** Worked examples the mutation report found missing (issue 28): results (spec doc 1 §3, §5, §9). */
import {
  computeRow, defaultGrading, DEFAULT_GRADES, fromSpecRow, gradeFor, gradeForGpa, gradeTableError, meritOrder, namedSubjects, rankLabel, rankRows, subjectsOf, toSpecRow, type ComputedRow, type GradeRow,
} from '../../api/src/rules/results';

describe('the spec row array', () => {
  it('a passed student of an academy without grades (GPA null) ranked first survives the round trip', () => {
    // Two subjects of 100: 80 and 90, total 170, 85 %; isGrade off, so no GPA and no grade letter.
    const row: ComputedRow = { admitNo: 7, name: 'Abdullah', marks: [80, 90], total: 170, percentage: 85, averageGpa: null, grade: '', status: 'pass', rank: 1 };
    expect(toSpecRow(row)).toEqual([7, 'Abdullah', 80, 90, 170, 85, null, '', 'pass', 1]);
    expect(fromSpecRow(toSpecRow(row), 2)).toEqual(row);
  });
  it('a row read from stored text: numbers as strings, an empty mark absent, missing tail cells', () => {
    expect(fromSpecRow(['12', 'Fatima', '45', '', '45', '45', '2.5', 'C', 'pass', '3'], 2)).toEqual({
      admitNo: 12, name: 'Fatima', marks: [45, null], total: 45, percentage: 45, averageGpa: 2.5, grade: 'C', status: 'pass', rank: 3,
    });
    expect(fromSpecRow([13, null, 20], 1)).toEqual({ admitNo: 13, name: '', marks: [20], total: 0, percentage: 0, averageGpa: null, grade: '', status: 'fail', rank: null });
  });
});

describe('a grade table the office saves', () => {
  const row = (patch: Partial<GradeRow>): GradeRow => ({ grade: 'A', from: 70, to: 79.99, gpa: 4, status: 'pass', ...patch });
  it.each([
    ['from −1', { from: -1 }],
    ['to 101', { to: 101 }],
    ['GPA −1', { gpa: -1 }],
    ['GPA 5.01', { gpa: 5.01 }],
    ["status 'maybe'", { status: 'maybe' as GradeRow['status'] }],
  ])('%s is invalidValue', (_, patch) => {
    expect(gradeTableError([DEFAULT_GRADES[0], row(patch)])).toEqual({ code: 'invalidValue' });
  });
  it('the bounds themselves are usable: 0 to 100, GPA 0 and 5, a single-mark range', () => {
    expect(gradeTableError([row({ from: 0, to: 100, gpa: 5 }), row({ grade: 'F', from: 0, to: 0, gpa: 0, status: 'fail' })])).toBeNull();
  });
  it('a later row without a name is reported, not only the first', () => {
    expect(gradeTableError([DEFAULT_GRADES[0], row({ grade: '' })])).toEqual({ code: 'requiredField', field: 'grade' });
  });
});

describe('grade system with a grade table in ascending order', () => {
  const ascending = [...DEFAULT_GRADES].reverse();
  it.each([
    [5, 'A+'],
    [4.25, 'A'],
    [3.5, 'A-'],
    [3.49, 'B'],
    [1, 'D'],
  ])('average GPA %s → %s', (gpa, grade) => {
    expect(gradeForGpa(gpa, ascending).grade).toBe(grade);
    expect(gradeForGpa(gpa, DEFAULT_GRADES).grade).toBe(grade);
  });
});

describe('the subjects a saved result names (spec doc 1 §3 "Result": bookMeta)', () => {
  // The class Hifz 1 has Quran (book1), Tajweed (book2) and an optional Arabic (book3).
  const klass = { book1: { name: 'Quran', isOptional: false }, book2: { name: 'Tajweed', isOptional: false }, book3: { name: 'Arabic', isOptional: true } };

  it('names and flags sent are kept, trimmed, in slot order (book2 before book10)', () => {
    expect(Object.entries(namedSubjects({ book10: { name: ' Fiqh ', isOptional: true }, book2: { name: 'Tajweed', isOptional: false } }, {}) ?? {})).toEqual([
      ['book2', { name: 'Tajweed', isOptional: false }],
      ['book10', { name: 'Fiqh', isOptional: true }],
    ]);
  });
  it('a name or flag left out (or null) is the class\'s book in that slot; the spec\'s is_optional is read too', () => {
    expect(namedSubjects({ book1: {}, book3: null, book2: { name: null, is_optional: true } }, klass)).toEqual({
      book1: { name: 'Quran', isOptional: false },
      book2: { name: 'Tajweed', isOptional: true },
      book3: { name: 'Arabic', isOptional: true },
    });
    expect(namedSubjects({ book3: { name: 'Arabic grammar', isOptional: null } }, klass)).toEqual({ book3: { name: 'Arabic grammar', isOptional: true } });
  });
  it('a subject named nowhere (blank here, no class book) is refused', () => {
    expect(namedSubjects({ book4: { name: '  ' } }, klass)).toBeNull();
    expect(namedSubjects({ book4: {} }, klass)).toBeNull();
  });
  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a list', [{ name: 'Quran' }]],
    ['text', 'book1'],
    ['no subject', {}],
    ['book0', { book0: { name: 'Quran' } }],
    ['book16', { book16: { name: 'Quran' } }],
    ['a key with more after it', { book1x: { name: 'Quran' } }],
    ['a subject as text', { book1: 'Quran' }],
    ['a subject as a list', { book1: ['Quran'] }],
    ['a name as a number', { book1: { name: 7 } }],
    ['a flag as text', { book1: { name: 'Quran', isOptional: 'no' } }],
    ['a name of 81 characters', { book1: { name: 'ق'.repeat(81) } }],
    ['sixteen subjects', Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`book${i + 1}`, { name: `S${i}` }]))],
  ])('%s is refused', (_, sent) => expect(namedSubjects(sent, klass)).toBeNull());
  it('fifteen subjects, book15 and a name of 80 characters are the most', () => {
    const fifteen = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`book${i + 1}`, { name: `S${i + 1}` }]));
    expect(Object.keys(namedSubjects(fifteen, {}) ?? {})).toHaveLength(15);
    expect(namedSubjects({ book15: { name: 'ق'.repeat(80) } }, {})).toEqual({ book15: { name: 'ق'.repeat(80), isOptional: false } });
  });
});

describe('merit order and rank labels', () => {
  it('ranked by rank, then the unranked by admit number; ranks from 4 have no label', () => {
    const rows = [
      { admitNo: 9, rank: null }, { admitNo: 3, rank: 2 }, { admitNo: 5, rank: null }, { admitNo: 4, rank: 1 }, { admitNo: 1, rank: 2 }, { admitNo: 2, rank: 4 },
    ];
    expect(meritOrder(rows).map((r) => r.admitNo)).toEqual([4, 1, 3, 2, 5, 9]);
    expect([1, 2, 3, 4, null].map(rankLabel)).toEqual(['first', 'second', 'third', null, null]);
  });
  it('equal totals with a different percentage (another number per subject) do not tie; the higher percentage ranks first', () => {
    const base = { name: 'x', marks: [], averageGpa: null, grade: '', status: 'pass' as const };
    const out = rankRows([{ ...base, admitNo: 1, total: 150, percentage: 75 }, { ...base, admitNo: 2, total: 150, percentage: 75.5 }, { ...base, admitNo: 3, total: 150, percentage: 75 }]);
    expect(out.map((r) => r.rank)).toEqual([2, 1, 2]);
  });
});

describe('subjects of a class panel', () => {
  it('book slots in number order; a flag that is missing is not optional', () => {
    const meta = { book3: { name: 'Arabic', isOptional: undefined as unknown as boolean }, book1: { name: 'Quran', isOptional: false }, book12: { name: 'Hadith', isOptional: true } };
    expect(subjectsOf(meta)).toEqual([
      { key: 'book1', name: 'Quran', isOptional: false },
      { key: 'book3', name: 'Arabic', isOptional: false },
      { key: 'book12', name: 'Hadith', isOptional: true },
    ]);
  });
});

describe('a grade table saved from the lowest grade up (F first)', () => {
  const ascending = [...DEFAULT_GRADES].reverse();
  const subjects = [{ key: 'book1', name: 'Quran', isOptional: false }, { key: 'book2', name: 'Tajweed', isOptional: false }];
  const grading = (system: 'parcentageSystem' | 'gradeSystem') => ({ ...defaultGrading(), system, grades: ascending });

  it.each(['parcentageSystem', 'gradeSystem'] as const)('%s: a student absent in a subject (marks 90 and absent) fails with F and GPA 0, as with the table from A+ down', (system) => {
    const row = { admitNo: 1, name: 'Karim', marks: [90, null] };
    const expected = computeRow(row, subjects, 100, { ...defaultGrading(), system, grades: [...DEFAULT_GRADES] });
    expect(expected).toMatchObject({ grade: 'F', status: 'fail', averageGpa: 0 });
    expect(computeRow(row, subjects, 100, grading(system))).toEqual(expected);
  });

  it('a failed subject (90 and 20) fails the student; a mark matching no range falls to the lowest grade', () => {
    expect(computeRow({ admitNo: 1, name: 'Karim', marks: [90, 20] }, subjects, 100, grading('parcentageSystem'))).toMatchObject({ grade: 'F', status: 'fail', averageGpa: 0, percentage: 55 });
    expect(gradeFor(32.995, ascending).grade).toBe('F');
    expect(gradeFor(85, ascending).grade).toBe('A+');
    expect(gradeForGpa(0.5, ascending).grade).toBe('F');
  });

  it('a failed subject fails the student even when the lowest grade of the table is marked pass', () => {
    const noFail = DEFAULT_GRADES.map((g) => ({ ...g, status: 'pass' as const }));
    expect(computeRow({ admitNo: 1, name: 'Karim', marks: [90, null] }, subjects, 100, { ...defaultGrading(), grades: noFail })).toMatchObject({ grade: 'F', status: 'fail' });
  });
});

describe('an absent subject counts the lowest grade', () => {
  it('with the subject rule off, an absent compulsory subject adds the lowest grade\'s GPA (a table whose F is worth 1): 80 and absent average (5 + 1) / 2 = 3', () => {
    const grades = DEFAULT_GRADES.map((g) => (g.grade === 'F' ? { ...g, gpa: 1 } : g));
    const subjects = [{ key: 'book1', name: 'Quran', isOptional: false }, { key: 'book2', name: 'Tajweed', isOptional: false }];
    const r = computeRow({ admitNo: 1, name: 'Karim', marks: [80, null] }, subjects, 100, { ...defaultGrading(), system: 'gradeSystem', failOnSubjectFail: false, grades });
    expect(r).toMatchObject({ averageGpa: 3, total: 80, percentage: 40 });
  });
});
