import { MAX_WORDS_PAISA, amountInWords } from '../../api/src/rules/in-words';
import { INT_MAX } from '../../api/src/rules/numbers';

const taka = (n: number) => Math.round(n * 100);
const nfc = (s: string) => s.normalize('NFC');

/** [amount in paisa, en, bn, ar] — spec doc 2 §5: number in words, plus money, plus just. */
const WORKED: Array<[number, string, string, string]> = [
  [0, 'Zero taka only', 'শূন্য টাকা মাত্র', 'فقط صفر تاكا لا غير'],
  [taka(1), 'One taka only', 'এক টাকা মাত্র', 'فقط تاكا واحد لا غير'],
  [taka(2), 'Two taka only', 'দুই টাকা মাত্র', 'فقط تاكا اثنان لا غير'],
  [taka(15), 'Fifteen taka only', 'পনেরো টাকা মাত্র', 'فقط خمسة عشر تاكا لا غير'],
  [taka(21), 'Twenty-one taka only', 'একুশ টাকা মাত্র', 'فقط واحد وعشرون تاكا لا غير'],
  [taka(99), 'Ninety-nine taka only', 'নিরানব্বই টাকা মাত্র', 'فقط تسعة وتسعون تاكا لا غير'],
  [taka(100), 'One hundred taka only', 'এক শত টাকা মাত্র', 'فقط مئة تاكا لا غير'],
  [taka(101), 'One hundred one taka only', 'এক শত এক টাকা মাত্র', 'فقط مئة وواحد تاكا لا غير'],
  [taka(1000), 'One thousand taka only', 'এক হাজার টাকা মাত্র', 'فقط ألف تاكا لا غير'],
  [taka(1250), 'One thousand two hundred fifty taka only', 'এক হাজার দুই শত পঞ্চাশ টাকা মাত্র', 'فقط ألف ومئتان وخمسون تاكا لا غير'],
  [taka(10000), 'Ten thousand taka only', 'দশ হাজার টাকা মাত্র', 'فقط عشرة آلاف تاكا لا غير'],
  [taka(100000), 'One lakh taka only', 'এক লক্ষ টাকা মাত্র', 'فقط مئة ألف تاكا لا غير'],
  [taka(125050.5), 'One lakh twenty-five thousand fifty taka and fifty paisa only',
    'এক লক্ষ পঁচিশ হাজার পঞ্চাশ টাকা এবং পঞ্চাশ পয়সা মাত্র',
    'فقط مئة وخمسة وعشرون ألفًا وخمسون تاكا وخمسون بيسةً لا غير'],
  [taka(10000000), 'One crore taka only', 'এক কোটি টাকা মাত্র', 'فقط عشرة ملايين تاكا لا غير'],
  // The largest amount an int paisa column holds: 2,14,74,836.47 taka.
  [INT_MAX, 'Two crore fourteen lakh seventy-four thousand eight hundred thirty-six taka and forty-seven paisa only',
    'দুই কোটি চৌদ্দ লক্ষ চুয়াত্তর হাজার আট শত ছত্রিশ টাকা এবং সাতচল্লিশ পয়সা মাত্র',
    'فقط واحد وعشرون مليونًا وأربعمئة وأربعة وسبعون ألفًا وثمانمئة وستة وثلاثون تاكا وسبع وأربعون بيسةً لا غير'],
];

describe('amount in words (spec doc 2 §5 receipt form)', () => {
  it.each(WORKED)('%d paisa', (paisa, en, bn, ar) => {
    expect(amountInWords(paisa, 'en')).toBe(en);
    expect(amountInWords(paisa, 'bn')).toBe(nfc(bn));
    expect(amountInWords(paisa, 'ar')).toBe(ar);
  });

  it('Bengali has its own word for every number from 1 to 99', () => {
    const words = [
      'এক', 'দুই', 'তিন', 'চার', 'পাঁচ', 'ছয়', 'সাত', 'আট', 'নয়', 'দশ',
      'এগারো', 'বারো', 'তেরো', 'চৌদ্দ', 'পনেরো', 'ষোলো', 'সতেরো', 'আঠারো', 'উনিশ', 'বিশ',
      'একুশ', 'বাইশ', 'তেইশ', 'চব্বিশ', 'পঁচিশ', 'ছাব্বিশ', 'সাতাশ', 'আটাশ', 'ঊনত্রিশ', 'ত্রিশ',
      'একত্রিশ', 'বত্রিশ', 'তেত্রিশ', 'চৌত্রিশ', 'পঁয়ত্রিশ', 'ছত্রিশ', 'সাঁইত্রিশ', 'আটত্রিশ', 'ঊনচল্লিশ', 'চল্লিশ',
      'একচল্লিশ', 'বিয়াল্লিশ', 'তেতাল্লিশ', 'চুয়াল্লিশ', 'পঁয়তাল্লিশ', 'ছেচল্লিশ', 'সাতচল্লিশ', 'আটচল্লিশ', 'ঊনপঞ্চাশ', 'পঞ্চাশ',
      'একান্ন', 'বায়ান্ন', 'তিপ্পান্ন', 'চুয়ান্ন', 'পঞ্চান্ন', 'ছাপ্পান্ন', 'সাতান্ন', 'আটান্ন', 'ঊনষাট', 'ষাট',
      'একষট্টি', 'বাষট্টি', 'তেষট্টি', 'চৌষট্টি', 'পঁয়ষট্টি', 'ছেষট্টি', 'সাতষট্টি', 'আটষট্টি', 'ঊনসত্তর', 'সত্তর',
      'একাত্তর', 'বাহাত্তর', 'তিয়াত্তর', 'চুয়াত্তর', 'পঁচাত্তর', 'ছিয়াত্তর', 'সাতাত্তর', 'আটাত্তর', 'ঊনআশি', 'আশি',
      'একাশি', 'বিরাশি', 'তিরাশি', 'চুরাশি', 'পঁচাশি', 'ছিয়াশি', 'সাতাশি', 'আটাশি', 'ঊননব্বই', 'নব্বই',
      'একানব্বই', 'বিরানব্বই', 'তিরানব্বই', 'চুরানব্বই', 'পঁচানব্বই', 'ছিয়ানব্বই', 'সাতানব্বই', 'আটানব্বই', 'নিরানব্বই',
    ];
    expect(words).toHaveLength(99);
    words.forEach((w, i) => expect(amountInWords(taka(i + 1), 'bn')).toBe(nfc(`${w} টাকা মাত্র`)));
    expect(new Set(words).size).toBe(99);
  });

  it('English tens take a hyphen, teens and round tens do not', () => {
    expect(amountInWords(taka(13), 'en')).toBe('Thirteen taka only');
    expect(amountInWords(taka(40), 'en')).toBe('Forty taka only');
    expect(amountInWords(taka(58), 'en')).toBe('Fifty-eight taka only');
    expect(amountInWords(taka(90909), 'en')).toBe('Ninety thousand nine hundred nine taka only');
  });

  it('lakh and crore grouping; crores beyond 99 counted again', () => {
    expect(amountInWords(taka(999999), 'en')).toBe('Nine lakh ninety-nine thousand nine hundred ninety-nine taka only');
    expect(amountInWords(taka(1000000), 'en')).toBe('Ten lakh taka only');
    expect(amountInWords(taka(1000000000), 'en')).toBe('One hundred crore taka only');
    expect(amountInWords(taka(1000000000), 'bn')).toBe(nfc('এক শত কোটি টাকা মাত্র'));
    expect(amountInWords(taka(123456789), 'bn')).toBe(nfc('বারো কোটি চৌত্রিশ লক্ষ ছাপ্পান্ন হাজার সাত শত ঊননব্বই টাকা মাত্র'));
  });

  it('paisa alone, and paisa after taka', () => {
    expect(amountInWords(50, 'en')).toBe('Fifty paisa only');
    expect(amountInWords(5, 'bn')).toBe(nfc('পাঁচ পয়সা মাত্র'));
    expect(amountInWords(101, 'en')).toBe('One taka and one paisa only');
    expect(amountInWords(1, 'ar')).toBe('فقط بيسة واحدة لا غير');
    expect(amountInWords(2, 'ar')).toBe('فقط بيستان لا غير');
    expect(amountInWords(3, 'ar')).toBe('فقط ثلاث بيسات لا غير');
    expect(amountInWords(11, 'ar')).toBe('فقط إحدى عشرة بيسةً لا غير');
    expect(amountInWords(21, 'ar')).toBe('فقط إحدى وعشرون بيسةً لا غير');
    expect(amountInWords(taka(5) + 75, 'ar')).toBe('فقط خمسة تاكا وخمس وسبعون بيسةً لا غير');
  });

  it('Arabic scale words agree with their count (ألف / ألفان / آلاف / ألفًا)', () => {
    const ar = (t: number) => amountInWords(taka(t), 'ar').replace(/^فقط /, '').replace(/ تاكا لا غير$/, '');
    expect(ar(2000)).toBe('ألفان');
    expect(ar(3000)).toBe('ثلاثة آلاف');
    expect(ar(11000)).toBe('أحد عشر ألفًا');
    expect(ar(12000)).toBe('اثنا عشر ألفًا');
    expect(ar(200000)).toBe('مئتا ألف');
    expect(ar(101000)).toBe('مئة ألف وألف');
    expect(ar(102000)).toBe('مئة ألف وألفان');
    expect(ar(103000)).toBe('مئة وثلاثة آلاف');
    expect(ar(300500)).toBe('ثلاثمئة ألف وخمسمئة');
    expect(ar(1000000)).toBe('مليون');
    expect(ar(2000000)).toBe('مليونان');
    expect(ar(5000000)).toBe('خمسة ملايين');
    expect(ar(2000000000)).toBe('ملياران');
    expect(ar(1001)).toBe('ألف وواحد');
  });

  it('refuses what is not a whole non-negative number of paisa', () => {
    expect(() => amountInWords(-1, 'en')).toThrow(RangeError);
    expect(() => amountInWords(1.5, 'en')).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN, 'bn')).toThrow(RangeError);
    expect(() => amountInWords(MAX_WORDS_PAISA + 1, 'ar')).toThrow(RangeError);
    expect(amountInWords(MAX_WORDS_PAISA, 'en')).toBe('Ninety lakh seven thousand one hundred ninety-nine crore twenty-five lakh forty-seven thousand four hundred nine taka and ninety-one paisa only');
  });
});
