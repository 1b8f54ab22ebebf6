import { describe, expect, it } from 'vitest';
import { filterRegions, MARKET_REGIONS, regionName, regionOptions } from './regions';

describe('regionOptions', () => {
  it('puts the markets first in their order, then every other region alphabetically', () => {
    const list = regionOptions('en');
    expect(list.slice(0, MARKET_REGIONS.length).map((r) => r.code)).toEqual([...MARKET_REGIONS]);
    const rest = list.slice(MARKET_REGIONS.length);
    expect(rest.every((r) => !r.market)).toBe(true);
    expect(rest.map((r) => r.name)).toEqual(
      [...rest.map((r) => r.name)].sort(new Intl.Collator('en').compare),
    );
    expect(new Set(list.map((r) => r.code)).size).toBe(list.length);
    expect(list.find((r) => r.code === 'TH')).toEqual({
      code: 'TH',
      name: 'Thailand',
      callingCode: '+66',
      market: true,
    });
  });

  it('names the regions in the given language', () => {
    expect(regionName('zh-TW', 'TW')).toBe('台灣');
    expect(regionName('vi', 'VN')).toBe('Việt Nam');
    expect(regionName('th', 'JP')).toBe('ญี่ปุ่น');
  });
});

describe('filterRegions', () => {
  const list = regionOptions('pt-BR');
  it.each([
    ['', list.length],
    ['  ', list.length],
  ])('%j matches everything', (query, count) => {
    expect(filterRegions(list, query)).toHaveLength(count);
  });

  it('matches names without accents or case, codes and calling codes', () => {
    expect(filterRegions(list, 'japao').map((r) => r.code)).toEqual(['JP']);
    expect(filterRegions(list, 'BR').map((r) => r.code)).toContain('BR');
    expect(filterRegions(list, '+55').map((r) => r.code)).toEqual(['BR']);
    expect(filterRegions(list, '886').map((r) => r.code)).toEqual(['TW']);
  });
});
