#!/usr/bin/env node
// The production install carries no command-line tools or HTTP clients that the app never runs. nutui lists
// the `codesandbox` CLI (and with it axios 0.18, with known vulnerabilities) among its dependencies; package.json's
// `overrides` puts an empty package in its place. This fails when that slot holds anything but the empty
// package, or when axios (or any package on the deny list) is back in the production tree.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DENIED = new Set(['axios', 'codesandbox-import-utils', 'inquirer', 'commander', 'update-notifier']);
const EMPTY = 'empty-npm-package';

const tree = JSON.parse(
  execFileSync('npm', ['ls', '--omit=dev', '--all', '--json', '--long'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  }),
);
const problems = [];
let slots = 0;
const walk = (node, trail) => {
  for (const [name, child] of Object.entries(node.dependencies ?? {})) {
    const here = [...trail, `${name}@${child.version ?? '?'}`];
    if (DENIED.has(name)) problems.push(`${here.join(' > ')} is in the production install`);
    if (name === 'codesandbox') {
      slots++;
      if (child.name !== EMPTY) problems.push(`${here.join(' > ')} is ${child.name}, not ${EMPTY}`);
      else if (child.path) {
        // The stand-in: a package.json with no dependencies and a 97-byte index.js that nothing imports.
        const manifest = JSON.parse(readFileSync(join(child.path, 'package.json'), 'utf8'));
        const bytes = readdirSync(child.path).reduce(
          (sum, file) => sum + statSync(join(child.path, file)).size,
          0,
        );
        if (Object.keys(manifest.dependencies ?? {}).length) problems.push(`${child.path} has dependencies`);
        if (bytes > 1024) problems.push(`${child.path} holds ${bytes} bytes, more than the empty package`);
      }
    }
    walk(child, here);
  }
};
walk(tree, []);
if (problems.length) {
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`production install: no denied package; codesandbox slots ${slots}, each the empty package`);
