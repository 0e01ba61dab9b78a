/** Worked examples the mutation report of spreadsheet-cells.ts found missing (issue 28): reading back the shortest quoted formula, and texts that were never quoted. */
import { restoreNeutralised } from '../../api/src/rules/spreadsheet-cells';

describe('reading a neutralised cell back', () => {
  it('the shortest quoted formula, a quote and "=", is "="', () => {
    expect(restoreNeutralised("'=")).toBe('=');
    expect(restoreNeutralised("'")).toBe("'");
  });
  it('a text that does not start with a quote is left as it is, whatever its second character', () => {
    expect(restoreNeutralised('x=1')).toBe('x=1');
    expect(restoreNeutralised('a+b')).toBe('a+b');
  });
});
