import {
  DEFAULT_GRADES, computeResults, computeRow, defaultGrading, fromSpecRow, gradeFor, gradeForGpa, gradeTableError, gradesForSystem,
  lastYears, markError, meritOrder, rankLabel, rankRows, subjectsOf, toSpecRow, withFailRule, type Grading, type Subject,
} from '../../api/src/rules/results';

/** Worked examples of spec doc 1 §5 "Result computation" and §9 (default grade table). */
const subjects = (optional: boolean[]): Subject[] => optional.map((isOptional, i) => ({ key: `book${i + 1}`, name: `S${i + 1}`, isOptional }));
const percent: Grading = defaultGrading();
const gpaSystem: Grading = { ...defaultGrading(), system: 'gradeSystem' };
/** The same systems with "a failed compulsory subject fails the student" switched off. */
const percentOff: Grading = { ...percent, failOnSubjectFail: false };
const gpaOff: Grading = { ...gpaSystem, failOnSubjectFail: false };

describe('grade lookup', () => {
  it('uses the default table: 80 → A+, 79.99 → A, 33 → D, 32.99 → F', () => {
    expect([80, 100, 79.99, 70, 60, 50, 40, 33, 32.99, 0].map((p) => gradeFor(p, DEFAULT_GRADES).grade))
      .toEqual(['A+', 'A+', 'A', 'A', 'A-', 'B', 'C', 'D', 'F', 'F']);
  });

  it('a mark matching no grade falls to the last grade', () => {
    const gappy = [{ grade: 'Pass', from: 50, to: 100, gpa: 4, status: 'pass' as const }, { grade: 'Weak', from: 40, to: 45, gpa: 1, status: 'fail' as const }];
    expect(gradeFor(47, gappy).grade).toBe('Weak'); // 47 is in no range
    expect(gradeFor(120, DEFAULT_GRADES).grade).toBe('F'); // beyond every range
    expect(gradeFor(79.995, DEFAULT_GRADES).grade).toBe('A+'); // rounded to 80.00 first
  });

  it('grade system: the passing grade with the highest GPA not above the average', () => {
    expect(gradeForGpa(5, DEFAULT_GRADES).grade).toBe('A+');
    expect(gradeForGpa(4.25, DEFAULT_GRADES).grade).toBe('A');
    expect(gradeForGpa(3.5, DEFAULT_GRADES).grade).toBe('A-');
    expect(gradeForGpa(0.5, DEFAULT_GRADES).grade).toBe('F');
  });
});

describe('one student', () => {
  it('percentage system: total and percentage over the non-optional subjects only', () => {
    // 3 compulsory subjects of 100 (80, 70, 60) and an optional one (90).
    const r = computeRow({ admitNo: 1, name: 'a', marks: [80, 70, 60, 90] }, subjects([false, false, false, true]), 100, percent);
    expect(r.total).toBe(210);
    expect(r.percentage).toBe(70);
    expect(r.grade).toBe('A');
    expect(r.status).toBe('pass');
    // GPAs 5 + 4 + 3.5 = 12.5, optional A+ (5) adds 5 − 2 = 3 → 15.5 / 3 = 5.17 → capped at 5.
    expect(r.averageGpa).toBe(5);
  });

  it('an optional subject adds only its part above 2 (nothing when at or below 2)', () => {
    const s = subjects([false, false, true]);
    // compulsory GPAs 4 and 3 = 7; optional C (GPA 2) adds 0 → 3.5
    expect(computeRow({ admitNo: 1, name: 'a', marks: [75, 55, 45] }, s, 100, percent).averageGpa).toBe(3.5);
    // optional A (GPA 4) adds 2 → 9 / 2 = 4.5
    expect(computeRow({ admitNo: 1, name: 'a', marks: [75, 55, 72] }, s, 100, percent).averageGpa).toBe(4.5);
    // optional F adds nothing and does not fail the student
    const weak = computeRow({ admitNo: 1, name: 'a', marks: [75, 55, 10] }, s, 100, gpaSystem);
    expect(weak).toMatchObject({ averageGpa: 3.5, grade: 'A-', status: 'pass' });
  });

  it('marks are a share of the number per subject (50 per subject)', () => {
    const r = computeRow({ admitNo: 1, name: 'a', marks: [40, 35] }, subjects([false, false]), 50, percent);
    expect(r).toMatchObject({ total: 75, percentage: 75, grade: 'A' });
    // GPAs: 80% → 5, 70% → 4: 4.5
    expect(r.averageGpa).toBe(4.5);
  });

  it('an absent mark counts 0 in the total and fails that subject (and so the student, with the rule on)', () => {
    const s = subjects([false, false]);
    const asPercent = computeRow({ admitNo: 1, name: 'a', marks: [90, null] }, s, 100, percentOff);
    expect(asPercent).toMatchObject({ total: 90, percentage: 45, grade: 'C', status: 'pass', marks: [90, null] });
    expect(computeRow({ admitNo: 1, name: 'a', marks: [90, null] }, s, 100, percent))
      .toMatchObject({ total: 90, percentage: 45, averageGpa: 0, grade: 'F', status: 'fail' });
    const asGpa = computeRow({ admitNo: 1, name: 'a', marks: [90, null] }, s, 100, gpaSystem);
    expect(asGpa).toMatchObject({ total: 90, percentage: 45, averageGpa: 0, grade: 'F', status: 'fail' });
  });

  it('grade system: one failed compulsory subject fails the student; without the rule the percentage system looks at the percentage', () => {
    const s = subjects([false, false, false]);
    const marks = { admitNo: 1, name: 'a', marks: [95, 90, 30] };
    expect(computeRow(marks, s, 100, gpaSystem)).toMatchObject({ averageGpa: 0, grade: 'F', status: 'fail' });
    expect(computeRow(marks, s, 100, percentOff)).toMatchObject({ percentage: 71.67, grade: 'A', status: 'pass', averageGpa: 3.33 });
  });

  it('without grades (isGrade off) the GPA and grade are blank; the status still follows the grade table', () => {
    const r = computeRow({ admitNo: 1, name: 'a', marks: [20, 25] }, subjects([false, false]), 100, { ...percent, isGrade: false });
    expect(r).toMatchObject({ averageGpa: null, grade: '', status: 'fail', percentage: 22.5 });
  });

  it('refuses marks above the number per subject, negative or not numbers; null is absent', () => {
    expect([null, 0, 50, 100].map((m) => markError(m, 100))).toEqual([false, false, false, false]);
    expect([101, -1, Number.NaN, '5'].map((m) => markError(m, 100))).toEqual([true, true, true, true]);
  });
});

describe('a failed compulsory subject fails the student (failOnSubjectFail, on by default)', () => {
  const s = subjects([false, false, false]);
  const row = { admitNo: 1, name: 'a', marks: [90, 90, 20] };

  it('is on by default', () => {
    expect(defaultGrading().failOnSubjectFail).toBe(true);
  });

  it('percentage system, 100 per subject, 90/90/20: 66.67% but failed with the rule on; A- and passed with it off', () => {
    expect(computeRow(row, s, 100, percent)).toMatchObject({ total: 200, percentage: 66.67, averageGpa: 0, grade: 'F', status: 'fail' });
    // GPAs 5 + 5 + 0 = 10 / 3 = 3.33; 66.67% → A-.
    expect(computeRow(row, s, 100, percentOff)).toMatchObject({ total: 200, percentage: 66.67, averageGpa: 3.33, grade: 'A-', status: 'pass' });
  });

  it('grade system: failed with the rule on; with it off the grade follows the average GPA (3.33 → B, GPA 3)', () => {
    expect(computeRow(row, s, 100, gpaSystem)).toMatchObject({ percentage: 66.67, averageGpa: 0, grade: 'F', status: 'fail' });
    expect(computeRow(row, s, 100, gpaOff)).toMatchObject({ percentage: 66.67, averageGpa: 3.33, grade: 'B', status: 'pass' });
  });

  it('an optional subject\'s failure (or absence) never fails the student', () => {
    const withOptional = subjects([false, false, true]);
    for (const grading of [percent, gpaSystem]) {
      expect(computeRow({ admitNo: 1, name: 'a', marks: [90, 90, 20] }, withOptional, 100, grading)).toMatchObject({ percentage: 90, grade: 'A+', status: 'pass' });
      expect(computeRow({ admitNo: 1, name: 'a', marks: [90, 90, null] }, withOptional, 100, grading)).toMatchObject({ percentage: 90, grade: 'A+', status: 'pass' });
    }
  });

  it('absent in a compulsory subject counts as a fail: 95/95/absent is 63.33% but failed', () => {
    expect(computeRow({ admitNo: 1, name: 'a', marks: [95, 95, null] }, s, 100, percent)).toMatchObject({ total: 190, percentage: 63.33, grade: 'F', status: 'fail' });
  });

  it('a student failed by the rule has no rank; the others are ranked without them', () => {
    const rows = computeResults([
      { admitNo: 1, name: 'a', marks: [90, 90, 20] }, // 200, failed Physics
      { admitNo: 2, name: 'b', marks: [60, 60, 60] }, // 180
    ], s, 100, percent);
    expect(rows.map((r) => [r.status, r.rank])).toEqual([['fail', null], ['pass', 1]]);
  });

  it('a grading saved before the rule existed keeps the behaviour it was computed with', () => {
    expect(withFailRule({ isGrade: true, system: 'parcentageSystem', grades: [] }).failOnSubjectFail).toBe(false);
    expect(withFailRule({ isGrade: true, system: 'gradeSystem', grades: [] }).failOnSubjectFail).toBe(true);
    expect(withFailRule({ isGrade: true, system: 'parcentageSystem', grades: [], failOnSubjectFail: true }).failOnSubjectFail).toBe(true);
  });
});

describe('ranks', () => {
  it('ties share a rank and the next rank skips; failed students have none; the first three are labelled', () => {
    const s = subjects([false, false]);
    const rows = computeResults([
      { admitNo: 1, name: 'a', marks: [80, 80] }, // 160
      { admitNo: 2, name: 'b', marks: [90, 90] }, // 180
      { admitNo: 3, name: 'c', marks: [80, 80] }, // 160 tie
      { admitNo: 4, name: 'd', marks: [70, 60] }, // 130
      { admitNo: 5, name: 'e', marks: [20, 10] }, // fail
    ], s, 100, percent);
    expect(rows.map((r) => r.rank)).toEqual([2, 1, 2, 4, null]);
    expect(rows.map((r) => rankLabel(r.rank))).toEqual(['second', 'first', 'second', null, null]);
    expect(meritOrder(rows).map((r) => r.admitNo)).toEqual([2, 1, 3, 4, 5]);
  });

  it('ranks 2,000 students in order', () => {
    const s = subjects(Array.from({ length: 15 }, (_, i) => i === 14));
    const rows = Array.from({ length: 2000 }, (_, i) => ({ admitNo: i + 1, name: `s${i}`, marks: Array.from({ length: 15 }, (_, j) => 40 + ((i * 7 + j * 13) % 61)) }));
    const out = computeResults(rows, s, 100, percent);
    const ranked = out.filter((r) => r.rank !== null).sort((a, b) => a.rank! - b.rank!);
    for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1].total).toBeGreaterThanOrEqual(ranked[i].total);
    expect(ranked[0].rank).toBe(1);
  });

  it('rankRows keeps the row order it was given', () => {
    const out = rankRows([{ admitNo: 1, name: 'a', marks: [], total: 1, percentage: 1, averageGpa: 0, grade: 'F', status: 'pass' as const }]);
    expect(out[0].rank).toBe(1);
  });
});

describe('grading settings and shapes', () => {
  it('switching the system loads the saved grades when the saved system matches, else the defaults', () => {
    const saved: Grading = { isGrade: true, system: 'gradeSystem', grades: [{ grade: 'Mumtaz', from: 80, to: 100, gpa: 5, status: 'pass' }], failOnSubjectFail: true };
    expect(gradesForSystem(saved, 'gradeSystem')[0].grade).toBe('Mumtaz');
    expect(gradesForSystem(saved, 'parcentageSystem').map((g) => g.grade)).toEqual(['A+', 'A', 'A-', 'B', 'C', 'D', 'F']);
    expect(gradesForSystem(null, 'gradeSystem')).toHaveLength(7);
  });

  it('checks a grade table', () => {
    expect(gradeTableError(DEFAULT_GRADES)).toBeNull();
    expect(gradeTableError([])).toEqual({ code: 'requiredField', field: 'grades' });
    expect(gradeTableError([{ grade: ' ', from: 0, to: 1, gpa: 0, status: 'pass' }])).toEqual({ code: 'requiredField', field: 'grade' });
    expect(gradeTableError([{ grade: 'A', from: 50, to: 40, gpa: 0, status: 'pass' }])).toEqual({ code: 'invalidValue' });
    expect(gradeTableError([{ grade: 'A', from: 0, to: 40, gpa: 6, status: 'pass' }])).toEqual({ code: 'invalidValue' });
  });

  it('the spec row array round-trips: admit no, name, marks, total, percentage, average_gpa, grade, status, rank', () => {
    const [row] = computeResults([{ admitNo: 7, name: 'x', marks: [50, null, 70] }], subjects([false, false, true]), 100, percentOff);
    const spec = toSpecRow(row);
    // GPAs: 50% → 3, absent → 0; the optional A (4) adds 2: 5 / 2 = 2.5. Percentage 25 → F.
    expect(spec).toEqual([7, 'x', 50, null, 70, 50, 25, 2.5, 'F', 'fail', null]);
    expect(fromSpecRow(spec, 3)).toEqual(row);
  });

  it('subjects follow the book slot order; the year picker lists the last 10 years', () => {
    expect(subjectsOf({ book10: { name: 'j', isOptional: false }, book2: { name: 'b', isOptional: true } }).map((x) => x.key)).toEqual(['book2', 'book10']);
    expect(lastYears('2026-11-21')).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017]);
  });
});
