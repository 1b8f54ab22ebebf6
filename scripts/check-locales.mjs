#!/usr/bin/env node
// `npm run test:locales`, also a step of `npm test`: every message catalogue in locales/ against English,
// a catalogue being a language's folder of message files, locales/<lang>/<file>.json (src/ui/intl/message-files.ts).
// Every message id sits in exactly one file, the same file in every language, and no file holds more than
// 250 messages (docs/decisions/2026-11-27-messages-per-feature.md).
// the catalogue the app falls back to. A catalogue has exactly English's keys, every message parses as ICU
// MessageFormat, and it uses the placeholders and rich-text tags of the English message (a translation that
// drops {amount} or misspells it shows a raw brace or a blank to the user). Fast and free of the app's
// code, so a translator can run it alone; tests/unit/locales.test.ts checks the other side: that every
// message id the source and the domain's enums use exists.
// With locales/glossary/glossary.json (docs/glossary.md) it also holds each language to one word per thing:
// a message whose English names a glossary concept uses that language's term for it and none of the
// variants the glossary lists; a count English formats as a number (plural or {n, number}) is not a bare
// {n}, which would lose its thousands grouping; zh, zhTw and ja write their punctuation full-width.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

const MAX_FILE = 250;
const layout = { layout: [], duplicate: [], misplaced: [], oversize: [] };
/** Each language's messages, all files merged, and the file each message sits in. */
const files = {};
const catalogues = {};
for (const entry of readdirSync(DIR, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
  if (entry.isFile() && entry.name.endsWith('.json'))
    layout.layout.push(`${entry.name}: messages live in ${DIR}/<lang>/<file>.json now`);
  if (!entry.isDirectory() || entry.name === 'glossary') continue;
  const locale = entry.name;
  catalogues[locale] = {};
  files[locale] = {};
  for (const file of readdirSync(join(DIR, locale))
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const name = file.replace(/\.json$/, '');
    const messages = JSON.parse(readFileSync(join(DIR, locale, file), 'utf8'));
    const count = Object.keys(messages).length;
    if (count > MAX_FILE) layout.oversize.push(`${locale}/${file}: ${count} messages, at most ${MAX_FILE}`);
    for (const [id, message] of Object.entries(messages)) {
      if (id in files[locale])
        layout.duplicate.push(`${locale} ${id}: in ${files[locale][id]}.json and ${file}`);
      catalogues[locale][id] = message;
      files[locale][id] = name;
    }
  }
}
const english = catalogues[REFERENCE];
if (!english) {
  console.error(`locales: no ${REFERENCE}.json in ${DIR}/`);
  process.exit(1);
}
const englishShapes = Object.fromEntries(
  Object.entries(english).map(([id, message]) => [id, shape(message)]),
);

/** Argument names a message formats as numbers (plural, selectordinal, number), and those it puts bare. */
function argumentKinds(elements, found = { numeric: new Set(), bare: new Set() }) {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) found.numeric.add(element.value);
    if (element.type === TYPE.argument) found.bare.add(element.value);
    if (element.type === TYPE.tag) argumentKinds(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentKinds(option.value, found);
  }
  return found;
}
const argumentsOf = (message) => {
  try {
    return argumentKinds(parse(message));
  } catch {
    return { numeric: new Set(), bare: new Set() };
  }
};

/** A message's words without its simple placeholders ({amount}, {n, number}), which name no concept. */
const words = (message) => message.replace(/\{\s*[A-Za-z]\w*\s*(?:,\s*(?:number|date|time)[^{}]*)?\}/g, ' ');
/** The text outside every brace, where punctuation is the language's own. */
const literalText = (message) => {
  let depth = 0;
  let text = '';
  for (const character of message) {
    if (character === '{') depth++;
    if (depth === 0) text += character;
    if (character === '}') depth--;
  }
  return text;
};
const pattern = (source) => new RegExp(source, 'iu');
const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const problems = { missing: [], extra: [], unparsable: [], placeholders: [], glossary: [], ...layout };
for (const [locale, catalogue] of Object.entries(catalogues)) {
  for (const [id, file] of Object.entries(files[locale]))
    if (id in english && files[REFERENCE][id] !== file)
      problems.misplaced.push(
        `${locale} ${id}: in ${file}.json, English has it in ${files[REFERENCE][id]}.json`,
      );
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

const glossaryPath = join(DIR, 'glossary', 'glossary.json');
const glossary = existsSync(glossaryPath) ? JSON.parse(readFileSync(glossaryPath, 'utf8')) : null;
if (glossary) {
  const locales = Object.keys(catalogues);
  for (const [concept, { en, keys = [], except = [], terms, omit = {} }] of Object.entries(
    glossary.concepts,
  )) {
    for (const id of [...keys, ...except, ...Object.values(omit).flat()])
      if (!(id in english))
        problems.glossary.push(`${concept}: the glossary names ${id}, which English lacks`);
    const named = Object.keys(english).filter(
      (id) => !except.includes(id) && (keys.includes(id) || pattern(en).test(words(english[id]))),
    );
    for (const locale of locales) {
      const term = terms[locale];
      if (!term) {
        problems.glossary.push(`${concept}: no ${locale} term`);
        continue;
      }
      const use = (term.use ?? [literally(term.term)]).map(pattern);
      const avoid = (term.avoid ?? []).map(pattern);
      for (const id of named) {
        const message = catalogues[locale][id];
        if (typeof message !== 'string' || (omit[locale] ?? []).includes(id)) continue;
        const text = words(message);
        const variant = avoid.map((rule) => text.match(rule)?.[0]).find(Boolean);
        if (variant)
          problems.glossary.push(
            `${locale} ${id}: "${variant}" for ${concept}, the glossary says "${term.term}"`,
          );
        else if (!use.some((rule) => rule.test(text)))
          problems.glossary.push(`${locale} ${id}: names ${concept} without "${term.term}": ${message}`);
      }
    }
  }
  for (const [locale, sources] of Object.entries(glossary.everywhere ?? {}))
    for (const [id, message] of Object.entries(catalogues[locale] ?? {}))
      for (const source of sources) {
        const found = typeof message === 'string' && words(message).match(pattern(source));
        if (found) problems.glossary.push(`${locale} ${id}: "${found[0]}" is not used in ${locale}`);
      }
  for (const locale of glossary.fullWidth ?? [])
    for (const [id, message] of Object.entries(catalogues[locale] ?? {})) {
      const found = typeof message === 'string' && literalText(message).match(/[,:;!?()]/);
      if (found) problems.glossary.push(`${locale} ${id}: half-width "${found[0]}" in ${message}`);
    }
  for (const [id, message] of Object.entries(english)) {
    const { numeric } = argumentsOf(message);
    if (!numeric.size) continue;
    for (const locale of locales) {
      const own = catalogues[locale][id];
      const bare =
        typeof own === 'string' ? [...argumentsOf(own).bare].filter((name) => numeric.has(name)) : [];
      if (bare.length)
        problems.glossary.push(
          `${locale} ${id}: {${bare.join('}, {')}} is a count: write {${bare[0]}, number} or a plural`,
        );
    }
  }
}

const LABELS = {
  placeholders: 'with other placeholders',
  oversize: `files over ${MAX_FILE} keys`,
  duplicate: 'in two files',
  misplaced: 'in another file than English',
  layout: 'flat catalogues',
};
/** How many messages each file holds: { funds: 137, … }. */
function count(fileOf) {
  const counts = {};
  for (const file of Object.values(fileOf)) counts[file] = (counts[file] ?? 0) + 1;
  return counts;
}
const counts = Object.entries(problems)
  .filter(
    ([kind, list]) =>
      kind === 'missing' || kind === 'oversize' || list.length || (kind === 'glossary' && glossary),
  )
  .map(
    ([kind, list]) =>
      `${list.length} ${LABELS[kind] ?? (kind === 'glossary' ? `off the glossary (${Object.keys(glossary.concepts).length} concepts)` : kind)}`,
  );
const largest = Math.max(...Object.values(files).flatMap((of) => Object.values(count(of))));
console.log(
  `locales: ${Object.keys(catalogues).length} catalogues, ${Object.keys(english).length} keys in ${new Set(Object.values(files[REFERENCE])).size} files (largest ${largest}), ${counts.join(', ')}`,
);
for (const [kind, list] of Object.entries(problems))
  for (const line of list) console.error(`  ${kind}: ${line}`);
process.exit(Object.values(problems).some((list) => list.length) ? 1 : 0);
