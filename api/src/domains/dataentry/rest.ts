import multer from 'multer';
import { Router, type RequestHandler } from 'express';
import { AppError } from '../../platform/errors';
import { camelBody, route } from '../../platform/rest';
import { fromMultipart } from '../../platform/uploads';
import { authorizeOperator } from '../controller/access';
import { MAX_SHEET_BYTES } from './parse';
import { dataEntryService } from './service';
import { dataEntryTemplate, XLSX_MIME } from './template';

/** The multipart `file` field (a spreadsheet, up to MAX_SHEET_BYTES) and the form fields. */
const sheetField: RequestHandler = (req, res, next) => {
  const read = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_SHEET_BYTES, files: 1, fields: 10 } }).single('file');
  read(req, res, (err?: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) return next(new AppError(err.code === 'LIMIT_FILE_SIZE' ? 'fileTooLarge' : 'invalidValue', err.code === 'LIMIT_FILE_SIZE' ? { maxKb: MAX_SHEET_BYTES / 1024 } : { field: 'file' }));
    next(new AppError('invalidValue', { field: 'file' }));
  });
};

/** The operator is checked before the body is read: nobody else uploads a spreadsheet. */
const operator: RequestHandler = (req, _res, next) => {
  try {
    authorizeOperator(req.ctx, 'controller.write');
    next();
  } catch (e) {
    next(e);
  }
};

const yes = (v: unknown) => v === true || v === 'true' || v === '1' || v === 'on';

/**
 * /api/controller: POST /academy/data_entry/{code} (issue 13; multipart: file (.xlsx, .xls or
 * .csv), kind (optional: without it the file's header row names it; the answer says which),
 * good_rows_only; preview=true checks without writing) and GET /academy/data_entry_template/{kind} (.xlsx).
 * The {code} is any academy's (the controller's), not the signed-in academy's: no tenantPath.
 */
export function dataEntryRoutes(): Router {
  const r = Router();
  r.post('/academy/data_entry/:code', operator, sheetField, route(async (ctx, req) => {
    const b = camelBody(req);
    const file = fromMultipart(req.file ? [req.file] : undefined, 'file');
    const code = String(req.params.code);
    const kind = String(b.kind ?? '');
    if (yes(b.preview)) return { preview: await dataEntryService.preview(ctx, code, kind, file) };
    return dataEntryService.import(ctx, code, kind, file, yes(b.goodRowsOnly));
  }));
  r.get('/academy/data_entry_template/:kind', async (req, res, next) => {
    try {
      const kind = String(req.params.kind);
      const buffer = await dataEntryTemplate(req.ctx, kind);
      res.setHeader('Content-Type', XLSX_MIME);
      res.setHeader('Content-Disposition', `attachment; filename="talim-${kind}-template.xlsx"`);
      res.send(buffer);
    } catch (e) {
      next(e);
    }
  });
  return r;
}
