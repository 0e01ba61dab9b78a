#!/usr/bin/env node
/** Writes schema.graphql from the compiled API (npm run build:api first); `--check` exits 1 when the file is stale. */
const fs = require('node:fs');
const path = require('node:path');
const file = path.join(__dirname, '..', 'schema.graphql');
const { schemaText } = require(path.join(__dirname, '..', 'dist/server/api/src/schema.js'));
schemaText().then((text) => {
  if (process.argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== text) {
      console.error('schema.graphql is stale: run `npm run build:api && npm run schema` and commit it.');
      process.exit(1);
    }
    console.log('schema.graphql is up to date.');
  } else {
    fs.writeFileSync(file, text);
    console.log('wrote schema.graphql');
  }
});
