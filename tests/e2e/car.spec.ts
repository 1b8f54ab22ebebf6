import { expect, test } from '@playwright/test';
import { logInFresh, watchErrors } from './api-session';
import { fault, mockControl } from './helpers';
import { wordsInPictures } from './pictures';

let errors: string[] = [];
test.beforeEach(async ({ page, request }) => {
  await mockControl(request, 'reset');
  errors = watchErrors(page);
});
test.afterEach(() => {
  expect(errors).toEqual([]);
});

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from('\x89PNG demo licence') });

test('a car application with an uploaded document: fails, sent, rejected with a reason, resubmitted, approved', async ({
  page,
  request,
}) => {
  await logInFresh(page, request);
  await page.goto('/#/cars');
  const cars = page.getByTestId('car-card');
  await expect(cars).toHaveCount(3);
  await cars.filter({ hasText: 'NADI EV Alpha' }).click();
  await expect(page).toHaveURL(/#\/apply\?car=1$/);
  await expect(page.getByTestId('car-detail')).toContainText('25,000 USDT');
  await expect(page.getByTestId('car-content')).toContainText('Fast charging');

  const form = page.getByTestId('car-form');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('alert')).toHaveCount(3);

  await form.getByLabel('Full name').fill('Somchai Jaidee');
  await form.getByLabel('Phone region').selectOption('TH');
  await form.getByLabel('Mobile phone').fill('02 123 4567'); // a landline
  await form.locator('#car-document').setInputFiles(png('licence.png'));
  await expect(form.getByTestId('car-documents')).toContainText('licence.png');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Enter a valid mobile phone number')).toBeVisible();
  await form.getByLabel('Mobile phone').fill('081 234 5678');

  // The call fails: the spec's "car application failed", and the form keeps what was typed.
  await fault(page, 'car.apply', 'http500');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByRole('alert')).toContainText('Car application failed.');
  await expect(form.getByLabel('Full name')).toHaveValue('Somchai Jaidee');
  await form.getByRole('button', { name: 'Send application' }).click();
  const application = page.getByTestId('car-application');
  await expect(application.getByTestId('car-application-state')).toHaveText('Pending review');
  await expect(form).toHaveCount(0);

  await mockControl(request, 'car/review', {
    decision: 'reject',
    reason: 'The licence photo is unreadable.',
  });
  await page.reload();
  await expect(application.getByTestId('car-application-state')).toHaveText('Rejected');
  await expect(page.getByTestId('car-reject-reason')).toContainText('The licence photo is unreadable.');
  await expect(form.getByLabel('Full name')).toHaveValue('Somchai Jaidee');
  await expect(form.getByLabel('Mobile phone')).toHaveValue('812345678');
  await form.locator('#car-document').setInputFiles(png('licence-sharp.png'));
  await expect(form.getByTestId('car-documents')).toContainText('licence-sharp.png');
  await form.getByRole('button', { name: 'Send again' }).click();
  await expect(application.getByTestId('car-application-state')).toHaveText('Pending review');

  await mockControl(request, 'car/review', { decision: 'approve' });
  await page.goto('/#/cars');
  await expect(cars.filter({ hasText: 'NADI EV Alpha' }).getByTestId('car-application-status')).toHaveText(
    'Approved',
  );
  await page.getByRole('link', { name: 'Car release records' }).click();
  const record = page.getByTestId('release-record');
  await expect(record).toContainText('NADI EV Alpha');
  await expect(record).toContainText('25,000 USDT');
  await expect(record.getByTestId('release-status')).toHaveText('Releasing');
});

for (const [lang, specification] of [
  ['zhTw', '5 座 · 續航 420 公里'],
  ['en', '5 seats · 420 km range'],
] as const) {
  test(`the car shop's pictures carry no words (${lang})`, async ({ page, request }) => {
    await logInFresh(page, request);
    // After logInFresh's English: the language this run is about.
    await page.addInitScript((lang) => window.localStorage.setItem('lang', lang), lang);
    await page.goto('/#/cars');
    const cars = page.getByTestId('car-card');
    await expect(cars).toHaveCount(3);
    await expect(cars.first()).toContainText(specification);
    expect(await wordsInPictures(cars.locator('img'))).toEqual([]);
    await cars.first().click();
    await expect(page).toHaveURL(/#\/apply\?car=1$/);
    await expect(page.locator('img.shop-hero')).toBeVisible();
    expect(await wordsInPictures(page.locator('img.shop-hero'))).toEqual([]);
  });
}
