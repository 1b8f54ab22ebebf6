import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPartOf } from '../../scripts/build/precompile-messages';
import { menuRegistry } from '../../scripts/features/derive.mjs';
import { MENU, routeOfPathname } from '../../src/ui/app/route-table';
import { readCatalogue } from '../support/catalogue';

describe("a feature's screen in the side menu (the manifest's `menu`)", () => {
  it('is derived into an entry after the built-in ones, labelled with the feature title, and names its file', () => {
    const text = menuRegistry([
      ['mall', { module: 'lazy', routes: true }],
      ['gift-cards', { module: 'lazy', routes: true, menu: '/gift-cards' }],
    ]);
    expect(text).toContain("{ key: 'gift-cards', label: 'giftCards.title', to: '/gift-cards' },");
    expect(text).toContain("'giftCards.title': 'gift-cards',");
    expect(text).not.toContain("key: 'mall'");
  });

  it("puts the label, and only the label, of a feature's own file into the first part", () => {
    const folder = mkdtempSync(join(tmpdir(), 'first-part-'));
    writeFileSync(join(folder, 'shell.json'), JSON.stringify({ 'menu.home': 'Home' }));
    writeFileSync(
      join(folder, 'gift-cards.json'),
      JSON.stringify({ 'giftCards.title': 'Gift cards', 'giftCards.empty': 'None yet.' }),
    );
    const { messages, files } = firstPartOf(folder, ['shell'], { 'giftCards.title': 'gift-cards' });
    expect(messages).toEqual({ 'menu.home': 'Home', 'giftCards.title': 'Gift cards' });
    expect(files).toEqual([join(folder, 'shell.json'), join(folder, 'gift-cards.json')]);
  });

  it('sends every menu entry, derived ones included, to a route, with a label English has', () => {
    const english = readCatalogue('en');
    for (const item of MENU) {
      if (item.to !== 'language') expect(routeOfPathname(item.to), item.to).toBeDefined();
      expect(english[item.label], item.label).toBeDefined();
    }
  });
});
