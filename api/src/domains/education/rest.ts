import { Router, type Request } from 'express';
import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { imageFields } from '../../platform/multipart';
import { sendJsonList } from '../../platform/json-stream';
import { ANSWERED, camelBody, intParam, restTable, route, tenantPath, type RestRoutes } from '../../platform/rest';
import { fromMultipart } from '../../platform/uploads';
import { check, fromPlain } from '../../platform/validation';
import { MAX_BOOKS } from '../../rules/books';
import { BookSlotInput, ClassInput } from './class.types';
import { classesService, classRest } from './classes.service';
import { examRest } from './exams.rest';
import { studentLeaveRest } from '../administration/leaves.rest';
import { STUDENT_REST, studentRest } from './student.presenter';
import { StudentFeeInput, StudentFilter, StudentInput } from './student.types';
import { studentsService } from './students.service';

const NUMBERS = ['id', 'formNo', 'admitNo', 'number1', 'number2', 'average'] as const;

/** The admission form over REST (JSON or multipart form data, where every value is a string). */
function studentInputFromRest(body: Record<string, unknown> = {}): StudentInput {
  const plain: Record<string, unknown> = { ...body };
  for (const key of NUMBERS) {
    const v = plain[key];
    if (v === '' || v === 'null') plain[key] = null;
    else if (typeof v === 'string' && !Number.isNaN(Number(v))) plain[key] = Number(v);
  }
  if (plain.id === null) delete plain.id;
  if (typeof plain.assignAdmitNo === 'string') plain.assignAdmitNo = plain.assignAdmitNo === 'true';
  let fees = plain.fees;
  if (typeof fees === 'string') {
    try { fees = JSON.parse(fees); } catch { throw new AppError('invalidValue', { field: 'fees' }); }
  }
  plain.fees = Array.isArray(fees) ? fees.map((f) => fromPlain(StudentFeeInput, { ...f, amount: Number((f as { amount?: unknown }).amount) })) : undefined;
  for (const key of ['motherName', 'guardian2', 'preAcademy', 'preClass', 'choosingClass', 'inspectorComment', 'examiner', 'book1', 'book2', 'approvedClass', 'groupName', 'approval']) {
    if (plain[key] === undefined || plain[key] === null) plain[key] = '';
  }
  return fromPlain(StudentInput, plain);
}

function ids(body: Record<string, unknown> = {}): number[] {
  const list = Array.isArray(body.ids) ? body.ids : body.id !== undefined ? [body.id] : [];
  return list.map(Number).filter((n) => Number.isInteger(n) && n > 0);
}

/** The spec's class row: book1 … book15 as names, and optionalBooks naming the optional slots. */
function classInputFromRest(req: Request, withId: boolean): ClassInput {
  const body = camelBody(req);
  const optional = new Set(Array.isArray(body.optionalBooks) ? body.optionalBooks.map(String) : []);
  const books: BookSlotInput[] = [];
  for (let slot = 1; slot <= MAX_BOOKS; slot++) {
    const raw = body[`book${slot}`];
    const name = typeof raw === 'string' ? raw : raw && typeof raw === 'object' ? String((raw as { name?: unknown }).name ?? '') : '';
    if (name.trim()) books.push(fromPlain(BookSlotInput, { slot, name, isOptional: optional.has(`book${slot}`) }));
  }
  return fromPlain(ClassInput, {
    id: withId ? body.id : undefined,
    department: body.department,
    className: body.className,
    groupName: body.groupName ?? '',
    books,
  });
}

/** The class panel (spec §7 Education). */
const classRoutes: RestRoutes = {
  'GET /classes/:code': async (ctx) => ({ classes: (await classesService.list(ctx)).map(classRest) }),
  'POST /class/new/:code': async (ctx, req) => {
    const input = await check(classInputFromRest(req, false));
    return { class: classRest(await classesService.save(ctx, input)) };
  },
  'PUT /class/update/:code': async (ctx, req) => {
    const input = await check(classInputFromRest(req, true));
    return { class: classRest(await classesService.save(ctx, input)) };
  },
  'DELETE /class/delete/:code/:id': async (ctx, req) => {
    await classesService.remove(ctx, intParam(req, 'id'));
  },
};

/** /api/education: the class panel, students and applications (spec §7 Education); results, routine and homework in exams.rest.ts. */
export function educationRoutes(): Router {
  const r = Router();

  r.use(restTable(classRoutes));

  // Students and applications (spec §7 Education).
  const photo = imageFields('photo');
  r.get('/students/:code', tenantPath, route(async (ctx, req, res) => {
    const { limit, page, offset, pageSize, page_size: pageSizeSnake, ...rest } = req.query;
    const filter = await check(fromPlain(StudentFilter, rest));
    // The spec's whole list; with ?limit (at most PAGE_MAX) and ?page or ?offset, one page of it and the total.
    // Rows are read straight into the spec's shape (no entity, no second object per student); the
    // whole list is written as it is read, LIST_BATCH rows at a time (the same JSON as one answer).
    if ([limit, page, offset, pageSize, pageSizeSnake].every((v) => v === undefined)) {
      await sendJsonList(res, { success: true }, 'students', studentsService.listAsBatches(ctx, filter, STUDENT_REST));
      return ANSWERED;
    }
    const p = await studentsService.pageAs(ctx, filter, pageFromQuery(req.query), STUDENT_REST);
    return { students: p.items, total: p.total };
  }));
  r.get('/student/:code/:id', tenantPath, route(async (ctx, req) => ({ student: studentRest(await studentsService.get(ctx, intParam(req, 'id'))) })));
  r.get('/pending_applications/:code', tenantPath, route(async (ctx) => ({ students: (await studentsService.pending(ctx)).map(studentRest) })));
  r.get('/admission/numbers/:code', tenantPath, route(async (ctx) => {
    const n = await studentsService.nextNumbers(ctx);
    return { form_no: n.formNo, admit_no: n.admitNo };
  }));
  r.post('/student/new/:code', tenantPath, photo, route(async (ctx, req) => {
    const input = await check(studentInputFromRest(req.body));
    delete input.id;
    return { student: studentRest(await studentsService.save(ctx, input, fromMultipart(req.files, 'photo'))) };
  }));
  r.put('/student/update/:code', tenantPath, photo, route(async (ctx, req) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    // The same call removes and re-admits: { id, condition } alone (spec §4).
    if (body.condition !== undefined && Object.keys(body).every((k) => k === 'id' || k === 'condition')) {
      if (body.condition !== 'in' && body.condition !== 'out') throw new AppError('invalidValue', { field: 'condition' });
      return { student: studentRest(await studentsService.setCondition(ctx, ids(body)[0] ?? 0, body.condition)) };
    }
    const input = await check(studentInputFromRest(body));
    if (!input.id) throw new AppError('sorryNotFound');
    return { student: studentRest(await studentsService.save(ctx, input, fromMultipart(req.files, 'photo'))) };
  }));
  r.post('/student/remove/:code', tenantPath, route(async (ctx, req) => ({
    student: studentRest(await studentsService.setCondition(ctx, ids(req.body)[0] ?? 0, 'out')),
  })));
  r.post('/student/delete/:code', tenantPath, route(async (ctx, req) => ({ deleted: await studentsService.remove(ctx, ids(req.body)) })));
  // A visitor's online application to the academy with this public slug (no sign-in).
  r.post('/online_admission/:slug', photo, route(async (ctx, req) => {
    const input = await check(studentInputFromRest(req.body));
    const s = await studentsService.applyOnline(ctx, String(req.params.slug), input, fromMultipart(req.files, 'photo'));
    return { form_no: s.formNo };
  }));

  r.use(restTable(examRest));
  r.use(restTable(studentLeaveRest));
  return r;
}
