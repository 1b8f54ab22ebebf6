import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/language/language';
import { CARS } from '../car/car.seed';
import { CAR_TEXTS } from '../car/car-content';
import { MACHINES } from '../mall/mall.handlers';
import { DEVICE_TEXTS } from '../mall/mall-content';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';
import { GOLD_GOODS } from './gold.seed';
import { GOLD_TEXTS } from './gold-content';

/** The shops' words answer in the request's language (issue 37 item 5): gold, cars and devices. */

async function shopper() {
  const { backend } = makeBackend();
  const token = await login(backend, seededWallet(10001));
  return async (path: string, lang?: string) =>
    (await call(backend, 'GET', `/api/v1/${path}`, { token, ...(lang ? { headers: { lang } } : {}) })).json
      .data;
}

describe('shop content in the request’s language', () => {
  it('answers the gold categories, goods and descriptions in zh-TW (the default) and in English', async () => {
    const get = await shopper();
    expect(await get('gold/categoryList', 'TW')).toEqual([
      { id: 1, name: '金條' },
      { id: 2, name: '飾品' },
      { id: 3, name: '金庫黃金' },
    ]);
    expect((await get('gold/categoryList', 'EN'))[0]).toEqual({ id: 1, name: 'Gold bars' });
    expect((await get('gold/categoryList'))[0].name).toBe('金條');
    const list = 'gold/goodsList?page=1&page_size=10&category_id=1';
    const tw = await get(list, 'TW');
    const en = await get(list, 'EN');
    expect(tw.list[0]).toMatchObject({ name: 'NADI 金條 10 克', specification: '10 克 · 999.9 純金' });
    expect(en.list[0]).toMatchObject({ name: 'NADI bar 10 g', specification: '10 g · 999.9 fine gold' });
    // Only the words differ: ids, prices, stock and pictures are the same in every language.
    const wordless = (g: Record<string, unknown>) => ({ ...g, name: '', specification: '' });
    expect(tw.list.map(wordless)).toEqual(en.list.map(wordless));
    expect((await get('gold/goodsDetail?id=1', 'TW')).content).toContain('純金壓製金條');
    expect((await get('gold/goodsDetail?id=1', 'EN')).content).toContain('sealed with its assay card');
    expect((await get('gold/goodsDetail?id=3', 'JP')).content).toContain('<script>');
  });

  it('answers the cars’ and devices’ specifications and descriptions in the language, names kept', async () => {
    const get = await shopper();
    expect((await get('car/goodsDetail?id=1', 'TW')).content).toContain('電動掀背車');
    expect((await get('car/goodsDetail?id=1', 'EN')).specification).toBe('5 seats · 420 km range');
    expect((await get('car/goodsList', 'TW'))[0]).toMatchObject({
      name: 'NADI EV Alpha',
      specification: '5 座 · 續航 420 公里',
    });
    expect((await get('machine/goodsDetail?id=1', 'TW')).content).toContain('邊充電邊挖礦');
    expect((await get('machine/goodsDetail?id=1', 'EN')).content).toContain('Mines while it charges');
  });

  it('has every shop text in all ten languages, and English as the seeds have it', () => {
    for (const locale of LOCALES) {
      expect(GOLD_TEXTS[locale].categories).toHaveLength(3);
      for (const g of GOLD_GOODS) expect(GOLD_TEXTS[locale].goods[g.id]?.[2]).toMatch(/^<p>/);
      for (const c of CARS) expect(CAR_TEXTS[locale][c.id]?.[1]).toMatch(/^<p>/);
      for (const m of MACHINES) expect(DEVICE_TEXTS[locale][m.id]?.[1]).toMatch(/^<(p|h3)>/);
    }
    for (const g of GOLD_GOODS)
      expect(GOLD_TEXTS.en.goods[g.id]).toEqual([g.name, g.specification, g.content]);
    for (const c of CARS) expect(CAR_TEXTS.en[c.id]).toEqual([c.specification, c.content]);
    for (const m of MACHINES) expect(DEVICE_TEXTS.en[m.id]).toEqual([m.specification, m.content]);
  });
});
