import type { Request } from 'express';
import { AppError } from '../../platform/errors';
import { body, camelBody, intParam, type Plain, type RestRoutes } from '../../platform/rest';
import { isBlank } from '../../platform/required';
import { check, fromPlain } from '../../platform/validation';
import type { Ctx } from '../../platform/context';
import { examPaperRest, homeworkRest, homeworkService, papersService } from './exams.service';
import { ExamPaperInput, HomeworkInput, ResultInput, ResultRowInput } from './result.types';
import { resultRest, resultSummary, resultSummaryRest, resultsService } from './results.service';

/**
 * A mark from JSON or a form: a number or a numeric string, or absent ('' or null). Anything else
 * (text, true, an object) is passed on as it came, so the service refuses it with invalidValue.
 */
function mark(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number') return v;
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isNaN(n) ? (v as number) : n;
}

/**
 * The spec's saved payload: results rows are arrays [admitNo, name, marks by subject…] (the computed
 * columns after the marks are ignored: the server computes them; with bookMeta, the marks are its
 * subject count, without it every item after the name is a mark) or objects { admitNo, name, marks }.
 */
export function resultInputFromRest(req: Request, withId: boolean): ResultInput {
  const b = camelBody(req);
  const meta = b.bookMeta;
  const subjectCount = meta && typeof meta === 'object' ? Object.keys(meta).length : undefined;
  const list = Array.isArray(b.results) ? b.results : Array.isArray(b.rows) ? b.rows : [];
  const rows = list.map((r) => {
    if (Array.isArray(r)) {
      return fromPlain(ResultRowInput, { admitNo: Number(r[0]), name: String(r[1] ?? ''), marks: r.slice(2, subjectCount === undefined ? undefined : 2 + subjectCount).map(mark) });
    }
    const o = camelBody((r && typeof r === 'object' ? r : {}) as Plain);
    return fromPlain(ResultRowInput, { admitNo: Number(o.admitNo), name: String(o.name ?? ''), marks: Array.isArray(o.marks) ? o.marks.map(mark) : [] });
  });
  return fromPlain(ResultInput, {
    id: withId ? b.id : undefined,
    className: b.className ?? '',
    groupName: b.groupName ?? '',
    examName: b.examName ?? '',
    numberPerSubject: b.numberPerSubject,
    year: b.year,
    rows,
  });
}

/** The basics of a result the save needs (spec doc 1 §3 print data: exam name, class, number per subject; and the year). */
const BASICS = ['className', 'examName', 'numberPerSubject', 'year'] as const;

/**
 * The saved payload checked as the spec answers it: "Saving with no basics chosen gives requireText"
 * (doc 1 §5 "Result"), naming the first basic missing; then the input's own rules. The product's own
 * form (GraphQL) keeps requiredField for a missing basic.
 */
async function checkResult(input: ResultInput): Promise<ResultInput> {
  const missing = BASICS.find((k) => isBlank(input[k]));
  if (missing) throw new AppError('requireText', { field: missing });
  return check(input);
}

/** The print heading: the signed-in academy's name (already loaded with the session). */
function heading(ctx: Ctx): string {
  return ctx.actor?.academy.name ?? '';
}

/** `b`: the body with camelCase keys (camelBody). */
function paperInput(b: Plain, withId: boolean): ExamPaperInput {
  return fromPlain(ExamPaperInput, {
    id: withId ? b.id : undefined, examName: b.examName ?? '', year: b.year,
    department: b.department ?? '', className: b.className ?? '', groupName: b.groupName ?? '',
    subject: b.subject ?? '', date: b.date ?? '', time: b.time ?? '', durationMinutes: b.durationMinutes ?? 0,
  });
}

/** `b`: the body with camelCase keys (camelBody). */
function homeworkInput(b: Plain, withId: boolean): HomeworkInput {
  return fromPlain(HomeworkInput, {
    id: withId ? b.id : undefined, department: b.department ?? '', className: b.className ?? '',
    groupName: b.groupName ?? '', date: b.date ?? '', content: b.content ?? '',
  });
}

/** /api/education: results, the exam routine and homework (spec doc 1 §7 Education). */
export const examRest: RestRoutes = {
  // The saved payload's bookMeta names the result's subjects (absent: the class's books).
  'POST /result/new/:code': async (ctx, req) => {
    const input = await checkResult(resultInputFromRest(req, false));
    return resultRest(await resultsService.create(ctx, input, camelBody(req).bookMeta), heading(ctx));
  },
  'GET /result/:code': async (ctx, req) => {
    const year = req.query.year === undefined ? null : Number(req.query.year);
    const list = await resultsService.list(ctx, Number.isInteger(year) ? year : null);
    return { results: list.map(resultSummaryRest) };
  },
  'GET /result/:code/:id': async (ctx, req) => {
    const t = await resultsService.get(ctx, intParam(req, 'id'));
    const rest = resultRest(t, heading(ctx));
    return { ...rest, basics: rest.print.basics };
  },
  'PUT /result/update/:code': async (ctx, req) => {
    const input = await checkResult(resultInputFromRest(req, true));
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    return resultRest(await resultsService.update(ctx, input, camelBody(req).bookMeta), heading(ctx));
  },
  // Not in the spec (which has no drafts): { id, published } publishes a result or takes it back to draft.
  'PUT /result/publish/:code': async (ctx, req) => {
    const b = body(req);
    return { result: resultSummary(await resultsService.publish(ctx, Number(b.id), b.published as boolean)) };
  },
  'DELETE /result/delete/:code/:id': async (ctx, req) => {
    await resultsService.remove(ctx, intParam(req, 'id'));
  },

  // The exam routine (exam papers).
  'PUT /routine/add_online/:code': async (ctx, req) => {
    const input = await check(paperInput(camelBody(req), true));
    return { routine: examPaperRest(await papersService.save(ctx, input)) };
  },
  'GET /routines/:code': async (ctx, req) => {
    const year = req.query.year === undefined ? null : Number(req.query.year);
    return { routines: (await papersService.list(ctx, Number.isInteger(year) ? year : null)).map(examPaperRest) };
  },
  'DELETE /routines/delete_routine/:code/:id': async (ctx, req) => {
    await papersService.remove(ctx, intParam(req, 'id'));
  },

  // Homework.
  'POST /new_home_work/:code': async (ctx, req) => {
    const input = await check(homeworkInput(camelBody(req), false));
    return { home_work: homeworkRest(await homeworkService.save(ctx, input)) };
  },
  'GET /home_works/:code': async (ctx, req) => {
    const q = camelBody(req.query as Plain);
    const pickText = (v: unknown) => (typeof v === 'string' && v ? v : null);
    return { home_works: (await homeworkService.list(ctx, { className: pickText(q.className), groupName: pickText(q.groupName) })).map(homeworkRest) };
  },
  'PUT /home_works/update/:code': async (ctx, req) => {
    const input = await check(homeworkInput(camelBody(req), true));
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    return { home_work: homeworkRest(await homeworkService.save(ctx, input)) };
  },
  'DELETE /home_works/delete/:code/:id': async (ctx, req) => {
    await homeworkService.remove(ctx, intParam(req, 'id'));
  },
};
