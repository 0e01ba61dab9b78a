/** Worked examples the mutation report found missing (issue 28): amounts in words at 20 and below zero. */
import { amountInWords } from '../../api/src/rules/in-words';

describe('amounts in words at the edges', () => {
  it('exactly 20 taka is a round ten, not a teen', () => {
    expect(amountInWords(2000, 'en')).toBe('Twenty taka only');
    expect(amountInWords(1900, 'en')).toBe('Nineteen taka only');
    expect(amountInWords(2100, 'en')).toBe('Twenty-one taka only');
    expect(amountInWords(20, 'en')).toBe('Twenty paisa only');
  });
  it('a negative amount is refused by the check itself (its message), not by a stack overflow', () => {
    for (const paisa of [-1, -100, -2000]) {
      for (const lang of ['en', 'bn', 'ar'] as const) {
        expect(() => amountInWords(paisa, lang)).toThrow(new RangeError(`amountInWords: not a whole non-negative paisa amount: ${paisa}`));
      }
    }
  });
});
