/** Worked examples the mutation report of results.ts found missing (issue 28): subject keys and fallbacks, spec rows, ranks, a table without grades. */
import { computeRow, defaultGrading, fromSpecRow, namedSubjects, rankRows } from '../../api/src/rules/results';

describe('the subjects a saved result names', () => {
  const klass = { book1: { name: ' Quran ', isOptional: true }, book2: { isOptional: false } as unknown as { name: string; isOptional: boolean } };

  it('a key with something before "book" is refused', () => {
    expect(namedSubjects({ xbook1: { name: 'Quran' } }, {})).toBeNull();
    expect(namedSubjects({ ' book1': { name: 'Quran' } }, {})).toBeNull();
  });
  it('the class\'s book name is trimmed; a class book without a name names nothing', () => {
    expect(namedSubjects({ book1: {} }, klass)).toEqual({ book1: { name: 'Quran', isOptional: true } });
    expect(namedSubjects({ book2: {} }, klass)).toBeNull();
  });
  it('a subject left undefined takes the class\'s book, like null', () => {
    expect(namedSubjects({ book1: undefined }, klass)).toEqual({ book1: { name: 'Quran', isOptional: true } });
  });
  it('the spec\'s is_optional sent as null keeps the class\'s flag', () => {
    expect(namedSubjects({ book1: { name: 'Hifz', is_optional: null } }, klass)).toEqual({ book1: { name: 'Hifz', isOptional: true } });
    expect(namedSubjects({ book1: { name: 'Hifz', isOptional: null, is_optional: null } }, klass)).toEqual({ book1: { name: 'Hifz', isOptional: true } });
  });
});

describe('the spec row array', () => {
  it('a mark left undefined is absent (null), not NaN', () => {
    expect(fromSpecRow([5, 'Amina', undefined as unknown as null, 40], 2).marks).toEqual([null, 40]);
  });
});

describe('ranks', () => {
  it('different totals do not share a rank even when their percentages round to the same', () => {
    const row = (admitNo: number, total: number) => ({ admitNo, name: `S${admitNo}`, marks: [], total, percentage: 85.01, averageGpa: null, grade: '', status: 'pass' as const });
    expect(rankRows([row(1, 170.01), row(2, 170.02)]).map((r) => [r.admitNo, r.rank])).toEqual([[1, 2], [2, 1]]);
  });
});

describe('an academy without a grade table', () => {
  it('an absent subject counts nothing and is not a grade: no GPA, no grade, fail', () => {
    const grading = { ...defaultGrading(), isGrade: false, grades: [] };
    const subjects = [{ key: 'book1', name: 'Quran', isOptional: false }, { key: 'book2', name: 'Arabic', isOptional: true }];
    expect(computeRow({ admitNo: 3, name: 'Karim', marks: [null, null] }, subjects, 100, grading)).toEqual({
      admitNo: 3, name: 'Karim', marks: [null, null], total: 0, percentage: 0, averageGpa: null, grade: '', status: 'fail',
    });
  });
});
