import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DATE_STYLES, longDateText, shortDateText } from '@/lib/format';
import { intlLocale } from '@/lib/messages';

/**
 * One date style per place (issue 25 item 20; the rule is DATE_STYLES in web/src/lib/format.ts): the
 * office's grids, forms and confirmations show YYYY-MM-DD in the language's digits, documents, prints,
 * the guardian's and the public pages the long date; every date goes through the one helper.
 */
const SRC = path.join(__dirname, '../../web/src');
const HELPER = path.join(SRC, 'lib/format.ts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(tsx?|mts)$/.test(name) ? [file] : [];
  });
}

const files = sources(SRC).filter((f) => f !== HELPER);
const rel = (f: string) => path.relative(SRC, f);
/** Lines of the sources matching a pattern, as "file:line: text". */
function offending(pattern: RegExp, only: (file: string) => boolean = () => true): string[] {
  return files.filter(only).flatMap((f) =>
    readFileSync(f, 'utf8').split('\n').flatMap((line, i) => (pattern.test(line) ? [`${rel(f)}:${i + 1}: ${line.trim()}`] : [])));
}

describe('the date helper', () => {
  it('writes the short style as YYYY-MM-DD in the language digits, kept left to right (an isolate in Arabic)', () => {
    expect(shortDateText(intlLocale('bn'), '2026-11-28')).toBe('২০২৬-১১-২৮');
    expect(shortDateText(intlLocale('en'), '2026-11-28')).toBe('2026-11-28');
    expect(shortDateText(intlLocale('ar'), '2026-11-28')).toBe('\u2066٢٠٢٦-١١-٢٨\u2069');
    expect(shortDateText(intlLocale('bn'), '')).toBe('');
    expect(shortDateText(intlLocale('bn'), null)).toBe('');
  });

  it('writes the long style with the month name', () => {
    expect(longDateText(intlLocale('bn'), '2026-11-28')).toBe('২৮ নভেম্বর, ২০২৬');
    expect(longDateText(intlLocale('en'), '2026-11-28')).toBe('28 November 2026');
    expect(longDateText(intlLocale('ar'), '2026-11-28')).toBe('٢٨ نوفمبر ٢٠٢٦');
  });

  it('takes a moment as its day in Asia/Dhaka in both styles', () => {
    // 20:30 UTC on the 27th is 02:30 on the 28th in Dhaka
    expect(shortDateText(intlLocale('en'), '2026-11-27T20:30:00.000Z')).toBe('2026-11-28');
    expect(longDateText(intlLocale('en'), new Date('2026-11-27T20:30:00.000Z'))).toBe('28 November 2026');
    expect(longDateText(intlLocale('en'), 'not a date')).toBe('not a date');
  });

  it('names both places', () => {
    expect(Object.keys(DATE_STYLES)).toEqual(['short', 'long']);
  });
});

describe('no screen formats a date by hand', () => {
  it('never turns a date into digits by hand (digits() over a date or a formatted moment)', () => {
    // a date field (r.date, l.startDate, a.balanceExpiry, n.createdAt), today, or a moment formatted as text
    expect(offending(/\bdigits\(([\w.]*([dD]ate|[eE]xpiry|createdAt)\)|isoToday\(\)|[^)]*\.format\(['"]Y)/)).toEqual([]);
  });

  it('never uses toLocaleDateString, nor a YYYY-MM-DD or DD/MM format inside markup', () => {
    expect(offending(/toLocaleDateString|toLocaleString\(/)).toEqual([]);
    expect(offending(/\{\s*[\w.()'"]*\.format\(['"](YYYY|DD)[^'"]*['"]\)\s*\}/)).toEqual([]);
  });

  it('shows grid cells of the office in the short style, never the long one', () => {
    const office = (f: string) => rel(f).startsWith('features/') && !/^features\/(guardian|public)\//.test(rel(f));
    expect(offending(/render: \([^)]*\) => .*(?<![\w.])(date|longDate)\(/, office)).toEqual([]);
    expect(offending(/\bdate: longDate\b/, office)).toEqual([]);
  });

  it('prints documents and shows the guardian and public pages in the long style', () => {
    const long = (f: string) => /^(print|features\/guardian|features\/public)\//.test(rel(f));
    expect(offending(/\bshortDate\b/, long)).toEqual([]);
  });
});
