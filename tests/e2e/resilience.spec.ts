import { expect, test } from '@playwright/test';
import { freshStart, loginWithDemoWallet } from './helpers';

test('a screen whose download fails says so, and a retry downloads it again: never a blank app', async ({
  page,
}) => {
  const errors = await freshStart(page);
  await page.goto('/#/index');
  await loginWithDemoWallet(page);

  // Every lazy chunk fails once, as on a dropped connection.
  const aborted = new Set<string>();
  await page.route('**/static/**/async/**', async (route) => {
    const url = route.request().url();
    if (aborted.has(url)) return route.continue();
    aborted.add(url);
    return route.abort('internetdisconnected');
  });
  await page.goto('/#/trade');
  const failed = page.getByTestId('load-failed');
  await expect(failed).toContainText('Failed to load.');
  // The shell around it stays usable: header and menu are there.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(aborted.size).toBeGreaterThan(0);

  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('feed-status')).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(errors).toEqual([]);
});
