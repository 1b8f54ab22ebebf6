import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../scripts/build/precompile-messages';
import type { LazyFeature } from '../../src/application/shared/feature-loader.port';
import { FIRST_FILES, filesOf, LATER_FILES } from '../../src/ui/intl/message-files';
import { readCatalogue } from '../support/catalogue';

const root = resolve(__dirname, '../..');
const english = readCatalogue('en');
const idsOfFiles = (files: readonly string[]): Set<string> =>
  new Set(
    files.flatMap((file) =>
      Object.keys(JSON.parse(readFileSync(join(root, 'locales/en', `${file}.json`), 'utf8'))),
    ),
  );
const FIRST = idsOfFiles(FIRST_FILES);

/** The module a relative specifier names, as the bundler resolves it (.ts, .tsx, index), or null. */
function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** The UI files reachable from `roots` through static imports, eager imports and React.lazy (not lazy parts). */
function reachable(roots: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || file.startsWith(join(root, 'src/mock'))) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms),
      ...text.matchAll(/^import\s+'(\.[^']+)'/gm),
      ...text.matchAll(/\blazy\(\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g),
      // The shell's login sheet and wrong-network prompt: React.lazy with the login feature (shell.tsx).
      ...text.matchAll(/\bwithLogin\(\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g),
      ...text.matchAll(/\bimport\(\s*\/\*\s*webpackMode:\s*"eager"\s*\*\/\s*'(\.[^']+)'\)/g),
    ].map((m) => m[1] as string);
    for (const specifier of specifiers) {
      const next = resolveModule(file, specifier);
      if (next && !next.endsWith('.routes.ts')) queue.push(next);
    }
  }
  return [...seen].sort();
}

/** Message ids a file uses literally (id="x", id: 'x') and the fixed starts of ids built at run time (`x.${y}`). */
function idsIn(text: string): string[] {
  return [
    ...[...text.matchAll(/\bid[=:]\s*\{?\s*['"]([a-z][\w-]*\.[\w.-]+)['"]/g)].map((m) => m[1] as string),
    ...[...text.matchAll(/\bid[=:]\s*\{?\s*`([a-z][\w-]*\.[\w.-]*)\$\{/g)].map((m) => m[1] as string),
  ];
}
/** The ids `files` use that `held` lacks (a start of an id counts when some held id begins with it). */
function outside(files: string[], held: Set<string>): string[] {
  const ui = files.filter((file) => file.startsWith(join(root, 'src/ui')));
  return ui.flatMap((file) =>
    idsIn(readFileSync(file, 'utf8'))
      .filter((id) => !(held.has(id) || [...held].some((h) => id.endsWith('.') && h.startsWith(id))))
      .map((id) => `${relative(root, file)}: ${id}`),
  );
}

describe('the first part', () => {
  const home = join(root, 'src/ui/screens/home');
  const files = reachable([
    join(root, 'src/main/main.tsx'),
    ...readdirSync(home)
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .map((f) => join(home, f)),
  ]);

  it('is found from main.tsx through the shell and home', () => {
    const names = files.map((f) => relative(root, f));
    expect(names).toContain('src/ui/app/shell.tsx');
    expect(names).toContain('src/ui/screens/home/home.screen.tsx');
    expect(names).toContain('src/ui/screens/auth/login-sheet.tsx');
    expect(names).not.toContain('src/ui/screens/trade/trade.screen.tsx');
  });

  it('holds every message the first screen and the shell use', () => {
    expect(outside(files, FIRST)).toEqual([]);
  });

  it('is a third of the messages at most', () => {
    expect(FIRST.size).toBeLessThan(Object.keys(english).length / 3);
  });

  it('is the files the build merges and the later loader leaves out (messages.ts, later-messages.ts)', () => {
    const later = readFileSync(join(root, 'src/ui/intl/later-messages.ts'), 'utf8');
    expect(later).toContain(`\\/(${[...FIRST_FILES].sort().join('|')})\\.json$`);
    expect([...LATER_FILES, ...FIRST_FILES].sort()).toEqual(
      readdirSync(join(root, 'locales/en'))
        .map((f) => f.replace(/\.json$/, ''))
        .sort(),
    );
  });
});

describe('a route', () => {
  const routeFiles = readdirSync(join(root, 'src/ui/screens')).flatMap((feature) =>
    readdirSync(join(root, 'src/ui/screens', feature))
      .filter((f) => f.endsWith('.routes.ts'))
      .map((f) => join(root, 'src/ui/screens', feature, f)),
  );
  /** Each lazy part of a routes file: the screen it imports, its features, whether the first part does. */
  const parts = routeFiles.flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /\{([^{}]*?load:\s*\(\)\s*=>\s*import\('(\.[^']+)'\)[^{}]*?)\}/gs,
      ),
    ].map((m) => ({
      file,
      screen: resolveModule(file, m[2] as string) as string,
      first: /messages:\s*'first'/.test(m[1] as string),
      features: [...((m[1] as string).match(/features:\s*\[([^\]]*)\]/)?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
        (f) => f[1] as LazyFeature,
      ),
    })),
  );

  it('is found in every routes file', () => {
    expect(parts.length).toBeGreaterThan(40);
  });

  it('shows only messages of the files it loads with (first part, shared, its features)', () => {
    const missing = parts.flatMap((part) => {
      const held = part.first ? FIRST : new Set([...FIRST, ...idsOfFiles(filesOf(part.features))]);
      return outside(reachable([part.screen]), held);
    });
    expect(missing).toEqual([]);
  });
});

describe('compiling', () => {
  it('turns every message into its syntax tree', () => {
    const compiled = JSON.parse(
      compileCatalogue(JSON.stringify({ 'home.hero.lead': english['home.hero.lead'] })),
    );
    expect(compiled['home.hero.lead']).toEqual([{ type: 0, value: english['home.hero.lead'] }]);
  });

  it('stops the build at a message that is not valid ICU, naming it', () => {
    expect(() => compileCatalogue(JSON.stringify({ 'home.broken': 'a {count, plural, one {x}' }))).toThrow(
      'message "home.broken" is not valid ICU',
    );
  });
});
