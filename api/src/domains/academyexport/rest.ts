import { Router, type Request, type Response, type NextFunction } from 'express';
import { tenantPath } from '../../platform/rest';
import { XLSX_MIME } from '../dataentry/template';
import { authorizeExport, exportFileName, writeAcademyExport, ZIP_MIME } from './service';

const yes = (v: unknown) => v === '1' || v === 'true';

/**
 * The download (issue 26): a .zip (the workbook and the academy's files), or the .xlsx alone with
 * `?workbook=1`. Checked before anything is sent; a failure after the first bytes ends the answer
 * early (the client sees a broken download, never a partial file as a whole one).
 */
function download(as: 'controller' | 'academy') {
  return async (req: Request, res: Response, next: NextFunction) => {
    let started = false;
    try {
      const academy = await authorizeExport(req.ctx, String(req.params.code), as);
      const workbookOnly = yes(req.query.workbook);
      res.setHeader('Content-Type', workbookOnly ? XLSX_MIME : ZIP_MIME);
      res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(academy, req.ctx.clock.today(), workbookOnly)}"`);
      res.setHeader('Cache-Control', 'no-store');
      started = true;
      await writeAcademyExport(req.ctx, req.ctx.storage, academy, res, workbookOnly);
      res.end();
    } catch (e) {
      if (!started) return next(e);
      req.log.error({ err: e }, 'academy export failed');
      res.destroy(e as Error);
    }
  };
}

/** GET /api/controller/academy/export/{code}: any academy's, for the controller (super_admin). */
export function academyExportControllerRoutes(): Router {
  const r = Router();
  r.get('/academy/export/:code', download('controller'));
  return r;
}

/** GET /api/adminis/academy_export/{code}: the signed-in academy's own, for its superUser. */
export function academyExportRoutes(): Router {
  const r = Router();
  r.get('/academy_export/:code', tenantPath, download('academy'));
  return r;
}
