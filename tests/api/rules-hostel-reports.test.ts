import {
  headingsFor, HOSTEL_REPORT_STAGES, HOSTEL_REPORT_TYPES, hostelReportProblem, isScore, keptScores, latestStage, scoreSummary, tenScores, THIRD_TERM_HEADINGS,
} from '../../api/src/rules/hostel-reports';

const scores = (...pairs: [string, number | null][]) => pairs.map(([heading, number]) => ({ heading, number }));
const report = (over: Record<string, unknown> = {}) => ({
  admitNo: 12, reportType: 'monthly', date: '2026-03-01', reportStage: 'general', scores: scores(['Salah', 90], ['Quran', 75]), comment: '', ...over,
});

describe('hostel report rules (spec doc 2 §3, §5, §9)', () => {
  it('worked example: a monthly report of two headings, blanks dropped, total 165 and average 82.5', () => {
    const kept = keptScores([{ heading: ' Salah ', number: 90 }, { heading: '', number: null }, { heading: 'Quran', number: 75 }]);
    expect(kept).toEqual(scores(['Salah', 90], ['Quran', 75]));
    expect(scoreSummary(kept)).toEqual({ total: 165, average: 82.5 });
    // On a third-term report the printed headings without a number are empty columns.
    expect(keptScores(tenScores('ThirdTermExam', scores(['study', 70])), 'ThirdTermExam')).toEqual(scores(['study', 70]));
    expect(scoreSummary([])).toEqual({ total: 0, average: null });
    // Three scores 70, 80, 85.5: total 235.5, average 78.5; 100, 0, 0: average 33.33 (two decimals).
    expect(scoreSummary(scores(['a', 70], ['b', 80], ['c', 85.5]))).toEqual({ total: 235.5, average: 78.5 });
    expect(scoreSummary(scores(['a', 100], ['b', 0], ['c', 0])).average).toBe(33.33);
  });

  it('the third-term report has its own ten headings; other types start blank (ten columns, placeholder 100)', () => {
    expect(THIRD_TERM_HEADINGS).toHaveLength(10);
    expect(headingsFor('ThirdTermExam')).toEqual([...THIRD_TERM_HEADINGS]);
    expect(headingsFor('monthly')).toEqual(Array(10).fill(''));
    // A saved third-term score lands under its heading; the rest are blank.
    const ten = tenScores('ThirdTermExam', scores(['manners', 80], ['prayer', 95]));
    expect(ten[0]).toEqual({ heading: 'prayer', number: 95 });
    expect(ten[3]).toEqual({ heading: 'manners', number: 80 });
    expect(ten.filter((s) => s.number === null)).toHaveLength(8);
    expect(tenScores('monthly', scores(['Salah', 90]))).toEqual([{ heading: 'Salah', number: 90 }, ...Array(9).fill({ heading: '', number: null })]);
  });

  it('a score is 0 … 100 with at most two decimals', () => {
    for (const n of [0, 1, 33.5, 99.99, 100]) expect(isScore(n)).toBe(true);
    for (const n of [-1, 100.01, 33.333, Number.NaN, Infinity, '50', null]) expect(isScore(n)).toBe(false);
  });

  it.each([
    [{ admitNo: null }, { code: 'requiredField', field: 'admitNo' }],
    [{ admitNo: 0 }, { code: 'requiredField', field: 'admitNo' }],
    [{ admitNo: 1.5 }, { code: 'invalidValue', field: 'admitNo' }],
    [{ admitNo: 'abc' }, { code: 'invalidValue', field: 'admitNo' }],
    [{ reportType: '' }, { code: 'requiredField', field: 'reportType' }],
    [{ reportType: 'weekly' }, { code: 'invalidValue', field: 'reportType' }],
    [{ date: '' }, { code: 'requiredField', field: 'date' }],
    [{ date: '2026-02-29' }, { code: 'invalidValue', field: 'date' }],
    [{ reportStage: ' ' }, { code: 'requiredField', field: 'reportStage' }],
    [{ reportStage: 'easy' }, { code: 'invalidValue', field: 'reportStage' }],
    [{ scores: [] }, { code: 'requiredField', field: 'scores' }],
    [{ scores: scores(['', null]) }, { code: 'requiredField', field: 'scores' }],
    [{ scores: scores(['Salah', null]) }, { code: 'requiredField', field: 'scores.0.number' }],
    [{ scores: scores(['Salah', 90], ['', 50]) }, { code: 'requiredField', field: 'scores.1.heading' }],
    [{ scores: scores(['Salah', 101]) }, { code: 'invalidValue', field: 'scores.0.number' }],
    [{ scores: scores(['Salah', -5]) }, { code: 'invalidValue', field: 'scores.0.number' }],
    [{ scores: scores(['Salah', 12.345]) }, { code: 'invalidValue', field: 'scores.0.number' }],
    [{ scores: scores(['Salah', 90], ['salah', 80]) }, { code: 'invalidValue', field: 'scores.1.heading' }],
    [{ scores: scores(['x'.repeat(61), 1]) }, { code: 'invalidValue', field: 'scores.0.heading' }],
    [{ scores: 'abcdefghijk'.split('').map((h) => ({ heading: h, number: 1 })) }, { code: 'invalidValue', field: 'scores' }],
    [{ reportType: 'ThirdTermExam', scores: scores(['prayer', 90], ['Salah', 80]) }, { code: 'invalidValue', field: 'scores.1.heading' }],
    [{ comment: 'c'.repeat(1001) }, { code: 'invalidValue', field: 'comment' }],
  ])('%j is %j', (over, problem) => {
    expect(hostelReportProblem(report(over))).toEqual(problem);
  });

  it('accepts every type and stage, ten scores, and the whole third-term set', () => {
    for (const reportType of HOSTEL_REPORT_TYPES.filter((t) => t !== 'ThirdTermExam')) {
      for (const reportStage of HOSTEL_REPORT_STAGES) expect(hostelReportProblem(report({ reportType, reportStage }))).toBeNull();
    }
    expect(hostelReportProblem(report({ scores: 'abcdefghij'.split('').map((h) => ({ heading: h, number: 100 })) }))).toBeNull();
    expect(hostelReportProblem(report({ reportType: 'ThirdTermExam', scores: THIRD_TERM_HEADINGS.map((heading) => ({ heading, number: 50 })) }))).toBeNull();
    // Blank third-term columns are left out, not refused.
    expect(hostelReportProblem(report({ reportType: 'ThirdTermExam', scores: tenScores('ThirdTermExam', scores(['study', 70])) }))).toBeNull();
  });

  it('worked example: the student\'s stage is their latest report\'s (the later id on the same date), general without reports', () => {
    expect(latestStage([])).toBe('general');
    expect(latestStage([
      { id: 1, date: '2026-03-01', reportStage: 'difficult' },
      { id: 2, date: '2026-01-15', reportStage: 'general' },
    ])).toBe('difficult');
    expect(latestStage([
      { id: 5, date: '2026-04-01', reportStage: 'intermediate' },
      { id: 3, date: '2026-04-01', reportStage: 'difficult' },
    ])).toBe('intermediate');
  });
});
