/**
 * SMS parts and cost (spec doc 1 §9, doc 2 §9): a part holds 60 characters when the text has any
 * non-Latin or non-alphanumeric character (Unicode encoding), else 150; parts round up. Each part
 * costs 0.40 taka (40 paisa), so a balance buys balance × 100 / 40 messages.
 */
export const UNICODE_PART = 60;
export const LATIN_PART = 150;
export const PART_COST_PAISA = 40;

export function isPlainLatin(text: string): boolean {
  return /^[A-Za-z0-9 ]*$/.test(text);
}

export function smsParts(text: string): number {
  // Stryker disable next-line ConditionalExpression: equivalent: an empty text is ceil(0 / 60) = 0 parts anyway
  if (!text.length) return 0;
  return Math.ceil(text.length / (isPlainLatin(text) ? LATIN_PART : UNICODE_PART));
}

export function smsCostPaisa(text: string): number {
  return smsParts(text) * PART_COST_PAISA;
}

/** How many single-part messages a balance (paisa) pays for. */
export function messagesForBalance(balancePaisa: number): number {
  return Math.floor(balancePaisa / PART_COST_PAISA);
}

/** Fills an SMS template's {placeholders} ({name}, {class}, {admitNo}, {amount}); unknown ones stay as written. */
export function fillSmsText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** Longest message one send takes (10 Unicode parts). */
export const MAX_SMS_LENGTH = 600;
/** Most receivers one send takes (a whole academy's guardians fit). */
export const MAX_SMS_RECEIVERS = 5000;

/**
 * A whole send's cost (issue 12): every receiver gets the same parts, 40 paisa each.
 * Worked example: a 61-character Bengali text is 2 parts; 100 receivers × 2 parts × 40 paisa = 8000
 * paisa (80.00 taka).
 */
export function smsBatchCostPaisa(text: string, receivers: number): number {
  return smsCostPaisa(text) * receivers;
}

/** A mobile number as sent and compared: spaces and dashes dropped ("01711-000 000" → "01711000000"). */
export function normalMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The receivers of a send: first number of each mobile field, normalised, blanks dropped, each once, in order. */
export function uniqueMobiles(fields: string[]): string[] {
  const seen = new Set<string>();
  for (const field of fields) {
    // Stryker disable next-line StringLiteral: unreachable: split always gives at least one piece
    const first = normalMobile(field.split(/[,;]/)[0] ?? '');
    if (/^\+?[0-9]{5,}$/.test(first)) seen.add(first);
  }
  return [...seen];
}
