import {
  CONDUCT_HEADING_MAX, CONDUCT_ITEMS, EVALUATION_ITEMS, EVALUATION_QUESTION_MAX, REPORT_HEADINGS_MAX, conductMessageId,
  evaluationMessageId, headingsInvalid, keptHeadings, startingHeadings,
} from '../../api/src/rules/report-headings';

/** Worked examples of the report headings (spec doc 1 §9: six conduct items, ten evaluation questions). */
describe('default headings', () => {
  it('six conduct items and ten evaluation questions, each a message id', () => {
    expect(CONDUCT_ITEMS).toHaveLength(6);
    expect(EVALUATION_ITEMS).toHaveLength(10);
    expect(new Set(EVALUATION_ITEMS).size).toBe(10);
    expect(conductMessageId('rules')).toBe('hostelReports.conduct.rules');
    expect(evaluationMessageId('care')).toBe('staffReports.evaluation.care');
    expect([REPORT_HEADINGS_MAX, CONDUCT_HEADING_MAX, EVALUATION_QUESTION_MAX]).toEqual([10, 60, 200]);
  });
});

describe('an academy\'s own headings', () => {
  it('kept trimmed, empty ones (and what is not text) dropped', () => {
    expect(keptHeadings([' Prayer ', '', '  ', 'Study', 7, null])).toEqual(['Prayer', 'Study']);
    expect(keptHeadings([])).toEqual([]);
  });

  it('refused: not a list, more than ten, not text, too long, or a heading twice', () => {
    expect(headingsInvalid(['Prayer', 'Study'], 60)).toBe(false);
    expect(headingsInvalid([], 60)).toBe(false);
    expect(headingsInvalid(Array.from({ length: 10 }, (_, i) => `H${i}`), 60)).toBe(false);
    expect(headingsInvalid(Array.from({ length: 11 }, (_, i) => `H${i}`), 60)).toBe(true);
    expect(headingsInvalid('Prayer', 60)).toBe(true);
    expect(headingsInvalid(null, 60)).toBe(true);
    expect(headingsInvalid(['Prayer', 3], 60)).toBe(true);
    expect(headingsInvalid(['x'.repeat(60)], 60)).toBe(false);
    expect(headingsInvalid([` ${'x'.repeat(60)} `], 60)).toBe(false);
    expect(headingsInvalid(['x'.repeat(61)], 60)).toBe(true);
    expect(headingsInvalid(['x'.repeat(200)], 200)).toBe(false);
    expect(headingsInvalid(['Prayer', 'prayer '], 60)).toBe(true);
    expect(headingsInvalid(['', ' '], 60)).toBe(false);
  });

  it('a blank form starts with the academy\'s own headings when saved, else the defaults translated', () => {
    const t = (item: string) => `<${item}>`;
    expect(startingHeadings([' Salah ', ''], CONDUCT_ITEMS, t)).toEqual(['Salah']);
    expect(startingHeadings(null, ['rules', 'care'], t)).toEqual(['<rules>', '<care>']);
    expect(startingHeadings(undefined, ['rules'], t)).toEqual(['<rules>']);
    expect(startingHeadings(['', '  '], ['rules'], t)).toEqual(['<rules>']);
  });
});
