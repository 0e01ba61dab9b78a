/**
 * An amount of money in words (spec doc 2 §5, receipt form: "number in words, plus money, plus
 * just"): the taka in words, the paisa when there are any, then "only".
 *
 *   en  One lakh twenty-five thousand fifty taka and fifty paisa only
 *   bn  এক লক্ষ পঁচিশ হাজার পঞ্চাশ টাকা এবং পঞ্চাশ পয়সা মাত্র
 *   ar  فقط مئة وخمسة وعشرون ألفًا وخمسون تاكا وخمسون بيسةً لا غير
 *
 * Bengali and English count in the South-Asian way (hundred, thousand, lakh = 1,00,000,
 * crore = 1,00,00,000; crores beyond 99 are counted again in the same words). Arabic counts in
 * thousands, millions and billions with the classical agreement of the counted scale word
 * (ألف / ألفان / آلاف / ألفًا), the taka treated as an indeclinable masculine noun and the paisa
 * (بيسة) as a feminine one. Pure: no I/O, shared with the web as `@rules/in-words`.
 */
export type WordsLang = 'bn' | 'en' | 'ar';

// Stryker disable StringLiteral,ArrayDeclaration: word lists (vocabulary, every word checked by rules-in-words.test.ts); a mutant of a module constant reruns every suite
/** Bengali 0–99: each has its own word (no regular tens + units pattern). */
const BN_0_99 = [
  'শূন্য', 'এক', 'দুই', 'তিন', 'চার', 'পাঁচ', 'ছয়', 'সাত', 'আট', 'নয়',
  'দশ', 'এগারো', 'বারো', 'তেরো', 'চৌদ্দ', 'পনেরো', 'ষোলো', 'সতেরো', 'আঠারো', 'উনিশ',
  'বিশ', 'একুশ', 'বাইশ', 'তেইশ', 'চব্বিশ', 'পঁচিশ', 'ছাব্বিশ', 'সাতাশ', 'আটাশ', 'ঊনত্রিশ',
  'ত্রিশ', 'একত্রিশ', 'বত্রিশ', 'তেত্রিশ', 'চৌত্রিশ', 'পঁয়ত্রিশ', 'ছত্রিশ', 'সাঁইত্রিশ', 'আটত্রিশ', 'ঊনচল্লিশ',
  'চল্লিশ', 'একচল্লিশ', 'বিয়াল্লিশ', 'তেতাল্লিশ', 'চুয়াল্লিশ', 'পঁয়তাল্লিশ', 'ছেচল্লিশ', 'সাতচল্লিশ', 'আটচল্লিশ', 'ঊনপঞ্চাশ',
  'পঞ্চাশ', 'একান্ন', 'বায়ান্ন', 'তিপ্পান্ন', 'চুয়ান্ন', 'পঞ্চান্ন', 'ছাপ্পান্ন', 'সাতান্ন', 'আটান্ন', 'ঊনষাট',
  'ষাট', 'একষট্টি', 'বাষট্টি', 'তেষট্টি', 'চৌষট্টি', 'পঁয়ষট্টি', 'ছেষট্টি', 'সাতষট্টি', 'আটষট্টি', 'ঊনসত্তর',
  'সত্তর', 'একাত্তর', 'বাহাত্তর', 'তিয়াত্তর', 'চুয়াত্তর', 'পঁচাত্তর', 'ছিয়াত্তর', 'সাতাত্তর', 'আটাত্তর', 'ঊনআশি',
  'আশি', 'একাশি', 'বিরাশি', 'তিরাশি', 'চুরাশি', 'পঁচাশি', 'ছিয়াশি', 'সাতাশি', 'আটাশি', 'ঊননব্বই',
  'নব্বই', 'একানব্বই', 'বিরানব্বই', 'তিরানব্বই', 'চুরানব্বই', 'পঁচানব্বই', 'ছিয়ানব্বই', 'সাতানব্বই', 'আটানব্বই', 'নিরানব্বই',
].map((w) => w.normalize('NFC'));

const EN_0_19 = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
  'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
// Stryker restore StringLiteral,ArrayDeclaration

interface SouthAsian { below100(n: number): string; hundred: string; thousand: string; lakh: string; crore: string }

const BN: SouthAsian = {
  below100: (n) => BN_0_99[n],
  hundred: 'শত', thousand: 'হাজার', lakh: 'লক্ষ', crore: 'কোটি',
};
const EN: SouthAsian = {
  below100: (n) => (n < 20 ? EN_0_19[n] : EN_TENS[Math.floor(n / 10)] + (n % 10 ? `-${EN_0_19[n % 10]}` : '')),
  hundred: 'hundred', thousand: 'thousand', lakh: 'lakh', crore: 'crore',
};

/** 1 ≤ n: words in hundred / thousand / lakh / crore (crores counted again recursively). */
function southAsian(n: number, w: SouthAsian): string {
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore) parts.push(`${southAsian(crore, w)} ${w.crore}`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh) parts.push(`${w.below100(lakh)} ${w.lakh}`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand) parts.push(`${w.below100(thousand)} ${w.thousand}`);
  const hundred = Math.floor(rest / 100);
  rest %= 100;
  if (hundred) parts.push(`${w.below100(hundred)} ${w.hundred}`);
  if (rest) parts.push(w.below100(rest));
  return parts.join(' ');
}

// ---------------------------------------------------------------- Arabic

type Gender = 'm' | 'f';
// Stryker disable StringLiteral,ArrayDeclaration: Arabic word lists (vocabulary, checked by rules-in-words.test.ts), as above
const AR_UNITS: Record<Gender, string[]> = {
  m: ['صفر', 'واحد', 'اثنان', 'ثلاثة', 'أربعة', 'خمسة', 'ستة', 'سبعة', 'ثمانية', 'تسعة', 'عشرة'],
  f: ['صفر', 'واحدة', 'اثنتان', 'ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع', 'عشر'],
};
/** 11–19: the unit agrees in reverse (3–9), the ten agrees directly. */
const AR_TEENS: Record<Gender, string[]> = {
  m: ['', 'أحد عشر', 'اثنا عشر', 'ثلاثة عشر', 'أربعة عشر', 'خمسة عشر', 'ستة عشر', 'سبعة عشر', 'ثمانية عشر', 'تسعة عشر'],
  f: ['', 'إحدى عشرة', 'اثنتا عشرة', 'ثلاث عشرة', 'أربع عشرة', 'خمس عشرة', 'ست عشرة', 'سبع عشرة', 'ثماني عشرة', 'تسع عشرة'],
};
const AR_TENS = ['', '', 'عشرون', 'ثلاثون', 'أربعون', 'خمسون', 'ستون', 'سبعون', 'ثمانون', 'تسعون'];
/** 100–900 standing alone, and 200 in construct before a counted noun (مئتا ألف). */
const AR_HUNDREDS = ['', 'مئة', 'مئتان', 'ثلاثمئة', 'أربعمئة', 'خمسمئة', 'ستمئة', 'سبعمئة', 'ثمانمئة', 'تسعمئة'];
const AR_HUNDREDS_CONSTRUCT = ['', 'مئة', 'مئتا', 'ثلاثمئة', 'أربعمئة', 'خمسمئة', 'ستمئة', 'سبعمئة', 'ثمانمئة', 'تسعمئة'];
// Stryker restore StringLiteral,ArrayDeclaration

function arBelow100(n: number, g: Gender): string {
  if (n <= 10) return AR_UNITS[g][n];
  if (n < 20) return AR_TEENS[g][n - 10];
  const unit = n % 10;
  const tens = AR_TENS[Math.floor(n / 10)];
  if (!unit) return tens;
  const u = unit === 1 ? (g === 'm' ? 'واحد' : 'إحدى') : AR_UNITS[g][unit];
  return `${u} و${tens}`;
}

/** 1 ≤ n ≤ 999. */
function arBelow1000(n: number, g: Gender): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  if (!h) return arBelow100(r, g);
  if (!r) return AR_HUNDREDS[h];
  return `${AR_HUNDREDS[h]} و${arBelow100(r, g)}`;
}

interface Scale { one: string; two: string; plural: string; accusative: string }
const AR_SCALES: Scale[] = [
  { one: 'ألف', two: 'ألفان', plural: 'آلاف', accusative: 'ألفًا' },
  { one: 'مليون', two: 'مليونان', plural: 'ملايين', accusative: 'مليونًا' },
  { one: 'مليار', two: 'ملياران', plural: 'مليارات', accusative: 'مليارًا' },
];

/** A group of thousands / millions / billions (1–999) with its scale word in agreement. */
function arScaled(g: number, s: Scale): string {
  if (g === 1) return s.one;
  if (g === 2) return s.two;
  if (g <= 10) return `${arBelow100(g, 'm')} ${s.plural}`;
  if (g < 100) return `${arBelow100(g, 'm')} ${s.accusative}`;
  const h = Math.floor(g / 100);
  const r = g % 100;
  if (r === 0) return `${AR_HUNDREDS_CONSTRUCT[h]} ${s.one}`;
  if (r === 1) return `${AR_HUNDREDS_CONSTRUCT[h]} ${s.one} و${s.one}`;
  if (r === 2) return `${AR_HUNDREDS_CONSTRUCT[h]} ${s.one} و${s.two}`;
  return `${AR_HUNDREDS[h]} و${arBelow100(r, 'm')} ${r <= 10 ? s.plural : s.accusative}`;
}

/** 1 ≤ n < 10^12, masculine. */
function arabic(n: number): string {
  const parts: string[] = [];
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  // Stryker disable next-line ArithmeticOperator: starting above the top group reads undefined groups, which the !g check skips
  for (let i = groups.length - 1; i >= 0; i -= 1) {
    const g = groups[i];
    if (!g) continue;
    parts.push(i === 0 ? arBelow1000(g, 'm') : arScaled(g, AR_SCALES[i - 1]));
  }
  return parts.join(' و');
}

/** Taka (indeclinable, masculine): one and two follow the noun as adjectives. */
function arTaka(n: number): string {
  if (n === 1) return 'تاكا واحد';
  if (n === 2) return 'تاكا اثنان';
  return `${arabic(n)} تاكا`;
}

/** Paisa (بيسة, feminine), 1–99: one and two follow or dualise, 3–10 plural, 11–99 accusative singular. */
function arPaisa(n: number): string {
  if (n === 1) return 'بيسة واحدة';
  if (n === 2) return 'بيستان';
  if (n <= 10) return `${arBelow100(n, 'f')} بيسات`;
  return `${arBelow100(n, 'f')} بيسةً`;
}

/** Largest amount accepted: all integer paisa a JavaScript number holds exactly. */
export const MAX_WORDS_PAISA = Number.MAX_SAFE_INTEGER;

/**
 * `paisa` (a whole, non-negative number of paisa) in words in `lang`, "… taka … paisa only".
 * A whole-taka amount names no paisa; an amount below one taka names only the paisa.
 */
export function amountInWords(paisa: number, lang: WordsLang): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`amountInWords: not a whole non-negative paisa amount: ${paisa}`);
  const taka = Math.floor(paisa / 100);
  const p = paisa % 100;
  if (lang === 'ar') {
    const pieces: string[] = [];
    if (taka || !p) pieces.push(taka ? arTaka(taka) : 'صفر تاكا');
    if (p) pieces.push(arPaisa(p));
    return `فقط ${pieces.join(' و')} لا غير`;
  }
  const w = lang === 'bn' ? BN : EN;
  const pieces: string[] = [];
  const currency = lang === 'bn' ? 'টাকা' : 'taka';
  if (taka || !p) pieces.push(`${taka ? southAsian(taka, w) : w.below100(0)} ${currency}`);
  if (p) pieces.push(`${w.below100(p)} ${lang === 'bn' ? 'পয়সা' : 'paisa'}`);
  const text = `${pieces.join(lang === 'bn' ? ' এবং ' : ' and ')} ${lang === 'bn' ? 'মাত্র' : 'only'}`;
  // Stryker disable next-line ConditionalExpression: Bengali has no upper case and its words are NFC already (both ways give the same text)
  return lang === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text.normalize('NFC');
}
