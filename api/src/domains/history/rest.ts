import { Router, type Request } from 'express';
import { pageFromQuery } from '../../platform/crud';
import { AppError } from '../../platform/errors';
import { camelBody, route } from '../../platform/rest';
import { XLSX_MIME } from '../dataentry/template';
import { auditLineView, exportCsv, exportXlsx, historyService, type AuditFilter } from './history.service';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The filter from a query string: actor_id (actorId), entity, key (record_key), from, to (YYYY-MM-DD). */
function filterOf(req: Request): AuditFilter {
  const q = camelBody(req.query as Record<string, unknown>);
  const actor = text(q.actorId);
  const actorId = actor === null ? null : Number(actor);
  if (actorId !== null && !Number.isInteger(actorId)) throw new AppError('invalidValue', { field: 'actorId' });
  return { actorId, entity: text(q.entity), recordKey: text(q.key ?? q.recordKey), from: text(q.from), to: text(q.to) };
}

/**
 * /api/history (issue 26): GET /lines (paged, filtered), GET /record/{entity}/{key}, GET /check, and
 * GET /export?format=csv|xlsx (same filters). Principal and superUser.
 */
export function historyRoutes(): Router {
  const r = Router();
  r.get('/lines', route(async (ctx, req) => {
    const page = await historyService.lines(ctx, pageFromQuery(req.query as Record<string, unknown>), filterOf(req));
    return { lines: page.items.map(auditLineView), total: page.total };
  }));
  r.get('/record/:entity/:key', route(async (ctx, req) => ({
    lines: (await historyService.record(ctx, String(req.params.entity), String(req.params.key))).map(auditLineView),
  })));
  r.get('/check', route(async (ctx) => ({ check: await historyService.check(ctx) })));
  r.get('/export', async (req, res, next) => {
    try {
      const format = String(req.query.format ?? 'csv');
      if (format !== 'csv' && format !== 'xlsx') throw new AppError('invalidValue', { field: 'format' });
      const { headers, rows } = await historyService.exportRows(req.ctx, filterOf(req));
      if (format === 'csv') {
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', 'attachment; filename="talim-history.csv"');
        res.send(exportCsv(headers, rows));
      } else {
        res.setHeader('Content-Type', XLSX_MIME);
        res.setHeader('Content-Disposition', 'attachment; filename="talim-history.xlsx"');
        res.send(await exportXlsx(headers, rows));
      }
    } catch (e) {
      next(e);
    }
  });
  return r;
}
