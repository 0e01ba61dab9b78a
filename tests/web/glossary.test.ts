import ar from '@/i18n/ar.json';
import bn from '@/i18n/bn.json';
import en from '@/i18n/en.json';
import glossary from '@/i18n/glossary.json';

/**
 * One word for one thing (issue 25 item 20): every catalogue keeps its language's glossary
 * (web/src/i18n/glossary.json). No message uses a listed variant; a school term in a plain message
 * has its madrasa message (madrasa.<id>) with the madrasa term, and the madrasa term appears only
 * in madrasa messages.
 */
const catalogues: Record<'bn' | 'en' | 'ar', Record<string, string>> = { bn, en, ar };
type Language = keyof typeof catalogues;
interface Glossary { terms: { use: string; not: string[] }[]; wording: { school: string; madrasa: string }[] }
const rulesOf = (lang: Language) => (glossary as unknown as Record<Language, Glossary>)[lang];

function variants(messages: Record<string, string>, rules: Glossary): string[] {
  return rules.terms.flatMap(({ use, not }) => Object.entries(messages)
    .flatMap(([id, text]) => not.filter((variant) => text.includes(variant)).map((variant) => `${id}: "${variant}" (use "${use}")`)));
}

function wording(messages: Record<string, string>, rules: Glossary): string[] {
  const plain = Object.entries(messages).filter(([id]) => !id.startsWith('madrasa.'));
  return rules.wording.flatMap(({ school, madrasa }) => [
    ...plain.filter(([, text]) => text.includes(madrasa)).map(([id]) => `${id}: "${madrasa}" outside madrasa.${id}`),
    ...plain.filter(([, text]) => text.includes(school))
      .filter(([id]) => !messages[`madrasa.${id}`]?.includes(madrasa))
      .map(([id]) => `${id}: "${school}" without madrasa.${id} saying "${madrasa}"`),
  ]);
}

describe.each(Object.keys(catalogues) as Language[])('%s', (lang) => {
  it('uses one spelling of each term', () => {
    expect(variants(catalogues[lang], rulesOf(lang))).toEqual([]);
  });

  it('keeps the madrasa wording in madrasa messages, and gives each school term its madrasa message', () => {
    expect(wording(catalogues[lang], rulesOf(lang))).toEqual([]);
  });
});

it('finds what the audit found: two spellings of receipt, and the madrasa fund name on a school', () => {
  const drift = { 'store.receiptTitle': 'বিক্রয় রসিদ', 'counts.charityFund': 'লিল্লাহ ফান্ড', 'fund.charityFund': 'দাতব্য তহবিল' };
  expect(variants(drift, rulesOf('bn'))).toEqual(['store.receiptTitle: "রসিদ" (use "রশিদ")']);
  expect(wording(drift, rulesOf('bn'))).toEqual([
    'counts.charityFund: "লিল্লাহ ফান্ড" outside madrasa.counts.charityFund',
    'fund.charityFund: "দাতব্য তহবিল" without madrasa.fund.charityFund saying "লিল্লাহ ফান্ড"',
  ]);
});
