import { Router, type Request } from 'express';
import { route, tenantPath } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { outboxRest, smsService } from './sms.service';
import { settingsRest, settingsService } from './settings.service';
import { SettingsInput } from './settings.types';
import { gradingRest, gradingService } from '../education/grading.service';
import { GradeRowInput, GradingInput } from '../education/result.types';

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => !!v && typeof v === 'object' && !Array.isArray(v);

/** A key in either spelling: the spec's snake_case or camelCase. */
function pick(from: Plain, snake: string, camel: string): unknown {
  return from[snake] ?? from[camel];
}

/**
 * The spec's two payloads of `PUT settings/update/{code}`: a settings map (`{ settings: {…} }`, or the
 * flags at the top) or a messages list (`{ messages: { admission_sms, receipt_sms }, draft_messages }`).
 */
export function settingsInputFromRest(req: Request): SettingsInput {
  const body: Plain = isPlain(req.body) ? req.body : {};
  const flags: Plain = isPlain(body.settings) ? body.settings : body;
  const messages: Plain = isPlain(body.messages) ? body.messages : isPlain(flags.messages) ? flags.messages : {};
  const plain: Plain = {
    admissionSms: pick(flags, 'admission_sms', 'admissionSms'),
    onlineAdmission: pick(flags, 'online_admission', 'onlineAdmission'),
    result: flags.result,
    notice: flags.notice,
    receiptSms: pick(flags, 'receipt_sms', 'receiptSms'),
    officiants: flags.officiants,
    draftMessages: pick(body, 'draft_messages', 'draftMessages') ?? pick(flags, 'draft_messages', 'draftMessages'),
    admissionSmsText: pick(messages, 'admission_sms', 'admissionSms') ?? pick(flags, 'admission_sms_text', 'admissionSmsText'),
    receiptSmsText: pick(messages, 'receipt_sms', 'receiptSms') ?? pick(flags, 'receipt_sms_text', 'receiptSmsText'),
  };
  return fromPlain(SettingsInput, Object.fromEntries(Object.entries(plain).filter(([, v]) => v !== undefined)));
}

/** Grading settings in the spec's names (isGrade, result_system, grades) or camelCase. */
function gradingInputFromRest(g: Plain): GradingInput {
  const grades = Array.isArray(g.grades) ? g.grades : [];
  return fromPlain(GradingInput, {
    isGrade: g.isGrade ?? g.is_grade,
    system: g.result_system ?? g.system,
    failOnSubjectFail: g.failOnSubjectFail ?? g.fail_on_subject_fail,
    grades: grades.map((row) => fromPlain(GradeRowInput, isPlain(row) ? { ...row, from: Number(row.from), to: Number(row.to), gpa: Number(row.gpa) } : {})),
  });
}

const queryInt = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) ? n : fallback;
};

/** /api/others: settings and the SMS outbox (spec doc 2 §7 Others). */
export function othersRoutes(): Router {
  const r = Router();

  r.get('/settings/:code', tenantPath, route(async (ctx) => ({
    settings: settingsRest(await settingsService.get(ctx)), grading: gradingRest(await gradingService.get(ctx)),
  })));

  // A third payload (not in the spec, which leaves grading out): { grading: { isGrade, result_system, grades } }
  // saves the grading settings (education or superUser); any other keys update the settings as before.
  r.put('/settings/update/:code', tenantPath, route(async (ctx, req) => {
    const body: Plain = isPlain(req.body) ? req.body : {};
    if (isPlain(body.grading)) {
      const grading = await check(gradingInputFromRest(body.grading));
      const saved = gradingRest(await gradingService.save(ctx, grading));
      if (Object.keys(body).length === 1) return { grading: saved };
      const input = await check(settingsInputFromRest(req));
      return { settings: settingsRest(await settingsService.update(ctx, input)), grading: saved };
    }
    const input = await check(settingsInputFromRest(req));
    return { settings: settingsRest(await settingsService.update(ctx, input)) };
  }));

  r.get('/sms_outbox/:code', tenantPath, route(async (ctx, req) => {
    const { items, total } = await smsService.outbox(ctx, queryInt(req.query.page, 1), queryInt(req.query.limit, 20));
    return { messages: items.map(outboxRest), total };
  }));

  return r;
}
