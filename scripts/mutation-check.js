#!/usr/bin/env node
/**
 * The per-file mutation gate (issue 28): reads Stryker's JSON report (stryker.config.json writes
 * reports/mutation/mutation.json) and fails when any rule file's mutation score is under the bar.
 * Stryker's own `thresholds.break` is one number for all files together; a file can hide behind the
 * others there. Score = (killed + timed out) / (killed + timed out + survived + no coverage), as Stryker
 * counts it; mutants ignored by a `// Stryker disable` comment and those that do not compile are left out.
 *
 *   node scripts/mutation-check.js [report.json] [--min 90]
 */
const fs = require('node:fs');
const path = require('node:path');

const args = process.argv.slice(2);
const minAt = args.indexOf('--min');
const min = minAt >= 0 ? Number(args.splice(minAt, 2)[1]) : 90;
const file = args[0] ?? path.join(__dirname, '..', 'reports', 'mutation', 'mutation.json');
if (!fs.existsSync(file)) {
  console.error(`mutation-check: no report at ${file} (run npm run mutate first)`);
  process.exit(2);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8'));

const rows = Object.entries(report.files).map(([name, { mutants }]) => {
  const n = (...statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
  const detected = n('Killed', 'Timeout');
  const undetected = n('Survived', 'NoCoverage');
  const valid = detected + undetected;
  return { name, score: valid ? (100 * detected) / valid : 100, detected, survived: n('Survived'), noCoverage: n('NoCoverage'), ignored: n('Ignored'), valid };
}).sort((a, b) => a.name.localeCompare(b.name));

const failing = rows.filter((r) => r.score < min);
const w = Math.max(...rows.map((r) => r.name.length), 4);
console.log(`${'file'.padEnd(w)}  score  killed survived nocov ignored`);
for (const r of rows) {
  console.log(`${r.name.padEnd(w)} ${r.score.toFixed(1).padStart(6)} ${String(r.detected).padStart(7)} ${String(r.survived).padStart(8)} ${String(r.noCoverage).padStart(5)} ${String(r.ignored).padStart(7)}${r.score < min ? '  < ' + min : ''}`);
}
if (failing.length) {
  console.error(`\nmutation-check: ${failing.length} file(s) under ${min} %: ${failing.map((r) => r.name).join(', ')}`);
  console.error('Add worked examples that kill the survivors (npx stryker run --mutate <file>; the HTML-free clear-text report lists them), or mark a mutant that cannot change behaviour: // Stryker disable next-line <mutator>: <reason>');
  process.exit(1);
}
console.log(`\nmutation-check: every file at ${min} % or more (${rows.length} file(s))`);
