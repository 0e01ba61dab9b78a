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
