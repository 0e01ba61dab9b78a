import { attendanceDay, attendanceMonth, gradeDistribution, monthDaysUpTo } from '../../api/src/rules/dashboard';
import { DEFAULT_GRADES } from '../../api/src/rules/results';

describe('dashboard attendance (the register\'s marks, counted by day)', () => {
  it('lists the days of the month from the 1st up to today', () => {
    expect(monthDaysUpTo('2026-03-03')).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(monthDaysUpTo('2026-02-01')).toEqual(['2026-02-01']);
    expect(monthDaysUpTo('2028-02-29')).toHaveLength(29);
  });

  it('6 active, 4 arrived of whom 3 on time: 3 present, 1 late, 2 absent', () => {
    expect(attendanceDay('2026-03-10', 6, { date: '2026-03-10', arrived: 4, onTime: 3 })).toEqual({ date: '2026-03-10', present: 3, late: 1, absent: 2, taken: true });
  });

  it('a day without any arrival counts nobody absent (a holiday or attendance not taken)', () => {
    expect(attendanceDay('2026-03-06', 6)).toEqual({ date: '2026-03-06', present: 0, late: 0, absent: 0, taken: false });
    expect(attendanceDay('2026-03-06', 6, { date: '2026-03-06', arrived: 0, onTime: 0 }).taken).toBe(false);
  });

  it('never goes below zero or above the active students', () => {
    expect(attendanceDay('2026-03-10', 2, { date: '2026-03-10', arrived: 5, onTime: 4 })).toEqual({ date: '2026-03-10', present: 2, late: 0, absent: 0, taken: true });
    expect(attendanceDay('2026-03-10', 0, { date: '2026-03-10', arrived: 1, onTime: 1 })).toMatchObject({ present: 0, late: 0, absent: 0, taken: false });
  });

  it('fills the month from the counts by date', () => {
    const month = attendanceMonth('2026-03-04', 10, [
      { date: '2026-03-02', arrived: 9, onTime: 7 }, { date: '2026-03-04', arrived: 1, onTime: 0 },
    ]);
    expect(month.map((d) => [d.date.slice(8), d.present, d.late, d.absent])).toEqual([['01', 0, 0, 0], ['02', 7, 2, 1], ['03', 0, 0, 0], ['04', 0, 1, 9]]);
  });
});

describe('dashboard grade distribution', () => {
  it('follows the grade table, listing grades nobody got as 0; pass and fail totals', () => {
    const d = gradeDistribution(DEFAULT_GRADES, [
      { grade: 'F', status: 'fail', count: 1 }, { grade: 'A+', status: 'pass', count: 2 }, { grade: 'C', status: 'pass', count: 1 },
    ]);
    expect(d.grades.map((g) => `${g.grade}:${g.count}`)).toEqual(['A+:2', 'A:0', 'A-:0', 'B:0', 'C:1', 'D:0', 'F:1']);
    expect(d.grades.at(-1)).toEqual({ grade: 'F', status: 'fail', count: 1 });
    expect([d.passed, d.failed]).toEqual([3, 1]);
  });

  it('a grade the table no longer has comes last, as counted; the same grade as pass and fail is one bar', () => {
    const d = gradeDistribution([{ grade: 'A', status: 'pass' }, { grade: 'F', status: 'fail' }], [
      { grade: 'Mumtaz', status: 'pass', count: 4 }, { grade: 'F', status: 'fail', count: 2 }, { grade: 'F', status: 'pass', count: 1 },
    ]);
    expect(d.grades).toEqual([{ grade: 'A', status: 'pass', count: 0 }, { grade: 'F', status: 'fail', count: 3 }, { grade: 'Mumtaz', status: 'pass', count: 4 }]);
    expect([d.passed, d.failed]).toEqual([5, 2]);
  });

  it('without grades (isGrade off) only pass and fail tell; no rows: nothing', () => {
    expect(gradeDistribution(DEFAULT_GRADES, [{ grade: '', status: 'pass', count: 5 }, { grade: '', status: 'fail', count: 2 }])).toEqual({ grades: [], passed: 5, failed: 2 });
    expect(gradeDistribution(DEFAULT_GRADES, [])).toEqual({ grades: [], passed: 0, failed: 0 });
  });
});
