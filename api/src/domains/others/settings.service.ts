import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../platform/errors';
import { authorize } from '../../platform/authorize';
import { DEFAULT_WEEKLY_HOLIDAY } from '../../rules/attendance';
import { CONDUCT_HEADING_MAX, EVALUATION_QUESTION_MAX, headingsInvalid, keptHeadings } from '../../rules/report-headings';
import { inTransaction, tenant, type Ctx } from '../../platform/context';
import { Academy } from '../auth/academy.entity';
import { AcademySettings } from './settings.entity';
import type { SettingsInput, SettingsView } from './settings.types';

/**
 * The default SMS texts, in the academy's language. Placeholders are filled in when the SMS is sent:
 * admission {name} {class} {admitNo} (spec doc 1 "Admission SMS"), receipt {name} {amount}.
 */
export const DEFAULT_SMS_TEXTS: Record<string, { admission: string; receipt: string; absence: string; feeDue: string; result: string }> = {
  bn: {
    admission: 'প্রিয় অভিভাবক, {name} {class} শ্রেণিতে ভর্তি হয়েছে। ভর্তি নম্বর: {admitNo}',
    receipt: 'প্রিয় অভিভাবক, {name}-এর পক্ষ থেকে {amount} টাকা গ্রহণ করা হয়েছে। ধন্যবাদ।',
    absence: 'প্রিয় অভিভাবক, {name} ({class}, ভর্তি নম্বর {admitNo}) আজ {date} অনুপস্থিত।',
    feeDue: 'প্রিয় অভিভাবক, {name}-এর {month} মাসের {amount} টাকা ফি বকেয়া আছে।',
    result: 'প্রিয় অভিভাবক, {name}-এর {exam} পরীক্ষার ফলাফল প্রকাশিত হয়েছে।',
  },
  en: {
    admission: 'Dear guardian, {name} has been admitted to {class}. Admit no: {admitNo}',
    receipt: 'Dear guardian, {amount} taka has been received for {name}. Thank you.',
    absence: 'Dear guardian, {name} ({class}, admit no {admitNo}) is absent today, {date}.',
    feeDue: 'Dear guardian, a fee of {amount} taka for {month} is due for {name}.',
    result: 'Dear guardian, the result of {exam} for {name} has been published.',
  },
  ar: {
    admission: 'ولي الأمر الكريم، تم قبول {name} في {class}. رقم القبول: {admitNo}',
    receipt: 'ولي الأمر الكريم، تم استلام {amount} تاكا عن {name}. شكرا لكم.',
    absence: 'ولي الأمر الكريم، {name} ({class}، رقم القبول {admitNo}) غائب اليوم {date}.',
    feeDue: 'ولي الأمر الكريم، على {name} رسوم مستحقة قدرها {amount} تاكا عن شهر {month}.',
    result: 'ولي الأمر الكريم، نُشرت نتيجة {exam} للطالب {name}.',
  },
};

function defaults(code: string, language: string | undefined): AcademySettings {
  const texts = DEFAULT_SMS_TEXTS[language ?? 'bn'] ?? DEFAULT_SMS_TEXTS.bn;
  return Object.assign(new AcademySettings(), {
    code, admissionSms: false, onlineAdmission: false, result: false, notice: false, receiptSms: false, officiants: false,
    draftMessages: [], admissionSmsText: texts.admission, receiptSmsText: texts.receipt,
    absenceSms: false, feeDueSms: false, resultSms: false, absenceSmsText: texts.absence, feeDueSmsText: texts.feeDue, resultSmsText: texts.result,
    conductHeadings: null, evaluationQuestions: null, weeklyHoliday: DEFAULT_WEEKLY_HOLIDAY,
  });
}

/**
 * An academy's settings: its row, or the defaults (in the academy's language) until the first
 * save. Reading never writes, so a visitor's request cannot create rows of any academy. No user
 * is needed: the public online admission reads onlineAdmission and admissionSms.
 */
export async function settingsOf(db: DataSource | EntityManager, code: string): Promise<AcademySettings> {
  const found = await db.getRepository(AcademySettings).findOneBy({ code });
  if (found) return found;
  const academy = await db.getRepository(Academy).findOneBy({ code });
  return defaults(code, academy?.language);
}

export function settingsView(s: AcademySettings): SettingsView {
  return {
    admissionSms: s.admissionSms, onlineAdmission: s.onlineAdmission, result: s.result, notice: s.notice,
    receiptSms: s.receiptSms, officiants: s.officiants, draftMessages: s.draftMessages ?? [],
    admissionSmsText: s.admissionSmsText, receiptSmsText: s.receiptSmsText,
    absenceSms: s.absenceSms, feeDueSms: s.feeDueSms, resultSms: s.resultSms,
    absenceSmsText: s.absenceSmsText, feeDueSmsText: s.feeDueSmsText, resultSmsText: s.resultSmsText,
    conductHeadings: s.conductHeadings ?? [], evaluationQuestions: s.evaluationQuestions ?? [],
    weeklyHoliday: s.weeklyHoliday ?? DEFAULT_WEEKLY_HOLIDAY,
  };
}

/** REST: the spec's names (doc 2 §3 "SMS settings"). */
export function settingsRest(s: AcademySettings) {
  return {
    admission_sms: s.admissionSms, online_admission: s.onlineAdmission, result: s.result, notice: s.notice,
    receipt_sms: s.receiptSms, officiants: s.officiants, draft_messages: s.draftMessages ?? [],
    messages: { admission_sms: s.admissionSmsText, receipt_sms: s.receiptSmsText },
  };
}

const FLAGS = ['admissionSms', 'onlineAdmission', 'result', 'notice', 'receiptSms', 'officiants', 'absenceSms', 'feeDueSms', 'resultSms'] as const;
const TEXTS = ['admissionSmsText', 'receiptSmsText', 'absenceSmsText', 'feeDueSmsText', 'resultSmsText'] as const;

export const settingsService = {
  /** The signed-in academy's settings (any staff: settings have no type check). */
  async get(ctx: Ctx): Promise<AcademySettings> {
    authorize(ctx, { permission: 'academy.read' });
    return settingsOf(ctx.db, tenant(ctx));
  },

  /** Changes the fields given; drafts are trimmed and empty ones dropped. */
  async update(ctx: Ctx, input: SettingsInput): Promise<AcademySettings> {
    authorize(ctx, { permission: 'settings.write', write: true });
    const code = tenant(ctx);
    if (input.conductHeadings !== undefined && input.conductHeadings !== null && headingsInvalid(input.conductHeadings, CONDUCT_HEADING_MAX)) {
      throw new AppError('invalidValue', { field: 'conductHeadings' });
    }
    if (input.evaluationQuestions !== undefined && input.evaluationQuestions !== null && headingsInvalid(input.evaluationQuestions, EVALUATION_QUESTION_MAX)) {
      throw new AppError('invalidValue', { field: 'evaluationQuestions' });
    }
    return inTransaction(ctx, async (em) => {
      const row = await settingsOf(em, code);
      for (const flag of FLAGS) {
        const value = input[flag];
        if (typeof value === 'boolean') row[flag] = value;
      }
      for (const text of TEXTS) {
        const value = input[text];
        if (typeof value === 'string') row[text] = value;
      }
      if (Array.isArray(input.draftMessages)) row.draftMessages = input.draftMessages.map((d) => d.trim()).filter(Boolean);
      // an empty list stores null: the defaults, in each reader's language
      if (Array.isArray(input.conductHeadings)) row.conductHeadings = keptHeadings(input.conductHeadings).length ? keptHeadings(input.conductHeadings) : null;
      if (Array.isArray(input.evaluationQuestions)) row.evaluationQuestions = keptHeadings(input.evaluationQuestions).length ? keptHeadings(input.evaluationQuestions) : null;
      return em.getRepository(AcademySettings).save(row);
    });
  },
};
