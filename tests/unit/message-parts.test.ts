import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalogue, partOf } from '../../scripts/build/precompile-messages';

const root = resolve(__dirname, '../..');
const english = JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8')) as Record<string, string>;

/** The module a relative specifier names, as the bundler resolves it (.ts, .tsx, index), or null. */
function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The source files that show before the whole catalogue has loaded: everything main.tsx reaches through
 * static imports, eager dynamic imports and React.lazy (not through the lazy parts, which wait for the
 * whole catalogue), and the first screen's folder. The in-page mock backend (src/mock) shows nothing and is left out.
 */
function firstLoadFiles(): string[] {
  const home = join(root, 'src/ui/screens/home');
  const roots = [
    join(root, 'src/main/main.tsx'),
    ...readdirSync(home)
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      .map((f) => join(home, f)),
  ];
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
      // Bundled with the entry and set up during the start (main.tsx).
      ...text.matchAll(/\bimport\(\s*\/\*\s*webpackMode:\s*"eager"\s*\*\/\s*'(\.[^']+)'\)/g),
    ].map((m) => m[1] as string);
    for (const specifier of specifiers) {
      const next = resolveModule(file, specifier);
      if (next) queue.push(next);
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

describe('the first part of the catalogues', () => {
  const files = firstLoadFiles();

  it('is found from main.tsx through the shell and home', () => {
    const names = files.map((f) => relative(root, f));
    expect(names).toContain('src/ui/app/shell.tsx');
    expect(names).toContain('src/ui/screens/home/home.screen.tsx');
    expect(names).toContain('src/ui/screens/auth/login-sheet.tsx');
    expect(names).toContain('src/ui/screens/auth/wrong-network-prompt.tsx');
    expect(names).not.toContain('src/ui/screens/trade/trade.screen.tsx');
  });

  it('holds every message the first screen and the shell use', () => {
    const screens = files.filter((file) => file.startsWith(join(root, 'src/ui')));
    const outside = screens.flatMap((file) =>
      idsIn(readFileSync(file, 'utf8'))
        .filter((id) => partOf(id) !== 'first')
        .map((id) => `${relative(root, file)}: ${id}`),
    );
    expect(outside).toEqual([]);
  });

  it('and the rest hold every message, once, as syntax trees', () => {
    const json = JSON.stringify(english);
    const first = JSON.parse(compileCatalogue(json, 'first'));
    const rest = JSON.parse(compileCatalogue(json, 'rest'));
    expect(Object.keys({ ...first, ...rest }).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(first).filter((id) => id in rest)).toEqual([]);
    expect(first['home.hero.lead']).toEqual([{ type: 0, value: english['home.hero.lead'] }]);
    expect(Object.keys(first).length).toBeLessThan(Object.keys(english).length / 3);
  });

  it('stops the build at a message that is not valid ICU, naming it', () => {
    expect(() =>
      compileCatalogue(JSON.stringify({ 'home.broken': 'a {count, plural, one {x}' }), null),
    ).toThrow('message "home.broken" is not valid ICU');
  });
});
