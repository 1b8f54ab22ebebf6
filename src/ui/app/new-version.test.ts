import { describe, expect, it } from 'vitest';
import {
  causeOfLoadFailure,
  claimReload,
  RELOADED_FROM_KEY,
  runningBuild,
  startScriptsIn,
} from './new-version';

const A = '/static/js/index.aaaa2222.js /static/js/lib-react.aaaa1111.js';
const page = (html: string) => async () => ({ ok: true, text: async () => html });

describe('why a lazy screen failed to download (issue 37, item 1)', () => {
  it('reads the start scripts a page names, never the lazy chunks', () => {
    const html =
      '<script>var s={"scripts":["/static/js/index.aaaa2222.js","/static/js/lib-react.aaaa1111.js",' +
      '"/static/js/async/home.d2fd4963.js","/static/css/index.b4727a4f.css"]}</script>';
    expect(startScriptsIn(html).join(' ')).toBe(A);
    const scripts = [
      { src: '', textContent: html },
      { src: 'http://127.0.0.1:3000/static/js/index.aaaa2222.js', textContent: '' },
    ] as unknown as HTMLCollectionOf<HTMLScriptElement>;
    expect(runningBuild({ scripts })).toBe(A);
  });

  it('a host naming other start scripts has a new version', async () => {
    const fetchPage = page(
      '<script>["/static/js/index.bbbb2222.js","/static/js/lib-react.aaaa1111.js"]</script>',
    );
    expect(await causeOfLoadFailure({ build: A, online: true, fetchPage })).toBe('new-version');
  });

  it('blames the network only offline or with the host out of reach', async () => {
    const unreachable = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await causeOfLoadFailure({ build: A, online: true, fetchPage: unreachable })).toBe('network');
    expect(await causeOfLoadFailure({ build: A, online: false, fetchPage: page('') })).toBe('network');
    // The dev server has no build to compare with.
    expect(await causeOfLoadFailure({ build: '', online: true, fetchPage: page('') })).toBe('network');
  });

  it('the same build, a host error or a page that is not the app: the download itself failed', async () => {
    const same = page('<script>["/static/js/lib-react.aaaa1111.js","/static/js/index.aaaa2222.js"]</script>');
    expect(await causeOfLoadFailure({ build: A, online: true, fetchPage: same })).toBe('unknown');
    const portal = page('<html>Sign in to the Wi-Fi</html>');
    expect(await causeOfLoadFailure({ build: A, online: true, fetchPage: portal })).toBe('unknown');
    const failing = async () => ({ ok: false, text: async () => '' });
    expect(await causeOfLoadFailure({ build: A, online: true, fetchPage: failing })).toBe('unknown');
  });

  it('reloads once per build and tab session: never a loop', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    expect(claimReload(storage, A)).toBe(true);
    expect(stored.get(RELOADED_FROM_KEY)).toBe(A);
    expect(claimReload(storage, A)).toBe(false);
    // Reloaded into build B, which a later deployment replaces in turn: B may reload once too.
    expect(claimReload(storage, '/static/js/index.bbbb2222.js')).toBe(true);
    expect(claimReload(null, A)).toBe(false);
    expect(claimReload(storage, '')).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(claimReload(broken, A)).toBe(false);
  });
});
