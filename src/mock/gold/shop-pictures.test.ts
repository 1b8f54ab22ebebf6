import { describe, expect, it } from 'vitest';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';

/**
 * The shops' product pictures carry no words (issue 37 item 9): they are drawn once for every language, so a
 * word in them would be English on a zh-TW screen. Every picture the gold, car and mall calls answer, in
 * zh-TW and in English: a small SVG with no text in it.
 */

/** Every data-URI picture anywhere in an answer. */
function picturesIn(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('data:image/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(picturesIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(picturesIn);
  return [];
}

/** The SVG inside a `data:image/svg+xml` URI. */
const svgOf = (uri: string): string => {
  expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
  return decodeURIComponent(uri.slice(uri.indexOf(',') + 1));
};

/** A picture's words: the text of its `<text>` and `<tspan>` elements, and any foreign (HTML) content. */
const wordsIn = (svg: string): string[] =>
  [...svg.matchAll(/<(text|tspan|foreignObject)\b[^>]*>([^<]*)/g)].map((m) => `<${m[1]}>${m[2]}`);

/** Every picture of the three shops as a user with one unpaid order in each sees them. */
async function shopPictures(lang: string) {
  const { backend } = makeBackend();
  const token = await login(backend, seededWallet(10001));
  const headers = { lang };
  const get = async (path: string) =>
    (await call(backend, 'GET', `/api/v1/${path}`, { token, headers })).json.data;
  const post = async (path: string, body: unknown) =>
    (await call(backend, 'POST', `/api/v1/${path}`, { token, headers, body })).json.data;
  const lock = await post('gold/lockPrice', { goods_id: 5, num: 1 });
  await post('gold/createOrder', { lock_id: lock.lock_id });
  await post('preOrder/preOrder', { order_type: 1, goods_id: 1, num: 1, address_id: 1 });
  const each = async (ids: number[], path: string) =>
    (await Promise.all(ids.map((id) => get(`${path}?id=${id}`)))).flatMap(picturesIn);
  const page = 'page=1&page_size=10';
  return {
    goldList: picturesIn(await get(`gold/goodsList?${page}`)),
    goldDetail: await each([1, 2, 3, 4, 5, 6], 'gold/goodsDetail'),
    goldOrders: picturesIn(await get(`gold/orderList?${page}`)),
    carList: picturesIn(await get('car/goodsList')),
    carDetail: await each([1, 2, 3], 'car/goodsDetail'),
    mallList: picturesIn(await get('machine/goodsList')),
    mallDetail: await each([1, 2, 3], 'machine/goodsDetail'),
    mallOrders: picturesIn(await get(`machine/orderList?${page}`)),
  };
}

describe('the shops’ product pictures', () => {
  for (const lang of ['TW', 'EN']) {
    it(`carry no words and stay small, answered in ${lang}`, async () => {
      const pictures = await shopPictures(lang);
      // Each goods item's picture in the list, its detail's (the mall's front and back) and the orders'.
      expect(Object.fromEntries(Object.entries(pictures).map(([k, v]) => [k, v.length]))).toEqual({
        goldList: 6,
        goldDetail: 12,
        goldOrders: 1,
        carList: 3,
        carDetail: 6,
        mallList: 3,
        mallDetail: 9,
        mallOrders: 1,
      });
      for (const uri of Object.values(pictures).flat()) {
        const svg = svgOf(uri);
        expect(svg).toMatch(/^<svg /);
        expect(wordsIn(svg)).toEqual([]);
        expect(svg).not.toMatch(/<text|<tspan|<foreignObject/);
        expect(uri.length).toBeLessThan(4096);
      }
    });
  }

  it('draws each goods item its own picture, the same in every language', async () => {
    const tw = await shopPictures('TW');
    expect(await shopPictures('EN')).toEqual(tw);
    expect(new Set(tw.goldList).size).toBe(6);
    expect(new Set(tw.carList).size).toBe(3);
    // The mall's detail shows the device's front, then its back: two pictures, not one twice.
    const [, front, back] = tw.mallDetail;
    expect(front).toBe(tw.mallList[0]);
    expect(back).not.toBe(front);
  });
});
