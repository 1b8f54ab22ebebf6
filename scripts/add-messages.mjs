#!/usr/bin/env node
// Merges messages into the ten catalogues, keeping keys sorted: node scripts/add-messages.mjs file.json
// where file.json is { "<id>": { "en": "...", "zh": "...", ... all ten } }. Refuses an entry lacking a language.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCALES = ['en', 'zh', 'zhTw', 'ja', 'ko', 'th', 'pt', 'ms', 'id', 'vn'];
const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [id, texts] of Object.entries(additions)) {
  const lacking = LOCALES.filter((locale) => typeof texts[locale] !== 'string');
  if (lacking.length) throw new Error(`${id} lacks ${lacking.join(', ')}`);
}
for (const locale of LOCALES) {
  const path = `locales/${locale}.json`;
  const catalogue = JSON.parse(readFileSync(path, 'utf8'));
  for (const [id, texts] of Object.entries(additions)) catalogue[id] = texts[locale];
  const sorted = Object.fromEntries(
    Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`added ${Object.keys(additions).length} messages to ${LOCALES.length} catalogues`);
