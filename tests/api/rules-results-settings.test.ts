/** Results worked examples for the grading settings and odd class shapes (issue 28, mutation report). */
import {
  computeRow, defaultGrading, DEFAULT_GRADES, gradeFor, gradeForGpa, gradesForSystem, lastYears, markError, withFailRule, type Grading, type Subject,
} from '../../api/src/rules/results';

const subjects = (optional: boolean[]): Subject[] => optional.map((isOptional, i) => ({ key: `book${i + 1}`, name: `S${i + 1}`, isOptional }));

describe('a stored grading', () => {
  it('a flag stored as null means what a missing one means (the old behaviour of its system)', () => {
    expect(withFailRule({ isGrade: true, system: 'gradeSystem', grades: [], failOnSubjectFail: null }).failOnSubjectFail).toBe(true);
    expect(withFailRule({ isGrade: true, system: 'parcentageSystem', grades: [], failOnSubjectFail: null }).failOnSubjectFail).toBe(false);
    expect(withFailRule({ isGrade: true, system: 'gradeSystem', grades: [], failOnSubjectFail: false }).failOnSubjectFail).toBe(false);
  });
  it('switching to a system saved with no grades loads the defaults; the rows loaded are copies', () => {
    const saved: Grading = { isGrade: true, system: 'gradeSystem', grades: [], failOnSubjectFail: true };
    expect(gradesForSystem(saved, 'gradeSystem').map((g) => g.grade)).toEqual(['A+', 'A', 'A-', 'B', 'C', 'D', 'F']);
    const own: Grading = { ...saved, grades: [{ grade: 'Mumtaz', from: 80, to: 100, gpa: 5, status: 'pass' }] };
    const loaded = gradesForSystem(own, 'gradeSystem');
    loaded[0].grade = 'changed';
    expect(own.grades[0].grade).toBe('Mumtaz');
    const defaults = gradesForSystem(undefined, 'parcentageSystem');
    defaults[0].grade = 'changed';
    expect(DEFAULT_GRADES[0].grade).toBe('A+');
    expect(defaultGrading().grades[0].grade).toBe('A+');
  });
  it('the year picker can list fewer years', () => expect(lastYears('2026-01-01', 3)).toEqual([2026, 2025, 2024]));
});

describe('an empty grade table (being edited) gives a blank failing grade, never a crash', () => {
  it('gradeFor and gradeForGpa', () => {
    expect(gradeFor(75, [])).toEqual({ grade: '', from: 0, to: 0, gpa: 0, status: 'fail' });
    expect(gradeForGpa(4, [])).toEqual({ grade: '', from: 0, to: 0, gpa: 0, status: 'fail' });
  });
  it('a row computed with it', () => {
    const r = computeRow({ admitNo: 1, name: 'a', marks: [75] }, subjects([false]), 100, { ...defaultGrading(), grades: [] });
    expect(r).toMatchObject({ total: 75, percentage: 75, averageGpa: 0, grade: '', status: 'fail' });
  });
});

describe('odd class shapes', () => {
  it('only optional subjects: nothing counts towards total or percentage', () => {
    const r = computeRow({ admitNo: 1, name: 'a', marks: [90, 80] }, subjects([true, true]), 100, defaultGrading());
    expect(r).toMatchObject({ total: 0, percentage: 0, averageGpa: 0 });
  });
  it('a row with fewer marks than subjects: the missing ones are absent', () => {
    const r = computeRow({ admitNo: 1, name: 'a', marks: [90] }, subjects([false, false]), 100, { ...defaultGrading(), failOnSubjectFail: false });
    expect(r).toMatchObject({ marks: [90, null], total: 90, percentage: 45, averageGpa: 2.5 });
  });
  it('marks that are not finite numbers are refused; the number per subject itself is allowed', () => {
    expect(markError(Number.POSITIVE_INFINITY, 100)).toBe(true);
    expect(markError(50, 50)).toBe(false);
    expect(markError(50.5, 50)).toBe(true);
    expect(markError(undefined, 100)).toBe(true);
  });
  it('a GPA just under a grade\'s GPA by a float error still gets that grade', () => {
    expect(gradeForGpa(3.4999999999999996, DEFAULT_GRADES).grade).toBe('A-');
    expect(gradeForGpa(3.49, DEFAULT_GRADES).grade).toBe('B');
  });
});
