import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Language, openLoggedIn, type ScreenData, seedScreens } from './built-screens';

/**
 * Every shop screen is found by tapping, starting from home: the gold shop and the cars from home's quick
 * links, the side menu and the mall's row of shops; each shop's orders and release records one tap from
 * it. Only the first address is typed (home); every move after it is a tap on a link (`<a href>`, looked up
 * by its href, so that the same walk runs in any language) or on the header's back button.
 */

let data: ScreenData;
test.beforeEach(async ({ request }) => {
  data = await seedScreens(request);
});

/** The page on screen (kept-alive pages stay mounted, hidden). */
const onScreen = (page: Page): Locator => page.locator('.page:not([hidden])');

/** Taps the link on screen that goes to `hash` (`#/shop`), in `within` when given, and waits to be there. */
async function tapLink(page: Page, hash: string, arrive: RegExp, within?: Locator): Promise<void> {
  const link = (within ?? onScreen(page)).locator(`a[href="${hash}"]`).first();
  await link.click();
  await expect(page).toHaveURL(arrive);
}

/** Taps the header's back button and waits for `arrive`. */
async function tapBack(page: Page, arrive: RegExp): Promise<void> {
  await page.locator('.app-header .icon-button').first().click();
  await expect(page).toHaveURL(arrive);
}

for (const lang of ['en', 'zhTw'] as const satisfies readonly Language[]) {
  test(`from home to every shop screen by taps only (${lang})`, async ({ page }) => {
    await openLoggedIn(page, data, lang);
    await expect(page).toHaveURL(/#\/index$/);

    // Home's quick links name the gold shop and the cars.
    const quick = onScreen(page).locator('nav.quick-links');
    await tapLink(page, '#/shop', /#\/shop$/, quick);

    // The gold shop: its orders and release records are one tap away, a goods item leads to its order.
    await tapLink(page, '#/shop/orderList', /#\/shop\/orderList$/);
    await tapBack(page, /#\/shop$/);
    await tapLink(page, '#/shop/orderRelease', /#\/shop\/orderRelease$/);
    await tapBack(page, /#\/shop$/);
    await onScreen(page).getByTestId('gold-goods').first().click();
    await expect(page).toHaveURL(/#\/shop\/detail\/\d+$/);
    await onScreen(page).getByTestId('gold-buy').click();
    await expect(page).toHaveURL(/#\/shop\/orderConfirm\?goods=\d+&num=1$/);
    await tapBack(page, /#\/shop\/detail\/\d+$/);
    await tapBack(page, /#\/shop$/);

    // The row of shops: from gold to cars; the cars' release records and an application one tap away.
    const shops = onScreen(page).locator('nav.shop-sections');
    await expect(shops.locator('a')).toHaveCount(3);
    await expect(shops.locator('a[aria-current="page"]')).toHaveAttribute('href', '#/shop');
    await tapLink(page, '#/cars', /#\/cars$/, shops);
    await tapLink(page, '#/car/carRelease', /#\/car\/carRelease$/);
    await tapBack(page, /#\/cars$/);
    await onScreen(page).getByTestId('car-card').first().click();
    await expect(page).toHaveURL(/#\/apply\?car=\d+$/);
    await tapBack(page, /#\/cars$/);

    // From cars to the devices (the mall): a device, my orders, one order.
    await tapLink(page, '#/mall', /#\/mall$/, onScreen(page).locator('nav.shop-sections'));
    await onScreen(page).getByTestId('mall-goods').first().click();
    await expect(page).toHaveURL(/#\/mall\/detail\/\d+$/);
    await onScreen(page).getByTestId('buy').click();
    await expect(page).toHaveURL(/#\/mall\/orderConfirm\?goods=\d+&num=1$/);
    await tapBack(page, /#\/mall\/detail\/\d+$/);
    await tapBack(page, /#\/mall$/);
    await tapLink(page, '#/mall/orderList', /#\/mall\/orderList$/);
    await onScreen(page).getByTestId('mall-order').first().locator('a[href^="#/mall/orderDetail"]').click();
    await expect(page).toHaveURL(/#\/mall\/orderDetail\?id=\d+$/);
    await tapBack(page, /#\/mall\/orderList$/);
    await tapBack(page, /#\/mall$/);

    // The mall's row leads to the gold shop too, and the side menu names both shops.
    await tapLink(page, '#/shop', /#\/shop$/, onScreen(page).locator('nav.shop-sections'));
    await tapBack(page, /#\/mall$/);
    const menu = page.getByTestId('side-menu');
    for (const [hash, arrive] of [
      ['#/shop', /#\/shop$/],
      ['#/cars', /#\/cars$/],
    ] as const) {
      await page.locator('.app-header .icon-button').first().click();
      await expect(menu).toBeVisible();
      await tapLink(page, hash, arrive, menu);
      await expect(menu).toBeHidden();
      await tapBack(page, /#\/mall$/);
    }
  });
}

test('the ways in are links with their words, and the opening screen leads home by a link', async ({
  page,
}) => {
  await openLoggedIn(page, data, 'en');
  const quick = onScreen(page).locator('nav.quick-links');
  await expect(quick.getByRole('link', { name: 'Gold' })).toHaveAttribute('href', '#/shop');
  await expect(quick.getByRole('link', { name: 'Cars' })).toHaveAttribute('href', '#/cars');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('link', { name: 'Gold shop' })).toHaveAttribute('href', '#/shop');
  await expect(menu.getByRole('link', { name: 'Cars' })).toHaveAttribute('href', '#/cars');
  await menu.getByRole('link', { name: 'Mall' }).click();
  const shops = onScreen(page).getByRole('navigation', { name: 'Shops' });
  await expect(shops.getByRole('link')).toHaveText(['Devices', 'Gold', 'Cars']);
  await expect(shops.getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
  await shops.getByRole('link', { name: 'Gold' }).click();
  await expect(onScreen(page).getByRole('link', { name: 'Gold orders' })).toHaveAttribute(
    'href',
    '#/shop/orderList',
  );
  await expect(onScreen(page).getByRole('link', { name: 'Release records' })).toHaveAttribute(
    'href',
    '#/shop/orderRelease',
  );
  await page.goto('/#/open_screen');
  await page.getByRole('link', { name: 'Enter' }).click();
  await expect(page).toHaveURL(/#\/index$/);
});
