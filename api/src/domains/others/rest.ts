import type { Request, Router } from 'express';
import { body, camelBody, restTable, type Plain, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { outboxRest, smsService } from './sms.service';
import { dashboardRest, dashboardService } from './dashboard.service';
import { settingsRest, settingsService } from './settings.service';
import { SettingsInput } from './settings.types';
import { SendSmsInput } from './sms.types';
import { gradingRest, gradingService } from '../education/grading.service';
import { GradeRowInput, GradingInput } from '../education/result.types';

const isPlain = (v: unknown): v is Plain => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The spec's two payloads of `PUT settings/update/{code}`: a settings map (`{ settings: {…} }`, or the
 * flags at the top) or a messages list (`{ messages: { admission_sms, receipt_sms }, draft_messages }`).
 * Keys in either spelling: the spec's snake_case or camelCase (camelBody).
 */
export function settingsInputFromRest(req: Request): SettingsInput {
  const b = body(req);
  const rawFlags: Plain = isPlain(b.settings) ? b.settings : b;
  const flags = camelBody(rawFlags);
  const messages = camelBody(isPlain(b.messages) ? b.messages : isPlain(rawFlags.messages) ? rawFlags.messages : {});
  const plain: Plain = {
    admissionSms: flags.admissionSms,
    onlineAdmission: flags.onlineAdmission,
    result: flags.result,
    notice: flags.notice,
    receiptSms: flags.receiptSms,
    officiants: flags.officiants,
    draftMessages: camelBody(b).draftMessages ?? flags.draftMessages,
    admissionSmsText: messages.admissionSms ?? flags.admissionSmsText,
    receiptSmsText: messages.receiptSms ?? flags.receiptSmsText,
    // the event messages (issue 12, beyond the spec): flags absence_sms, fee_due_sms, result_sms; texts in messages
    absenceSms: flags.absenceSms,
    feeDueSms: flags.feeDueSms,
    resultSms: flags.resultSms,
    absenceSmsText: messages.absenceSms ?? flags.absenceSmsText,
    feeDueSmsText: messages.feeDueSms ?? flags.feeDueSmsText,
    resultSmsText: messages.resultSms ?? flags.resultSmsText,
  };
  return fromPlain(SettingsInput, Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined)));
}

/** Grading settings in the spec's names (isGrade, result_system, grades) or camelCase. */
function gradingInputFromRest(raw: Plain): GradingInput {
  const g = camelBody(raw);
  const grades = Array.isArray(g.grades) ? g.grades : [];
  return fromPlain(GradingInput, {
    isGrade: g.isGrade,
    system: raw.result_system ?? raw.system,
    failOnSubjectFail: g.failOnSubjectFail,
    grades: grades.map((row) => fromPlain(GradeRowInput, isPlain(row) ? { ...row, from: Number(row.from), to: Number(row.to), gpa: Number(row.gpa) } : {})),
  });
}

const queryInt = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) ? n : fallback;
};

/** /api/others: settings and the SMS outbox (spec doc 2 §7 Others). */
export const othersRest: RestRoutes = {
  'GET /settings/:code': async (ctx) => ({
    settings: settingsRest(await settingsService.get(ctx)), grading: gradingRest(await gradingService.get(ctx)),
  }),

  // A third payload (not in the spec, which leaves grading out): { grading: { isGrade, result_system, grades } }
  // saves the grading settings (education or superUser); any other keys update the settings as before.
  'PUT /settings/update/:code': async (ctx, req) => {
    const b = body(req);
    if (isPlain(b.grading)) {
      const grading = await check(gradingInputFromRest(b.grading));
      const saved = gradingRest(await gradingService.save(ctx, grading));
      if (Object.keys(b).length === 1) return { grading: saved };
      const input = await check(settingsInputFromRest(req));
      return { settings: settingsRest(await settingsService.update(ctx, input)), grading: saved };
    }
    const input = await check(settingsInputFromRest(req));
    return { settings: settingsRest(await settingsService.update(ctx, input)) };
  },

  // The spec leaves the answer out: { dashboard: { today, students: { active, left }, pending_applications,
  // attendance_today, attendance_month: [{ date, present, late, absent, taken }], sms, latest_result } }.
  'GET /dashboard/:code': async (ctx) => ({ dashboard: dashboardRest(await dashboardService.get(ctx)) }),

  'GET /sms_outbox/:code': async (ctx, req) => {
    const { items, total } = await smsService.outbox(ctx, queryInt(req.query.page, 1), queryInt(req.query.limit, 20));
    return { messages: items.map(outboxRest), total };
  },

  // The spec's payload (mobile, message, messageCount, secretKey; the client also sends receiver,
  // className, draft): `receiver` names the mode (guardian, class, guardians — or all —, staff,
  // numbers); `mobile` alone (a list or comma-separated) sends to those numbers. The server counts the
  // parts itself (messageCount is not trusted); secretKey is not used (the gateway's key is the server's).
  'POST /sms_send/:code': async (ctx, req) => {
    const b = camelBody(req);
    const mobile = b.mobile ?? b.mobiles;
    const mobiles = Array.isArray(mobile) ? mobile.map(String) : typeof mobile === 'string' ? mobile.split(',') : undefined;
    const mode = b.receiver === 'all' ? 'guardians' : (b.mode ?? b.receiver ?? (mobiles ? 'numbers' : undefined));
    const input = await check(fromPlain(SendSmsInput, Object.fromEntries(Object.entries({
      mode, admitNo: b.admitNo, className: b.className, groupName: b.groupName ?? b.group, mobiles, body: b.message ?? b.body,
    }).filter(([, v]) => v !== undefined))));
    const sent = await smsService.send(ctx, input);
    return { message: 'successMessage', batch: sent.batch, total: sent.total, pending: sent.pending, sent: sent.sent, failed: sent.failed, cost: sent.costPaisa };
  },

  'GET /sms_batch/:code/:batch': async (ctx, req) => {
    const b = await smsService.batch(ctx, String(req.params.batch));
    return { batch: b.batch, total: b.total, pending: b.pending, sent: b.sent, failed: b.failed, cost: b.costPaisa };
  },
};

export function othersRoutes(): Router {
  return restTable(othersRest);
}
