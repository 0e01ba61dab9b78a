/** Worked examples the mutation report of hostel-reports.ts found missing (issue 28): blanks of every kind, admit numbers, headings on a report that is not the third term's, limits, averages and the latest stage. */
import { hostelReportProblem, keptScores, latestStage, scoreSummary, type HostelReportFields } from '../../api/src/rules/hostel-reports';

const report = (over: Partial<HostelReportFields> = {}): HostelReportFields => ({
  admitNo: 12, reportType: 'monthly', date: '2026-03-01', reportStage: 'general', scores: [{ heading: 'Salah', number: 90 }], comment: '', ...over,
});

describe('blank numbers and headings', () => {
  it('a number left out, empty or of spaces is blank (null)', () => {
    expect(keptScores([{ heading: 'Salah' }, { heading: 'Quran', number: '' as unknown as number }, { heading: 'Manners', number: '  ' as unknown as number }])).toEqual([
      { heading: 'Salah', number: null }, { heading: 'Quran', number: null }, { heading: 'Manners', number: null },
    ]);
  });
  it('on a monthly report a heading without its number is kept (the form shows it); a heading that is not text is blank', () => {
    expect(keptScores([{ heading: 'Salah', number: null }], 'monthly')).toEqual([{ heading: 'Salah', number: null }]);
    expect(keptScores([{ heading: 7 as unknown as string, number: 50 }])).toEqual([{ heading: '', number: 50 }]);
  });
  it('a report type left out is missing', () => {
    expect(hostelReportProblem(report({ reportType: undefined as unknown as string }))).toEqual({ code: 'requiredField', field: 'reportType' });
  });
});

describe('the admit number', () => {
  it('left out, or spaces, is missing; 1 is the first; below 1 is invalid', () => {
    expect(hostelReportProblem(report({ admitNo: undefined }))).toEqual({ code: 'requiredField', field: 'admitNo' });
    expect(hostelReportProblem(report({ admitNo: '  ' }))).toEqual({ code: 'requiredField', field: 'admitNo' });
    expect(hostelReportProblem(report({ admitNo: 1 }))).toBeNull();
    expect(hostelReportProblem(report({ admitNo: -3 }))).toEqual({ code: 'invalidValue', field: 'admitNo' });
  });
});

describe('headings on a report that is not the third term\'s', () => {
  it('a heading needs its number, even one of the third-term set', () => {
    expect(hostelReportProblem(report({ scores: [{ heading: 'Salah', number: null }] }))).toEqual({ code: 'requiredField', field: 'scores.0.number' });
    expect(hostelReportProblem(report({ scores: [{ heading: 'prayer', number: null }] }))).toEqual({ code: 'requiredField', field: 'scores.0.number' });
    expect(hostelReportProblem(report({ scores: [{ heading: 'prayer', number: 150 }] }))).toEqual({ code: 'invalidValue', field: 'scores.0.number' });
  });
  it('a heading of 60 characters and a comment of 1000 are the most', () => {
    expect(hostelReportProblem(report({ scores: [{ heading: 'x'.repeat(60), number: 50 }] }))).toBeNull();
    expect(hostelReportProblem(report({ comment: 'c'.repeat(1000) }))).toBeNull();
    expect(hostelReportProblem(report({ comment: undefined }))).toBeNull();
  });
});

describe('summary and stage', () => {
  it('the average is over the scored columns only', () => {
    expect(scoreSummary([{ heading: 'a', number: 80 }, { heading: 'b', number: null }])).toEqual({ total: 80, average: 80 });
  });
  it('the latest date wins whatever the order; on one date the one saved last', () => {
    expect(latestStage([{ id: 1, date: '2026-02-01', reportStage: 'general' }, { id: 2, date: '2026-03-01', reportStage: 'difficult' }])).toBe('difficult');
    expect(latestStage([{ id: 1, date: '2026-03-01', reportStage: 'intermediate' }, { id: 2, date: '2026-03-01', reportStage: 'difficult' }])).toBe('difficult');
  });
});
