#!/usr/bin/env node
// Prints line and branch coverage per part of src from coverage/coverage-summary.json (written by
// `vitest run --coverage`, which measures the parts of vitest.config.ts) and fails when src/domain or
// src/adapters is below 90 % of lines. A file that no part claims is printed as "other", so a figure
// never silently leaves files out.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const BAR = 90;
const PARTS = [
  { name: 'domain', path: /^src\/domain\//, gated: true },
  { name: 'application', path: /^src\/application\// },
  { name: 'adapters', path: /^src\/adapters\//, gated: true },
  { name: 'mock', path: /^src\/mock\// },
  { name: 'ui view-models', path: /^src\/ui\/.*\.vm\.ts$/ },
];

const summary = JSON.parse(readFileSync('coverage/coverage-summary.json', 'utf8'));
const sums = new Map();
for (const [file, figures] of Object.entries(summary)) {
  if (file === 'total') continue;
  const path = relative(process.cwd(), file).replaceAll('\\', '/');
  const name = PARTS.find((part) => part.path.test(path))?.name ?? 'other';
  const sum = sums.get(name) ?? { files: 0, untested: 0, lines: [0, 0], branches: [0, 0] };
  sum.files += 1;
  if (figures.lines.total > 0 && figures.lines.covered === 0) sum.untested += 1;
  sum.lines[0] += figures.lines.covered;
  sum.lines[1] += figures.lines.total;
  sum.branches[0] += figures.branches.covered;
  sum.branches[1] += figures.branches.total;
  sums.set(name, sum);
}

const percent = ([covered, total]) => (total ? (100 * covered) / total : 100);
let failing = false;
for (const { name, gated } of [...PARTS, { name: 'other' }]) {
  const sum = sums.get(name);
  if (!sum) continue;
  const lines = percent(sum.lines);
  if (gated && lines < BAR) failing = true;
  console.log(
    `coverage ${name.padEnd(14)} lines ${lines.toFixed(1).padStart(5)} % (${sum.lines.join('/')}), ` +
      `branches ${percent(sum.branches).toFixed(1).padStart(5)} % (${sum.branches.join('/')}), ` +
      `${sum.files} files, ${sum.untested} never run${gated ? ` [bar ${BAR} % of lines]` : ''}`,
  );
}
process.exit(failing ? 1 : 0);
