import type { RouteDocs } from './describe';

const FILTER = {
  actor_id: 'integer only this user\'s changes (`actorId`)',
  entity: 'string only this kind of record: result, resultRow, receipt, voucher, feePayment, salarySheet, count, report, furniture, givenFurniture, product, sale, bookLending, donation, donor, student, staff, user',
  key: 'string only this record (its id; a result row: resultId:admitNo) (`record_key`)',
  from: 'date from this day (YYYY-MM-DD, Asia/Dhaka)',
  to: 'date up to and including this day (YYYY-MM-DD, Asia/Dhaka)',
};
const LINE = 'object! id, seq, at (UTC ISO 8601), actorId, actorName, actorType (a visitor: visitor), entity, recordKey, action (create, update, delete, publish, unpublish, remove, readmit), before (JSON text: an update\'s changed fields), after (JSON text), ip, client, hash';

/** /api/history: the academy's history of changes (issue 26). Principal and superUser. */
export const historyDocs: RouteDocs = {
  'GET /api/history/lines': {
    summary: 'The academy\'s history of changes, newest first (paged, filtered by who, what and when)', access: 'audit.read',
    description: 'Every create, update and delete of results and their rows, receipts, vouchers, fee payments, salary sheets, counts and reports, stock, library lending, donations, students, staff and users\' rights, written in the same transaction as the change. Never a password, code, secret or hash.',
    query: { ...FILTER, page: 'integer 1-based page', limit: 'integer rows a page (default 100, at most 500)', offset: 'integer rows to skip (instead of page)' },
    answer: { lines: `${LINE.replace('object!', 'object[]!')}`, total: 'integer! lines matching' },
    errors: ['invalidValue'],
  },
  'GET /api/history/record/:entity/:key': {
    summary: 'One record\'s history, oldest first (a result: its students\' rows too)', access: 'audit.read',
    params: { entity: 'string! the kind of record (as in /lines)', key: 'string! the record\'s id' },
    answer: { lines: `${LINE.replace('object!', 'object[]!')}` },
    errors: ['invalidValue'],
  },
  'GET /api/history/check': {
    summary: 'Recompute the academy\'s hash chain: ok, or the first broken line', access: 'audit.read',
    description: 'Each line carries sha256 over the previous line\'s hash and its own canonical text; a line edited, removed or inserted in the database breaks the chain there.',
    answer: { check: 'object! ok (boolean), lines (lines that follow), brokenAt (seq of the first broken line or null), reason (hash, gap, head or null)' },
  },
  'GET /api/history/export': {
    summary: 'The filtered history as CSV or .xlsx (newest first, at most 50,000 lines; formulas neutralised)', access: 'audit.read',
    query: { format: 'string csv (default) or xlsx', ...FILTER },
    file: 'text/csv',
    errors: ['invalidValue'],
  },
};
