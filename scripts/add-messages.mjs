#!/usr/bin/env node
// Merges messages into the ten languages' message files, keeping keys sorted: node scripts/add-messages.mjs file.json
// where file.json is { "<id>": { "en": "...", "zh": "...", ... all ten } }. Refuses an entry lacking a language.
// Each message goes into locales/<lang>/<file>.json (src/ui/intl/message-files.ts): the file that already holds
// the id (a changed text), else the one holding the most ids with the longest dotted start in common
// (`funds.deposit.x` beside `funds.deposit.*`), else the file named by an entry's "file" field
// ({ "file": "funds", "en": …, … }), which a message of a new feature or a new shared word needs. Refuses
// a file that would pass 250 messages: split it by sub-area (`funds-chain.json`) and load the new file
// with its feature (FEATURE_FILES).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = ['en', 'zh', 'zhTw', 'ja', 'ko', 'th', 'pt', 'ms', 'id', 'vn'];
const MAX_FILE = 250;
const DIR = process.argv[3] ?? 'locales';
const additions = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [id, texts] of Object.entries(additions)) {
  const lacking = LOCALES.filter((locale) => typeof texts[locale] !== 'string');
  if (lacking.length) throw new Error(`${id} lacks ${lacking.join(', ')}`);
}

const read = (locale, file) => JSON.parse(readFileSync(join(DIR, locale, `${file}.json`), 'utf8'));
/** English's files: where each id sits, which the other languages follow. */
const englishFiles = Object.fromEntries(
  readdirSync(join(DIR, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .map((file) => [file, Object.keys(read('en', file))]),
);
const shared = (a, b) => {
  const x = a.split('.');
  const y = b.split('.');
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
};
/** The file a message goes into (see above). */
function fileFor(id, wanted) {
  const holding = Object.entries(englishFiles).find(([, ids]) => ids.includes(id))?.[0];
  if (holding) return holding;
  if (wanted) return wanted;
  let best = null;
  for (const [file, ids] of Object.entries(englishFiles)) {
    const depth = Math.max(0, ...ids.map((other) => shared(id, other)));
    const many = ids.filter((other) => shared(id, other) === depth).length;
    if (depth > 0 && (!best || depth > best.depth || (depth === best.depth && many > best.many)))
      best = { file, depth, many };
  }
  if (!best) throw new Error(`${id}: no file holds a message starting like it; give it a "file"`);
  return best.file;
}

const placed = {};
for (const [id, texts] of Object.entries(additions)) {
  const file = fileFor(id, texts.file);
  placed[file] = [...(placed[file] ?? []), id];
  englishFiles[file] = [...new Set([...(englishFiles[file] ?? []), id])];
}
for (const [file, ids] of Object.entries(englishFiles))
  if (ids.length > MAX_FILE)
    throw new Error(`${file}.json would hold ${ids.length} messages, at most ${MAX_FILE}`);

for (const locale of LOCALES)
  for (const [file, ids] of Object.entries(placed)) {
    const path = join(DIR, locale, `${file}.json`);
    const messages = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
    for (const id of ids) messages[id] = additions[id][locale];
    const sorted = Object.fromEntries(
      Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
  }
const where = Object.entries(placed).map(([file, ids]) => `${ids.length} to ${file}.json`);
console.log(
  `added ${Object.keys(additions).length} messages in ${LOCALES.length} languages: ${where.join(', ')}`,
);
