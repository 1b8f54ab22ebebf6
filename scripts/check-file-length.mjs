#!/usr/bin/env node
// The file-length check of `npm test`: no production file in src (.ts, .tsx, .css; tests excluded) is over
// 300 lines. The house aims at 250; past that a file is asking to be split along its seams, and the hard
// limit keeps one feature from growing a shared file without anyone deciding to. Prints how many files it
// read and the longest ones, and exits 1 naming every file over the limit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LIMIT = 300;
const AIM = 250;
const ROOT = process.argv[2] ?? 'src';

/** Every production source file under a folder, as a path relative to the project. */
function* productionFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* productionFiles(path);
    else if (/\.(ts|tsx|css)$/.test(entry.name) && !/\.test\.|\.d\.ts$/.test(entry.name)) yield path;
  }
}

/** Lines as an editor counts them: a final newline does not start another line. */
const lineCount = (text) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

const files = [...productionFiles(ROOT)]
  .map((path) => ({ path, lines: lineCount(readFileSync(path, 'utf8')) }))
  .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path));
const over = files.filter((f) => f.lines > LIMIT);
const near = files.filter((f) => f.lines > AIM && f.lines <= LIMIT);
const longest = files[0];

console.log(
  `file length: ${files.length} files, longest ${longest ? `${longest.path} (${longest.lines} lines)` : 'none'}, ${over.length} over ${LIMIT}`,
);
for (const { path, lines } of near)
  console.log(`  ${String(lines).padStart(4)}  ${path} (over the aim of ${AIM})`);
for (const { path, lines } of over)
  console.error(`  ${String(lines).padStart(4)}  ${path}: over ${LIMIT} lines, split it`);
process.exit(over.length ? 1 : 0);
