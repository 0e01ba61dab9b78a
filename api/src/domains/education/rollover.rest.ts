import { Router } from 'express';
import { camelBody, intParam, restTable, snakeView, type RestRoutes } from '../../platform/rest';
import { check, fromPlain } from '../../platform/validation';
import { rolloverService, rolloverView } from './rollover.service';
import { RolloverInput } from './rollover.types';
import type { YearRollover } from './rollover.entity';

/** `{classId, year, resultId, targetClassId, promoteIds, graduate}` (or the snake_case names); numbers may come as text, graduate as "true" (fromPlain reads form booleans). */
function rolloverInput(body: Record<string, unknown>): RolloverInput {
  const b = camelBody(body);
  const num = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);
  return fromPlain(RolloverInput, {
    classId: num(b.classId), year: num(b.year), resultId: num(b.resultId), targetClassId: b.targetClassId === '' ? undefined : num(b.targetClassId),
    graduate: b.graduate ?? false,
    promoteIds: Array.isArray(b.promoteIds) ? b.promoteIds.map(num) : b.promoteIds ?? [],
  });
}

const present = (r: YearRollover) => {
  const v = rolloverView(r);
  return { ...snakeView(v), students: v.students.map((s) => ({ ...snakeView(s), before: snakeView(s.before), after: snakeView(s.after) })) };
};

/** /api/education: year rollover (issue 13, beyond the spec; paths chosen here, see the README). */
const rolloverRest: RestRoutes = {
  'POST /rollover/preview/:code': async (ctx, req) => {
    const p = await rolloverService.preview(ctx, await check(rolloverInput(req.body ?? {})));
    return { preview: { ...snakeView(p), rows: p.rows.map((r) => snakeView(r)) } };
  },
  'POST /rollover/new/:code': async (ctx, req) => ({ rollover: present(await rolloverService.apply(ctx, await check(rolloverInput(req.body ?? {})))) }),
  'GET /rollovers/:code': async (ctx) => ({ rollovers: (await rolloverService.list(ctx)).map(present) }),
  'POST /rollover/undo/:code/:id': async (ctx, req) => ({ rollover: present(await rolloverService.undo(ctx, intParam(req, 'id'))) }),
};

export function rolloverRoutes(): Router {
  return restTable(rolloverRest);
}
