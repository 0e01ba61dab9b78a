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
