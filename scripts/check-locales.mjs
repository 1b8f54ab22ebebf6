#!/usr/bin/env node
// `npm run test:locales`, also a step of `npm test`: every message catalogue in locales/ against English,
// the catalogue the app falls back to. A catalogue has exactly English's keys, every message parses as ICU
// MessageFormat, and it uses the placeholders and rich-text tags of the English message (a translation that
// drops {amount} or misspells it shows a raw brace or a blank to the user). Fast and free of the app's
// code, so a translator can run it alone; tests/unit/locales.test.ts checks the other side: that every
// message id the source and the domain's enums use exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const DIR = process.argv[2] ?? 'locales';
const REFERENCE = 'en';

/** Argument names and tags a message uses, nested plural and select branches included: ['amount', '<b>']. */
function placeholders(elements, found = new Set()) {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      placeholders(element.children, found);
    } else if (element.type !== TYPE.literal && element.type !== TYPE.pound) {
      found.add(element.value);
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return found;
}

/** The placeholders of a message as one comparable string, or the parser's complaint. */
function shape(message) {
  try {
    return { names: [...placeholders(parse(message))].sort().join(', ') };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const catalogues = Object.fromEntries(
  readdirSync(DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(DIR, file), 'utf8'))]),
);
const english = catalogues[REFERENCE];
if (!english) {
  console.error(`locales: no ${REFERENCE}.json in ${DIR}/`);
  process.exit(1);
}
const englishShapes = Object.fromEntries(
  Object.entries(english).map(([id, message]) => [id, shape(message)]),
);

const problems = { missing: [], extra: [], unparsable: [], placeholders: [] };
for (const [locale, catalogue] of Object.entries(catalogues)) {
  for (const id of Object.keys(english)) if (!(id in catalogue)) problems.missing.push(`${locale} ${id}`);
  for (const [id, message] of Object.entries(catalogue)) {
    if (!(id in english)) {
      problems.extra.push(`${locale} ${id}`);
      continue;
    }
    if (typeof message !== 'string') {
      problems.unparsable.push(`${locale} ${id}: not a string`);
      continue;
    }
    const own = shape(message);
    const reference = englishShapes[id];
    if (own.error) problems.unparsable.push(`${locale} ${id}: ${own.error}`);
    else if (reference && !reference.error && own.names !== reference.names)
      problems.placeholders.push(`${locale} ${id}: {${own.names}} where en has {${reference.names}}`);
  }
}

const counts = Object.entries(problems)
  .filter(([kind, list]) => kind === 'missing' || list.length)
  .map(([kind, list]) => `${list.length} ${kind === 'placeholders' ? 'with other placeholders' : kind}`);
console.log(
  `locales: ${Object.keys(catalogues).length} catalogues, ${Object.keys(english).length} keys, ${counts.join(', ')}`,
);
for (const [kind, list] of Object.entries(problems))
  for (const line of list) console.error(`  ${kind}: ${line}`);
process.exit(Object.values(problems).some((list) => list.length) ? 1 : 0);
