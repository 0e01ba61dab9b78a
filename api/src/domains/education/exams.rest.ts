import type { Request, Router } from 'express';
import { AppError } from '../../platform/errors';
import { intParam, route, tenantPath } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import type { Ctx } from '../../platform/context';
import { examPaperRest, homeworkRest, homeworkService, papersService } from './exams.service';
import { ExamPaperInput, HomeworkInput, ResultInput, ResultRowInput } from './result.types';
import { resultRest, resultSummary, resultsService } from './results.service';

type Plain = Record<string, unknown>;
const body = (req: Request): Plain => (req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {});
const either = (b: Plain, camel: string, snake: string) => b[camel] ?? b[snake];

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
  const b = body(req);
  const meta = either(b, 'bookMeta', 'book_meta');
  const subjectCount = meta && typeof meta === 'object' ? Object.keys(meta).length : undefined;
  const list = Array.isArray(b.results) ? b.results : Array.isArray(b.rows) ? b.rows : [];
  const rows = list.map((r) => {
    if (Array.isArray(r)) {
      return fromPlain(ResultRowInput, { admitNo: Number(r[0]), name: String(r[1] ?? ''), marks: r.slice(2, subjectCount === undefined ? undefined : 2 + subjectCount).map(mark) });
    }
    const o = (r && typeof r === 'object' ? r : {}) as Plain;
    return fromPlain(ResultRowInput, { admitNo: Number(either(o, 'admitNo', 'admit_no')), name: String(o.name ?? ''), marks: Array.isArray(o.marks) ? o.marks.map(mark) : [] });
  });
  return fromPlain(ResultInput, {
    id: withId ? b.id : undefined,
    className: either(b, 'className', 'class_name') ?? '',
    groupName: either(b, 'groupName', 'group_name') ?? '',
    examName: either(b, 'examName', 'exam_name') ?? '',
    numberPerSubject: either(b, 'numberPerSubject', 'number_per_subject'),
    year: b.year,
    rows,
  });
}

/** The print heading: the signed-in academy's name (already loaded with the session). */
function heading(ctx: Ctx): string {
  return ctx.actor?.academy.name ?? '';
}

function paperInput(b: Plain, withId: boolean): ExamPaperInput {
  return fromPlain(ExamPaperInput, {
    id: withId ? b.id : undefined, examName: either(b, 'examName', 'exam_name') ?? '', year: b.year,
    department: b.department ?? '', className: either(b, 'className', 'class_name') ?? '', groupName: either(b, 'groupName', 'group_name') ?? '',
    subject: b.subject ?? '', date: b.date ?? '', time: b.time ?? '', durationMinutes: either(b, 'durationMinutes', 'duration_minutes') ?? 0,
  });
}

function homeworkInput(b: Plain, withId: boolean): HomeworkInput {
  return fromPlain(HomeworkInput, {
    id: withId ? b.id : undefined, department: b.department ?? '', className: either(b, 'className', 'class_name') ?? '',
    groupName: either(b, 'groupName', 'group_name') ?? '', date: b.date ?? '', content: b.content ?? '',
  });
}

/** /api/education: results, the exam routine and homework (spec doc 1 §7 Education). */
export function examRoutes(r: Router): void {
  r.post('/result/new/:code', tenantPath, route(async (ctx, req) => {
    const input = await check(resultInputFromRest(req, false));
    return resultRest(await resultsService.create(ctx, input), heading(ctx));
  }));
  r.get('/result/:code', tenantPath, route(async (ctx, req) => {
    const year = req.query.year === undefined ? null : Number(req.query.year);
    const list = await resultsService.list(ctx, Number.isInteger(year) ? year : null);
    return { results: list.map(resultSummary) };
  }));
  r.get('/result/:code/:id', tenantPath, route(async (ctx, req) => {
    const t = await resultsService.get(ctx, intParam(req, 'id'));
    const rest = resultRest(t, heading(ctx));
    return { ...rest, basics: rest.print.basics };
  }));
  r.put('/result/update/:code', tenantPath, route(async (ctx, req) => {
    const input = await check(resultInputFromRest(req, true));
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    return resultRest(await resultsService.update(ctx, input), heading(ctx));
  }));
  // Not in the spec (which has no drafts): { id, published } publishes a result or takes it back to draft.
  r.put('/result/publish/:code', tenantPath, route(async (ctx, req) => {
    const b = body(req);
    return { result: resultSummary(await resultsService.publish(ctx, Number(b.id), b.published as boolean)) };
  }));
  r.delete('/result/delete/:code/:id', tenantPath, route(async (ctx, req) => {
    await resultsService.remove(ctx, intParam(req, 'id'));
  }));

  // The exam routine (exam papers).
  r.put('/routine/add_online/:code', tenantPath, route(async (ctx, req) => {
    const b = body(req);
    const input = await check(paperInput(b, true));
    return { routine: examPaperRest(await papersService.save(ctx, input)) };
  }));
  r.get('/routines/:code', tenantPath, route(async (ctx, req) => {
    const year = req.query.year === undefined ? null : Number(req.query.year);
    return { routines: (await papersService.list(ctx, Number.isInteger(year) ? year : null)).map(examPaperRest) };
  }));
  r.delete('/routines/delete_routine/:code/:id', tenantPath, route(async (ctx, req) => {
    await papersService.remove(ctx, intParam(req, 'id'));
  }));

  // Homework.
  r.post('/new_home_work/:code', tenantPath, route(async (ctx, req) => {
    const input = await check(homeworkInput(body(req), false));
    return { home_work: homeworkRest(await homeworkService.save(ctx, input)) };
  }));
  r.get('/home_works/:code', tenantPath, route(async (ctx, req) => {
    const q = req.query as Record<string, unknown>;
    const pickText = (v: unknown) => (typeof v === 'string' && v ? v : null);
    return { home_works: (await homeworkService.list(ctx, { className: pickText(q.className ?? q.class_name), groupName: pickText(q.groupName ?? q.group_name) })).map(homeworkRest) };
  }));
  r.put('/home_works/update/:code', tenantPath, route(async (ctx, req) => {
    const input = await check(homeworkInput(body(req), true));
    if (!input.id) throw new AppError('requiredField', { field: 'id' });
    return { home_work: homeworkRest(await homeworkService.save(ctx, input)) };
  }));
  r.delete('/home_works/delete/:code/:id', tenantPath, route(async (ctx, req) => {
    await homeworkService.remove(ctx, intParam(req, 'id'));
  }));
}
