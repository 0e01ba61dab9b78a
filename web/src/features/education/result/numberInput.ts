import { latinDigits, localDigits } from '@/lib/format';

export interface NumberInputFormat {
  formatter: (value: number | string | undefined, info: { userTyping: boolean; input: string }) => string;
  parser: (text: string | undefined) => number;
}

const cache = new Map<string, NumberInputFormat>();

/**
 * InputNumber props that show the language's digits (Bengali, Arabic-Indic) once a value is set,
 * keep what is being typed as typed, and read Latin or local digits (and the Arabic decimal separator) alike.
 */
export function numberInputFormat(locale: string): NumberInputFormat {
  let found = cache.get(locale);
  if (!found) {
    found = {
      formatter: (value, info) => (info.userTyping ? info.input : localDigits(value === undefined || value === null ? '' : String(value), locale)),
      // InputNumber accepts the parsed text and converts it itself.
      parser: (text) => latinDigits(text ?? '').replace(/\u066B/g, '.').replace(/[^\d.]/g, '') as unknown as number,
    };
    cache.set(locale, found);
  }
  return found;
}

/**
 * What a typed mark cell holds: a number (checked against the number per subject elsewhere),
 * 'absent' (typed explicitly), 'blank' (nothing typed yet) or 'bad' (anything else: a negative,
 * text, two decimal points). Nothing is clamped or guessed.
 */
export type ParsedMark = number | 'absent' | 'blank' | 'bad';

/** Absent is typed as a (or A), or the short or full word in Bengali or Arabic: অ, অনু, অনুপস্থিত, غ, غائب. */
const ABSENT = /^(a|ab|abs|absent|অ|অনু|অনুপস্থিত|غ|غائب)$/i;

/** Reads a typed mark: Latin, Bengali or Arabic-Indic digits, '.' or the Arabic decimal separator. */
export function parseMarkText(text: string): ParsedMark {
  const t = latinDigits(text).replace(/\u066B/g, '.').trim();
  if (!t) return 'blank';
  if (ABSENT.test(t)) return 'absent';
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(t)) return 'bad';
  const n = Number(t);
  return Number.isFinite(n) ? n : 'bad';
}
