import { MAX_BOOKS, fromBookMeta, toBookMeta } from '../../api/src/rules/books';
import { RESERVED_SLUGS, emailSlug } from '../../api/src/rules/email';

/** Worked examples of a class's book slots (spec §3, §9: book1 … book15) and the public site's slug. */
describe('book slots', () => {
  it('slots with a name, by slot, trimmed; the flag kept', () => {
    expect(MAX_BOOKS).toBe(15);
    expect(toBookMeta([
      { slot: 15, name: 'Tafsir', isOptional: true }, { slot: 2, name: '  ', isOptional: true }, { slot: 10, name: ' Hadith', isOptional: false },
    ])).toEqual({ book10: { name: 'Hadith', isOptional: false }, book15: { name: 'Tafsir', isOptional: true } });
    expect(Object.keys(toBookMeta([{ slot: 10, name: 'b', isOptional: false }, { slot: 2, name: 'a', isOptional: false }]))).toEqual(['book2', 'book10']);
    expect(toBookMeta([])).toEqual({});
  });

  it('read back by slot number (10 after 9), slots outside 1–15 dropped, a missing flag is compulsory', () => {
    const meta = {
      book10: { name: 'Hadith', isOptional: false }, book9: { name: 'Fiqh', isOptional: true }, book1: { name: 'Arabic', isOptional: false },
      book15: { name: 'Tafsir', isOptional: false }, book16: { name: 'Extra', isOptional: false }, book0: { name: 'Zero', isOptional: false },
      bookx: { name: 'Odd', isOptional: false }, book2: { name: 'Bangla' } as { name: string; isOptional: boolean },
    };
    expect(fromBookMeta(meta)).toEqual([
      { slot: 1, name: 'Arabic', isOptional: false }, { slot: 2, name: 'Bangla', isOptional: false }, { slot: 9, name: 'Fiqh', isOptional: true },
      { slot: 10, name: 'Hadith', isOptional: false }, { slot: 15, name: 'Tafsir', isOptional: false },
    ]);
    expect(fromBookMeta({ 'book1.5': { name: 'Half', isOptional: false } })).toEqual([]);
  });
});

describe('the public site\'s slug', () => {
  it('the part of the academy e-mail before the @, lower case, other characters as dashes', () => {
    expect(emailSlug('  Darul.Uloom_Dhaka-1@Gmail.com ')).toBe('darul.uloom_dhaka-1');
    expect(emailSlug('al+noor school@x.org')).toBe('al-noor-school');
    expect(emailSlug('নূর@x.org')).toBe('---');
    expect(emailSlug('plain')).toBe('plain');
  });
  it('the product\'s own routes are reserved', () => {
    for (const slug of ['api', 'graphql', 'files', 'login', 'dashboard', 'guardian', 'result', 'healthz', 'developers']) expect(RESERVED_SLUGS.has(slug)).toBe(true);
    expect(RESERVED_SLUGS.has('darul.uloom')).toBe(false);
  });
});
