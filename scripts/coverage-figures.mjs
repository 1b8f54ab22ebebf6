#!/usr/bin/env node
// Prints line coverage per layer from coverage/coverage-summary.json (written by `vitest run --coverage`)
// and fails when src/domain or src/adapters is below 90 %.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const BAR = 90;
const summary = JSON.parse(readFileSync('coverage/coverage-summary.json', 'utf8'));
const layers = new Map();
for (const [file, figures] of Object.entries(summary)) {
  if (file === 'total') continue;
  const layer = relative(process.cwd(), file).split('/').slice(0, 2).join('/');
  const sum = layers.get(layer) ?? { covered: 0, total: 0 };
  sum.covered += figures.lines.covered;
  sum.total += figures.lines.total;
  layers.set(layer, sum);
}
let failing = false;
for (const [layer, { covered, total }] of [...layers].sort()) {
  const pct = total ? (100 * covered) / total : 100;
  const gated = layer === 'src/domain' || layer === 'src/adapters';
  if (gated && pct < BAR) failing = true;
  console.log(
    `line coverage ${layer}: ${pct.toFixed(1)} % (${covered}/${total})${gated ? ` [bar ${BAR} %]` : ''}`,
  );
}
process.exit(failing ? 1 : 0);
