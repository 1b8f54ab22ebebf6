import Decimal from 'decimal.js';
import { createIntl } from 'react-intl';
import { By, type WebDriver } from 'selenium-webdriver';
import { readCatalogue } from '../support/catalogue';
import {
  button,
  expectRoute,
  expectText,
  fill,
  heading,
  hidden,
  link,
  tap,
  testId,
  textOf,
  visible,
  waitFor,
} from './page';
import { APP_URL } from './servers';

/**
 * The WebKit journey of one language, step by step: what a person does on an iPhone, by taps only after the
 * first address, each step asserting what the screen shows. Every word is taken from the language's
 * catalogue (`locales/<lang>/*.json`), so the same journey runs in Traditional Chinese (the default) and English.
 * A fresh demo wallet is a new user: 1000 USDT in the fund account (its balance), 10000 USDT in the trade
 * account.
 */
export interface Step {
  readonly name: string;
  readonly run: () => Promise<void>;
}

export type JourneyLocale = 'zhTw' | 'en';

/** The `<html lang>` each language sets. */
const HTML_LANG: Record<JourneyLocale, string> = { zhTw: 'zh-TW', en: 'en' };

/** A translator over the language's catalogue, as the app formats its messages. */
export function translator(locale: JourneyLocale) {
  const messages = readCatalogue(locale);
  const intl = createIntl({ locale: HTML_LANG[locale], messages });
  return (id: string, values?: Record<string, string | number>) => {
    if (!(id in messages)) throw new Error(`no message ${id} in ${locale}`);
    return intl.formatMessage({ id }, values);
  };
}

/** An amount as text, with or without thousands grouping (the screens group some figures). */
const amount = (value: Decimal.Value) => {
  const [whole = '0', fraction] = new Decimal(value).toFixed().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',?');
  return `${grouped}${fraction ? `\\.${fraction}` : ''}`;
};
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function journey(driver: WebDriver, locale: JourneyLocale): Step[] {
  const t = translator(locale);
  const menu = () => visible(driver, testId('side-menu'), 'the side menu');
  const openMenu = async () => {
    await tap(driver, button(t('shell.openMenu')), 'the menu button');
    return menu();
  };
  const tab = async (id: string, route: RegExp, title: string) => {
    await tap(driver, By.xpath(`//nav[@class='tab-bar']//a[normalize-space(.)='${t(id)}']`), `the ${id} tab`);
    await expectRoute(driver, route);
    await expectText(driver, By.css('h1.app-title'), title, 'the screen title');
  };
  const opening = { fund: new Decimal(1000), trade: new Decimal(10000) };
  const moved = new Decimal(250);
  const nodePrice = new Decimal(500);

  return [
    {
      name: 'first visit: home in the language the browser leads to',
      run: async () => {
        await driver.get(`${APP_URL}/`);
        await expectRoute(driver, /^#\/index$/);
        await waitFor(`<html lang="${HTML_LANG[locale]}">`, async () =>
          (await driver.executeScript('return document.documentElement.lang')) === HTML_LANG[locale]
            ? true
            : undefined,
        );
        await expectText(driver, By.css('h1.app-title'), t('route.home'), 'the screen title');
        await visible(driver, button(t('auth.connectWallet')), 'the connect button');
        // Home's live parts: the node sale's quota and the NADI price from the mock.
        await expectText(driver, testId('node-quota'), /3,127 \/ 5,000/, 'the node quota');
        await expectText(driver, testId('nadi-price'), '0.0825 USDT', 'the NADI price');
        for (const id of ['tab.home', 'tab.mining', 'tab.mall', 'tab.wallet', 'tab.team', 'tab.invite']) {
          await visible(driver, By.xpath(`//nav[@class='tab-bar']/*[normalize-space(.)='${t(id)}']`), id);
        }
      },
    },
    {
      name: 'login with the demo wallet (a new wallet, no invite code)',
      run: async () => {
        const side = await openMenu();
        await tap(side, button(t('auth.connectWallet')), "the menu's connect button");
        const sheet = await visible(driver, testId('login-sheet'), 'the login sheet');
        await tap(sheet, button(t('auth.demoWallet'), true), 'the demo wallet');
        await visible(sheet, heading(t('auth.inviteCode.title')), 'the invite code question');
        await tap(sheet, button(t('auth.inviteCode.skip')), 'continue without a code');
        await hidden(driver, testId('login-sheet'), 'the login sheet');
        const card = await visible(driver, testId('user-card'), "home's account card");
        await expectText(
          card,
          testId('user-balance'),
          new RegExp(`^${amount(opening.fund)} USDT$`),
          'the balance',
        );
        // Logging out sits at the end of the side menu now, away from the name (issue 37, item 8).
        const menuNow = await openMenu();
        await visible(menuNow, button(t('auth.logout')), 'log out, in the menu');
        await tap(driver, button(t('common.close')), 'close the menu');
        await hidden(driver, testId('side-menu'), 'the side menu');
        await waitFor('the token kept for the session', async () =>
          (await driver.executeScript('return sessionStorage.getItem("token")')) ? true : undefined,
        );
      },
    },
    {
      name: 'the main screens by their tabs: mining, mall, wallet, team, home',
      run: async () => {
        await tab('tab.mining', /^#\/ming$/, t('route.mining'));
        await visible(driver, testId('kind-node'), 'the node mining card');
        await tab('tab.mall', /^#\/mall$/, t('route.mall'));
        await visible(driver, testId('mall-goods'), 'a product');
        await tab('tab.wallet', /^#\/wallet$/, t('route.wallet'));
        const fund = await visible(driver, testId('account-fund'), 'the fund account');
        await expectText(fund, By.css('h2'), t('enum.accountKind.fund'), 'its name');
        await expectText(
          driver,
          By.css('[data-testid="asset-fund-USDT"] [data-testid="available"]'),
          new RegExp(`^${amount(opening.fund)}$`),
        );
        await expectText(
          driver,
          By.css('[data-testid="asset-trade-USDT"] [data-testid="available"]'),
          new RegExp(`^${amount(opening.trade)}$`),
        );
        await tab('tab.team', /^#\/user$/, t('route.team'));
        await tab('tab.home', /^#\/index$/, t('route.home'));
        await visible(driver, testId('user-card'), "home's account card");
      },
    },
    {
      name: 'a transfer: 250 USDT from the fund account to the trade account (/draw)',
      run: async () => {
        await tab('tab.wallet', /^#\/wallet$/, t('route.wallet'));
        await tap(driver, link(t('funds.assets.transfer')), 'the Transfer action');
        await expectRoute(driver, /^#\/draw$/);
        await expectText(driver, testId('transfer-from'), t('enum.accountKind.fund'), 'from');
        await expectText(driver, testId('transfer-to'), t('enum.accountKind.trade'), 'to');
        await fill(driver, testId('transfer-amount'), moved.toFixed(), 'the amount');
        await expectText(
          driver,
          By.css('[data-testid="transfer-change-trade"] [data-testid="after"]'),
          new RegExp(`^${amount(opening.trade.plus(moved))}$`),
          'the trade account after',
        );
        await tap(driver, button(t('funds.transfer.submit')), 'Transfer');
        const confirm = await visible(driver, testId('transfer-confirm'), 'the confirmation');
        await tap(confirm, button(t('funds.transfer.confirm')), 'Confirm transfer');
        const done = t('funds.transfer.done', {
          amount: moved.toFixed(),
          coin: 'USDT',
          to: t('enum.accountKind.trade'),
        });
        await expectText(driver, testId('transfer-done'), done, 'the transfer done');
        await tap(driver, button(t('common.back')), 'Back');
        await expectRoute(driver, /^#\/wallet$/);
        await expectText(
          driver,
          By.css('[data-testid="asset-fund-USDT"] [data-testid="available"]'),
          new RegExp(`^${amount(opening.fund.minus(moved))}$`),
          'the fund account after',
        );
        await expectText(
          driver,
          By.css('[data-testid="asset-trade-USDT"] [data-testid="available"]'),
          new RegExp(`^${amount(opening.trade.plus(moved))}$`),
          'the trade account after',
        );
      },
    },
    {
      name: "a balance payment: buy a 500 USDT node from home's Nodes link, paid by balance",
      run: async () => {
        const balance = opening.fund.minus(moved);
        await tab('tab.home', /^#\/index$/, t('route.home'));
        await tap(driver, link(t('home.quick.node')), "home's Nodes link");
        await expectRoute(driver, /^#\/node$/);
        const card = await visible(driver, testId('node-card'), 'a node');
        await expectText(card, testId('node-price'), new RegExp(amount(nodePrice)), 'its price');
        await tap(card, link(t('node.card.view')), 'View details');
        await expectRoute(driver, /^#\/node\/detail\/\d+$/);
        await tap(driver, button(t('node.detail.buy', { amount: nodePrice.toFixed() })), 'Buy');
        const popup = await visible(driver, testId('pre-order-popup'), 'the order popup');
        await visible(popup, heading(t('orders.popup.title')), 'Order created');
        await tap(popup, button(t('orders.popup.payNow')), 'Pay now');
        const sheet = await visible(driver, testId('payment-sheet'), 'the payment sheet');
        const due = t('payment.sheet.amount', { amount: nodePrice.toFixed(), unit: 'USDT' });
        await expectText(driver, testId('payment-sheet'), due, 'the amount due');
        const available = t('payment.sheet.available', { amount: balance.toFixed(), unit: 'USDT' });
        await expectText(sheet, testId('pay-method-balance'), available, 'the balance available');
        const radio = await sheet.findElement(
          By.css('[data-testid="pay-method-balance"] input[type="radio"]'),
        );
        if (!(await radio.isSelected())) throw new Error('paying by balance is not the chosen method');
        await tap(
          sheet,
          button(t('orders.payment.pay', { amount: nodePrice.toFixed(), unit: 'USDT' })),
          'Pay',
        );
        await expectText(sheet, testId('payment-success'), t('enum.paymentPhase.success'), 'the success');
        await tap(sheet, button(t('orders.payment.done')), 'Done');
        await hidden(driver, testId('payment-sheet'), 'the payment sheet');
        await expectText(driver, testId('node-purchased'), t('node.card.purchased'), 'Purchased');
        // The node's screens have a back button and no tab bar: back to the nodes, back home.
        await tap(driver, button(t('common.back')), 'Back');
        await expectRoute(driver, /^#\/node$/);
        await tap(driver, button(t('common.back')), 'Back');
        await expectRoute(driver, /^#\/index$/);
        await expectText(
          driver,
          testId('user-balance'),
          new RegExp(`^${amount(balance.minus(nodePrice))} USDT$`),
          'the balance after',
        );
      },
    },
    {
      name: 'no script error recorded (menu, settings, wallet diagnostics)',
      run: async () => {
        const side = await openMenu();
        await tap(side, link(t('menu.settings')), 'Settings');
        await expectRoute(driver, /^#\/settings$/);
        await tap(driver, link(t('route.diagnostics'), true), 'Wallet diagnostics');
        await expectRoute(driver, /^#\/settings\/diagnostics$/);
        const panel = await visible(driver, testId('diagnostics'), 'the diagnostics');
        const errors = await panel.findElements(By.css('.diagnostics-errors li'));
        const texts = await Promise.all(errors.map(textOf));
        if (texts.length > 0) throw new Error(`script errors recorded:\n  ${texts.join('\n  ')}`);
        await expectText(
          panel,
          By.css('h2'),
          new RegExp(literally(t('settings.diagnostics.errors', { count: 0 }))),
        );
      },
    },
    {
      name: "a wallet's inline script: refused on index.html, run on wallet.html (the page for such wallets)",
      run: async () => {
        // What a wallet that injects its provider by an inline script does (TokenPocket on Android).
        const inject = `const s = document.createElement('script');
          s.textContent = 'window.__walletInline = true';
          document.head.appendChild(s);
          return window.__walletInline === true;`;
        await driver.get(`${APP_URL}/#/index`);
        await visible(driver, button(t('shell.openMenu')), 'the menu button');
        if ((await driver.executeScript(inject)) !== false)
          throw new Error('index.html ran an inline script');
        await driver.get(`${APP_URL}/wallet.html#/index`);
        await visible(driver, button(t('shell.openMenu')), 'the menu button on wallet.html');
        if ((await driver.executeScript(inject)) !== true)
          throw new Error('wallet.html refused the inline script');
      },
    },
  ];
}
