import { REPORT_HEADINGS_MAX, keptHeadings } from '@rules/report-headings';
import { smsCostPaisa, smsParts } from '@rules/sms';
import type { SettingsFieldsFragment, SettingsInput } from '@/gql/graphql';

/** The flags in the order the screen lists them; each has `settings.<flag>` and `settings.<flag>Help` messages. */
export const FLAGS = ['admissionSms', 'onlineAdmission', 'result', 'notice', 'receiptSms', 'officiants', 'absenceSms', 'feeDueSms', 'resultSms'] as const;
export type Flag = (typeof FLAGS)[number];

/** The server's limits (api settings.types): texts and drafts up to 500 characters, at most 50 drafts. */
export const SMS_TEXT_MAX = 500;
export const DRAFTS_MAX = 50;

/** Placeholders each text may use (filled in when the SMS is sent). */
export const PLACEHOLDERS = {
  admissionSmsText: ['{name}', '{class}', '{admitNo}'],
  receiptSmsText: ['{name}', '{amount}'],
  absenceSmsText: ['{name}', '{class}', '{admitNo}', '{date}'],
  feeDueSmsText: ['{name}', '{class}', '{admitNo}', '{month}', '{amount}'],
  resultSmsText: ['{name}', '{class}', '{admitNo}', '{exam}'],
} as const;

/** The General tab's form (the weekly holiday is saved with the shifts: ShiftsCard). */
export type SettingsForm = Omit<SettingsFieldsFragment, '__typename' | 'weeklyHoliday'>;

export function fromServer(s: SettingsFieldsFragment): SettingsForm {
  return {
    admissionSms: s.admissionSms, onlineAdmission: s.onlineAdmission, result: s.result, notice: s.notice,
    receiptSms: s.receiptSms, officiants: s.officiants, draftMessages: [...s.draftMessages],
    admissionSmsText: s.admissionSmsText, receiptSmsText: s.receiptSmsText,
    absenceSms: s.absenceSms, feeDueSms: s.feeDueSms, resultSms: s.resultSms,
    absenceSmsText: s.absenceSmsText, feeDueSmsText: s.feeDueSmsText, resultSmsText: s.resultSmsText,
    conductHeadings: tenSlots(s.conductHeadings), evaluationQuestions: tenSlots(s.evaluationQuestions),
  };
}

/** A headings list as the form's ten inputs: the saved ones, then blanks (all blank: the defaults are used). */
export function tenSlots(list: readonly string[]): string[] {
  return Array.from({ length: Math.max(REPORT_HEADINGS_MAX, list.length) }, (_, i) => list[i] ?? '');
}

/** The whole form as the mutation input: drafts trimmed, empty ones dropped (as the server does). */
export function toSettingsInput(form: SettingsForm): SettingsInput {
  return {
    admissionSms: form.admissionSms, onlineAdmission: form.onlineAdmission, result: form.result, notice: form.notice,
    receiptSms: form.receiptSms, officiants: form.officiants,
    admissionSmsText: form.admissionSmsText, receiptSmsText: form.receiptSmsText,
    absenceSms: form.absenceSms, feeDueSms: form.feeDueSms, resultSms: form.resultSms,
    absenceSmsText: form.absenceSmsText, feeDueSmsText: form.feeDueSmsText, resultSmsText: form.resultSmsText,
    draftMessages: form.draftMessages.map((d) => d.trim()).filter(Boolean),
    conductHeadings: keptHeadings(form.conductHeadings), evaluationQuestions: keptHeadings(form.evaluationQuestions),
  };
}

export function isDirty(form: SettingsForm, saved: SettingsFieldsFragment | undefined): boolean {
  return !!saved && JSON.stringify(toSettingsInput(form)) !== JSON.stringify(toSettingsInput(fromServer(saved)));
}

/** Adds a draft (trimmed; empty, duplicate or past the limit: unchanged). */
export function addDraft(drafts: string[], text: string): string[] {
  const value = text.trim();
  if (!value || drafts.includes(value) || drafts.length >= DRAFTS_MAX) return drafts;
  return [...drafts, value];
}

/** Characters, parts and cost (paisa) of a text, by the shared rule the server charges with. */
export function smsMeasure(text: string): { chars: number; parts: number; costPaisa: number } {
  return { chars: text.length, parts: smsParts(text), costPaisa: smsCostPaisa(text) };
}
