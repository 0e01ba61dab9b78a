/** Worked examples the mutation report found missing (issue 28): results (spec doc 1 §3, §5, §9). */
import { DEFAULT_GRADES, fromSpecRow, gradeForGpa, gradeTableError, toSpecRow, type ComputedRow, type GradeRow } from '../../api/src/rules/results';

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
