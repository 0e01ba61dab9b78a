import type { RouteDocs } from './describe';

const WORKBOOK = { workbook: 'boolean `1`: the .xlsx alone, without the files' };
const ABOUT = 'A .zip holding `<code>.xlsx` (a sheet per table of the academy, the spec\'s snake_case column names, money in taka, text that would start a formula prefixed with a quote; never a password hash or token) and `files/<name>` (every uploaded file its rows name). The students, staff, classes and books sheets are what the controller\'s data entry reads: POST /api/controller/academy/data_entry/{code} with kind takes that sheet of the workbook into another academy.';

/** The academy's data to take away (issue 26; domains/academyexport). */
export const academyExportDocs: RouteDocs = {
  'GET /api/adminis/academy_export/:code': {
    summary: 'Download all of the academy\'s data (.zip: workbook and files)', access: 'academy.export', description: ABOUT,
    query: WORKBOOK, file: 'application/zip',
  },
  'GET /api/controller/academy/export/:code': {
    summary: 'Download all of an academy\'s data (.zip: workbook and files)', access: 'controller',
    description: ABOUT, params: { code: 'string! any academy\'s institute code' }, query: WORKBOOK, file: 'application/zip', errors: ['sorryNotFound'],
  },
};
