/** Worked examples the mutation report found missing (issue 28): the first and last months a salary sheet may name. */
import { isMonth } from '../../api/src/rules/salary';

describe('salary sheet months', () => {
  it.each([
    ['2026-01', true],
    ['2026-12', true],
    ['1900-01', true],
    ['9999-12', true],
    ['1899-12', false],
    ['2026-00', false],
    ['2026-13', false],
    [202601, false],
    [null, false],
  ])('%j → %s', (value, ok) => expect(isMonth(value)).toBe(ok));
});
