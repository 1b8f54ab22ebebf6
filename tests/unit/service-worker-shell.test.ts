import { describe, expect, it } from 'vitest';
import { shellAssets } from '../../scripts/build/service-worker';

const PAGE = `<html lang="zh-TW"><head><link href="/static/css/index.1.css" rel="stylesheet"><script>(function (s) {})({"locales":["en","zhTw","th"],"defaultLocale":"zhTw","scripts":["/static/js/index.1.js"],"preloads":["/static/js/async/home.1.js"],"messages":{"en":"/static/js/async/messages-en-first.1.js","zhTw":"/static/js/async/messages-zhTw-first.1.js","th":"/static/js/async/messages-th-first.1.js"}});</script></head><body></body></html>`;

describe('the service worker precache of the first load', () => {
  it("takes the page's scripts and the default language's first messages, no other language's", () => {
    expect(shellAssets(PAGE)).toEqual([
      'static/css/index.1.css',
      'static/js/async/home.1.js',
      'static/js/async/messages-zhTw-first.1.js',
      'static/js/index.1.js',
    ]);
  });
});
