#!/usr/bin/env node
/**
 * npm run mutate [-- --mutate api/src/rules/x.ts]: mutation testing of the rules (stryker.config.json),
 * then the per-file gate (scripts/mutation-check.js: every file at 90 % or more).
 *
 * A whole run reads and rewrites the committed reports/stryker-incremental.json, so only the mutants
 * of changed rules (or of rules whose tests changed) are tested again; commit the file after it.
 * A run of some files only (--mutate) keeps its own incremental file under reports/mutation/, so the
 * committed one is not cut down to those files.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const args = process.argv.slice(2);
const root = path.join(__dirname, '..');
if (args.includes('--mutate') && !args.includes('--incrementalFile')) {
  args.push('--incrementalFile', 'reports/mutation/partial-incremental.json');
}
const run = (cmd, list) => spawnSync(cmd, list, { cwd: root, stdio: 'inherit' }).status ?? 1;
const stryker = run(process.execPath, [path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js'), 'run', ...args]);
if (stryker !== 0) process.exit(stryker);

// The incremental file keeps each mutant's status, location and tests; the failure text of every killed
// mutant (a stack trace through a temporary sandbox) is not needed to reuse it, and would make every run
// rewrite the committed file. Left out, the file is a third of the size and changes only with the results.
const at = args.indexOf('--incrementalFile');
const incremental = path.join(root, at >= 0 ? args[at + 1] : 'reports/stryker-incremental.json');
if (fs.existsSync(incremental)) {
  const report = JSON.parse(fs.readFileSync(incremental, 'utf8'));
  for (const file of Object.values(report.files)) for (const mutant of file.mutants) delete mutant.statusReason;
  fs.writeFileSync(incremental, JSON.stringify(report));
}
process.exit(run(process.execPath, [path.join(__dirname, 'mutation-check.js')]));
