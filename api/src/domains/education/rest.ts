import { Router, type Request } from 'express';
import { intParam, route, tenantPath } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { MAX_BOOKS } from '../../rules/books';
import { BookSlotInput, ClassInput } from './class.types';
import { classesService, classRest } from './classes.service';

/** The spec's class row: book1 … book15 as names, and optionalBooks naming the optional slots. */
function classInputFromRest(req: Request, withId: boolean): ClassInput {
  const body = (req.body ?? {}) as Record<string, unknown>;
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
    className: body.className ?? body.class_name,
    groupName: body.groupName ?? body.group_name ?? '',
    books,
  });
}

/** /api/education: the class panel calls (spec §7 Education). Later issues add students, results… */
export function educationRoutes(): Router {
  const r = Router();

  r.get('/classes/:code', tenantPath, route(async (ctx) => ({ classes: (await classesService.list(ctx)).map(classRest) })));

  r.post('/class/new/:code', tenantPath, route(async (ctx, req) => {
    const input = await check(classInputFromRest(req, false));
    return { class: classRest(await classesService.save(ctx, input)) };
  }));

  r.put('/class/update/:code', tenantPath, route(async (ctx, req) => {
    const input = await check(classInputFromRest(req, true));
    return { class: classRest(await classesService.save(ctx, input)) };
  }));

  r.delete('/class/delete/:code/:id', tenantPath, route(async (ctx, req) => {
    await classesService.remove(ctx, intParam(req, 'id'));
  }));

  return r;
}
