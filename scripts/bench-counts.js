#!/usr/bin/env node
/**
 * Counts of a busy year (issue 10): 20,000 receipts and 2,400 vouchers of one academy's accounts
 * department inserted straight into the database, then the monthly income count, the yearly income
 * count and the yearly report computed through the real API (GraphQL and the spec's REST calls)
 * against the raw SQL that answers the same sums (SELECT regarding, SUM(amountPaisa) … GROUP BY) and
 * against the raw rows a count lists. Ratios are printed, never pass/fail.
 *
 * Part of `npm run bench` (scripts/bench.js calls countsYear with its database and server), or alone:
 * `node scripts/bench-counts.js` (builds the API when dist/server is missing; DATABASE_URL=mysql://…
 * runs it on MySQL/MariaDB in a scratch database beside it; BENCH_RUNS sets the requests per measure).
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const dist = (p) => path.join(root, 'dist/server', p);
const RECEIPTS = 20000;
const VOUCHERS = 2400;
const YEAR = 2025;
const RUNS = Number(process.env.BENCH_RUNS || 40);
const INCOME_HEADS = ['Monthly donation', 'Zakat', 'Sadaqah', 'Admission fee', 'Tuition fee', 'Exam fee', 'Boarding fee', 'Book sale', 'Lillah', 'Qurbani hide', 'Fitra', 'Other income'];
const EXPENSE_HEADS = ['Salary', 'Electricity', 'Water', 'Food', 'Books', 'Repairs', 'Transport', 'Printing'];

const timeIt = (fn) => require('./bench-academy').medianMs(fn, RUNS, 3);

/** fetch, asked again once when an idle kept-alive socket was closed under it (the server's 5 s keep-alive while raw SQL was timed). */
async function fetchAgain(url, init) {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (e.cause?.code !== 'ECONNRESET') throw e;
    return fetch(url, init);
  }
}

const day = (i) => `${YEAR}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;

/** Seeds the year into academy `code` and measures; `q` quotes SQL for the driver. */
async function countsYear({ db, code, url, headers, q }) {
  const { Receipt } = require(dist('api/src/domains/accounts/receipts.entities.js'));
  const { Voucher } = require(dist('api/src/domains/accounts/vouchers.entities.js'));
  const receipts = Array.from({ length: RECEIPTS }, (_, i) => ({
    code, department: 'accounts', type: 'autoReceipt', bookNo: 1 + Math.floor(i / 100), receiptNoFrom: (i % 100) + 1, receiptNoTill: (i % 100) + 1,
    name: `Donor ${i}`, address: 'Village', mobile: '', fund: i % 10 < 7 ? 'generalFund' : 'charityFund', regarding: INCOME_HEADS[i % INCOME_HEADS.length],
    amountPaisa: 10000 + ((i * 7919) % 500000), inWords: '', date: day(i),
  }));
  for (let i = 0; i < receipts.length; i += 500) await db.getRepository(Receipt).insert(receipts.slice(i, i + 500));
  const vouchers = Array.from({ length: VOUCHERS }, (_, i) => {
    const lines = 1 + (i % 3);
    const amounts = Array.from({ length: lines }, (_, k) => 50000 + ((i * 104729 + k * 31) % 900000));
    const v = { code, department: 'accounts', fund: i % 10 < 7 ? 'generalFund' : 'charityFund', voucherNo: i + 1, name: `Payee ${i}`, date: day(i), totalPaisa: amounts.reduce((a, b) => a + b, 0), inWords: '' };
    amounts.forEach((a, k) => { v[`regarding${k + 1}`] = EXPENSE_HEADS[(i + k) % EXPENSE_HEADS.length]; v[`amount${k + 1}Paisa`] = a; });
    return v;
  });
  for (let i = 0; i < vouchers.length; i += 300) await db.getRepository(Voucher).insert(vouchers.slice(i, i + 300));
  if (db.options.type === 'better-sqlite3') await db.query('PRAGMA optimize=0x10002');
  else await db.query('ANALYZE TABLE `receipts`, `vouchers`');

  const month = `${YEAR}-03`;
  const sumSql = q('SELECT "regarding", SUM("amountPaisa") AS "paisa" FROM "receipts" WHERE "code" = ? AND "department" = \'accounts\' AND "fund" = \'generalFund\' AND "date" BETWEEN ? AND ? GROUP BY "regarding"');
  const rowsSql = q('SELECT "bookNo", "receiptNoFrom", "receiptNoTill", "name", "regarding", "amountPaisa", "date" FROM "receipts" WHERE "code" = ? AND "department" = \'accounts\' AND "fund" = \'generalFund\' AND "date" BETWEEN ? AND ? ORDER BY "date", "bookNo", "receiptNoFrom"');
  const expenseSql = q(`SELECT ${Array.from({ length: 10 }, (_, k) => `SUM("amount${k + 1}Paisa")`).join(', ')}, SUM("totalPaisa") FROM "vouchers" WHERE "code" = ? AND "department" = 'accounts' AND "fund" = 'generalFund' AND "date" BETWEEN ? AND ?`);
  const span = (date) => (date.length === 7 ? [`${date}-01`, `${date}-31`] : [`${date}-01-01`, `${date}-12-31`]);
  const rawSum = (date) => () => db.query(sumSql, [code, ...span(date)]);
  const rawRows = (date) => () => db.query(rowsSql, [code, ...span(date)]);
  const rawReport = (date) => async () => [await db.query(sumSql, [code, ...span(date)]), await db.query(expenseSql, [code, ...span(date)])];

  const graphql = (query) => async () => {
    const r = await fetchAgain(`${url}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    const body = await r.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const rest = (p) => async () => {
    const body = await (await fetchAgain(`${url}/api/account${p}`, { headers })).json();
    if (!body.success) throw new Error(JSON.stringify(body).slice(0, 300));
    return body;
  };

  // The API's totals must be the raw sums before any time means anything.
  const expected = async (date) => Number((await rawSum(date)()).reduce((a, r) => a + Number(r.paisa), 0));
  const monthly = await graphql(`{ counting(type: "mgi", date: "${month}") { total incomeRows { amount } } }`)();
  if (Math.round(monthly.counting.total * 100) !== await expected(month)) throw new Error('monthly count: total differs from the raw SUM');
  const yearly = await graphql(`{ counting(type: "ygi", date: "${YEAR}") { total } }`)();
  if (Math.round(yearly.counting.total * 100) !== await expected(String(YEAR))) throw new Error('yearly count: total differs from the raw SUM');
  const report = await graphql(`{ countingReport(type: "ygr", date: "${YEAR}") { income expense balance } }`)();
  const rawExpense = Number(Object.values((await db.query(expenseSql, [code, ...span(String(YEAR))]))[0]).pop());
  if (Math.round(report.countingReport.expense * 100) !== rawExpense) throw new Error('yearly report: expense differs from the raw SUM');
  const monthRows = monthly.counting.incomeRows.length;
  const yearRows = (await rawRows(String(YEAR))()).length;

  const driver = db.options.type === 'better-sqlite3' ? 'SQLite' : 'MySQL/MariaDB';
  console.log(`\n== counts of a year (${RECEIPTS.toLocaleString('en')} receipts, ${VOUCHERS.toLocaleString('en')} vouchers; general fund), median of ${RUNS} sequential requests, ${driver} ==`);
  const measure = async (title, calls) => {
    const t = {};
    for (const [name, fn] of Object.entries(calls)) t[name] = await timeIt(fn);
    const api = Object.entries(t).filter(([n]) => !n.startsWith('raw'));
    console.log(`${title}: raw SUM ${t.rawSum.toFixed(2)} ms${t.rawRows !== undefined ? `, raw rows ${t.rawRows.toFixed(2)} ms` : ''}`);
    for (const [name, ms] of api) {
      console.log(`  ${name.padEnd(44)} ${ms.toFixed(2).padStart(8)} ms  ${(ms / t.rawSum).toFixed(2)}x raw SUM${t.rawRows !== undefined ? `, ${(ms / t.rawRows).toFixed(2)}x raw rows` : ''}`);
    }
  };
  await measure(`monthly income count mgi ${month} (${monthRows} receipts)`, {
    rawSum: rawSum(month),
    rawRows: rawRows(month),
    'GraphQL counting (heads, total)': graphql(`{ counting(type: "mgi", date: "${month}") { total heads { regarding amount } } }`),
    'GraphQL counting (with every row)': graphql(`{ counting(type: "mgi", date: "${month}") { total heads { regarding amount } incomeRows { bookNo receiptNoTill name regarding amount date } } }`),
    'REST GET /counting/{code}?type=mgi': rest(`/counting/${code}?type=mgi&date=${month}`),
  });
  await measure(`yearly income count ygi ${YEAR} (${yearRows} receipts)`, {
    rawSum: rawSum(String(YEAR)),
    rawRows: rawRows(String(YEAR)),
    'GraphQL counting (heads, total)': graphql(`{ counting(type: "ygi", date: "${YEAR}") { total heads { regarding amount } } }`),
    'REST GET /counting/{code}?type=ygi': rest(`/counting/${code}?type=ygi&date=${YEAR}`),
  });
  await measure(`yearly report ygr ${YEAR} (income and expense heads)`, {
    rawSum: rawReport(String(YEAR)),
    'GraphQL countingReport': graphql(`{ countingReport(type: "ygr", date: "${YEAR}") { preBalance income expense balance incomeHeads { regarding amount } expenseHeads { regarding amount } } }`),
    'REST GET /report/balance/{code}?type=ygr': rest(`/report/balance/${code}?type=ygr&date=${YEAR}`),
  });
}

/** Alone: a fresh database (SQLite in a temporary directory, or a scratch MySQL/MariaDB database) and a server. */
async function main() {
  if (!fs.existsSync(dist('api/src/server.js'))) require('node:child_process').execSync('npm run build:api', { cwd: root, stdio: 'inherit' });
  const { benchAcademy, benchServer } = require('./bench-academy');
  const academy = await benchAcademy({ name: 'talim_bench_counts', code: '900003', slug: 'bench-counts' });
  const server = await benchServer(academy);
  try {
    const { db, code, databaseUrl } = academy;
    await countsYear({ db, code, url: server.url, headers: server.headers, q: (sql) => sql.replace(/"/g, databaseUrl ? '`' : '"') });
  } finally {
    await server.stop();
    await academy.drop();
  }
}

module.exports = { countsYear };
if (require.main === module) main().catch((e) => { console.error(e); process.exit(1); });
