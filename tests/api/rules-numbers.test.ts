/** Numbers typed in the screen's digits (rules/numbers.ts): searched as the Latin digits they are stored in. */
import { INT_MAX, latinDigits } from '../../api/src/rules/numbers';

describe('latinDigits', () => {
  it.each([
    ['০১২৩৪৫৬৭৮৯', '0123456789'],
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['রশিদ ১২ / إيصال ٣٤ / 56', 'রশিদ 12 / إيصال 34 / 56'],
    ['', ''],
  ])('%s → %s', (typed, latin) => {
    expect(latinDigits(typed)).toBe(latin);
  });
  it('leaves other digits and letters as they are (Persian ۴ is not Arabic-Indic ٤)', () => {
    expect(latinDigits('۴ x')).toBe('۴ x');
  });
  it('INT_MAX is the largest signed 32-bit integer', () => {
    expect(INT_MAX).toBe(2 ** 31 - 1);
  });
});
