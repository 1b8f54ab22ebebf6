#!/usr/bin/env node
// `npm run new-feature -- <name>`: a new feature's whole column in the house's shapes (domain entity and rule,
// port and use case, catalogue schema and HTTP adapter, mock slice with provider states, screen with its
// view-model and route, container module, fake, messages in ten languages, unit and contract tests:
// scripts/features/templates.mjs), its one line in the feature manifest (src/application/shared/features.ts),
// then the derived files: the feature registries (npm run features), the Pact contract (the consumer tests)
// and the API documents in contracts/.
// It changes no other existing file. docs/adding-a-feature.md says what to do next.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest } from './features/derive.mjs';
import { filesOf, LANGS, messagesOf, namesOf } from './features/templates.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MANIFEST = 'src/application/shared/features.ts';

const refuse = (why) => {
  console.error(`new-feature: ${why}`);
  process.exit(1);
};

const name = process.argv[2];
if (!name) refuse('usage: npm run new-feature -- <name>   (kebab-case, e.g. gift-cards)');
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
  refuse(`"${name}" is not kebab-case (a-z, 0-9, single dashes)`);
if (readManifest(ROOT).some(([existing]) => existing === name)) refuse(`the manifest has "${name}" already`);
const n = namesOf(name);

const files = { ...filesOf(n) };
for (const lang of LANGS) files[`locales/${lang}/${name}.json`] = messagesOf(n, lang);
const taken = Object.keys(files).filter((path) => existsSync(join(ROOT, path)));
for (const dir of [
  `src/domain/${name}`,
  `src/application/${name}`,
  `src/mock/${name}`,
  `src/ui/screens/${name}`,
])
  if (existsSync(join(ROOT, dir))) taken.push(dir);
if (taken.length > 0) refuse(`these exist already: ${taken.join(', ')}`);
const english = readdirSync(join(ROOT, 'locales/en')).filter((file) => file.endsWith('.json'));
const clash = english.flatMap((file) =>
  Object.keys(JSON.parse(readFileSync(join(ROOT, 'locales/en', file), 'utf8')))
    .filter((id) => id.startsWith(`${n.c}.`))
    .map((id) => `${id} (${file})`),
);
if (clash.length > 0) refuse(`message ids of "${n.c}." exist already: ${clash.join(', ')}`);

for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(ROOT, path)), { recursive: true });
  writeFileSync(join(ROOT, path), text);
}

// The manifest line, last of FEATURES.
const manifestPath = join(ROOT, MANIFEST);
const manifest = readFileSync(manifestPath, 'utf8');
const end = '\n} as const satisfies';
if (!manifest.includes(end)) refuse(`${MANIFEST}: no end of FEATURES found`);
const key = /^[a-z][a-z0-9]*$/.test(name) ? name : `'${name}'`;
writeFileSync(
  manifestPath,
  manifest.replace(
    end,
    `\n  ${key}: { module: 'lazy', routes: true, endpoints: true, mock: true, menu: '/${name}' },${end}`,
  ),
);

const run = (command, args) => {
  const done = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (done.status !== 0) refuse(`${command} ${args.join(' ')} failed`);
};
run(join(ROOT, 'node_modules/.bin/biome'), [
  'check',
  '--write',
  ...Object.keys(files).filter((p) => !p.endsWith('.json')),
]);
run('node', ['scripts/features/derive.mjs']);
// The contract (contracts/nadi-app-nadi-api.json) is written by the whole consumer suite, the new feature's
// Pact test among them; the API documents are written from it.
const consumer = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.contract.config.ts'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
});
if (consumer.status !== 0)
  console.error('new-feature: the Pact consumer tests failed; contracts/ may be stale');
run('npx', ['tsx', 'scripts/api-catalogue.ts']);

console.log(`
new feature "${name}": ${Object.keys(files).length} files, its manifest line, the registries and contracts/ written.
Its screen /${name} is in the side menu. Next: write its real calls and words, and run npm test
(docs/adding-a-feature.md).`);
