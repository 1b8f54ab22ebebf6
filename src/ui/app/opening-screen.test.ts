import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INSTALLED_START_HASH, openingScreenStart } from './opening-screen';

describe('when the opening screen shows', () => {
  it('is where the installed app starts', () => {
    const manifest = readFileSync(new URL('../../../public/manifest.webmanifest', import.meta.url), 'utf8');
    expect((JSON.parse(manifest) as { start_url: string }).start_url).toBe(`/${INSTALLED_START_HASH}`);
  });

  it('shows at the installed app first start, once, then the app starts at home', () => {
    expect(openingScreenStart(INSTALLED_START_HASH, false)).toEqual({ hash: null, markSeen: true });
    expect(openingScreenStart(INSTALLED_START_HASH, true)).toEqual({ hash: '#/index', markSeen: false });
  });

  it('leaves every other address alone, /open_screen opened by hand included', () => {
    for (const hash of ['', '#/index', '#/open_screen', '#/mall', '#/index?code=ABC']) {
      expect(openingScreenStart(hash, true)).toEqual({ hash: null, markSeen: false });
      expect(openingScreenStart(hash, false)).toEqual({ hash: null, markSeen: false });
    }
  });
});
