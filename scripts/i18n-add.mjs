#!/usr/bin/env node
/**
 * Adds or replaces messages in web/src/i18n/{en,bn,ar}.json safely (a lock, sorted keys).
 * Usage: node scripts/i18n-add.mjs messages.json   where messages.json is
 *   { "some.key": { "en": "…", "bn": "…", "ar": "…" }, … }
 */
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'web/src/i18n');
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const lock = path.join(dir, '.lock');
for (let i = 0; ; i++) {
  try { fs.writeFileSync(lock, String(process.pid), { flag: 'wx' }); break; } catch {
    if (i > 200) throw new Error('i18n lock busy');
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  for (const lang of ['en', 'bn', 'ar']) {
    const file = path.join(dir, `${lang}.json`);
    const messages = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    for (const [key, byLang] of Object.entries(input)) {
      if (typeof byLang[lang] !== 'string' || !byLang[lang]) throw new Error(`${key} lacks ${lang}`);
      messages[key] = byLang[lang];
    }
    const sorted = Object.fromEntries(Object.keys(messages).sort().map((k) => [k, messages[k]]));
    fs.writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
  }
  console.log(`added ${Object.keys(input).length} messages`);
} finally {
  fs.unlinkSync(lock);
}
