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

describe('Arabic at the edges of its agreement rules', () => {
  const ar = (taka: number) => amountInWords(taka * 100, 'ar');
  it.each([
    [10, 'فقط عشرة تاكا لا غير'], // 3–10: the counted noun would be plural; taka stays as it is
    [20, 'فقط عشرون تاكا لا غير'],
    [11, 'فقط أحد عشر تاكا لا غير'],
    [110_000, 'فقط مئة وعشرة آلاف تاكا لا غير'], // 110 thousand: ten takes the plural آلاف
    [111_000, 'فقط مئة وأحد عشر ألفًا تاكا لا غير'], // 111 thousand: eleven takes the accusative singular
    [1_000_000_000, 'فقط مليار تاكا لا غير'],
    [3_000_000_000, 'فقط ثلاثة مليارات تاكا لا غير'],
    [1_000_001, 'فقط مليون وواحد تاكا لا غير'],
    [11_000_000_000, 'فقط أحد عشر مليارًا تاكا لا غير'], // 11 billion: eleven takes the accusative singular of the billion
  ])('%i taka', (taka, words) => expect(ar(taka)).toBe(words));
  it('ten paisa are plural, twelve accusative', () => {
    expect(amountInWords(10, 'ar')).toBe('فقط عشر بيسات لا غير');
    expect(amountInWords(12, 'ar')).toBe('فقط اثنتا عشرة بيسةً لا غير');
  });
});
