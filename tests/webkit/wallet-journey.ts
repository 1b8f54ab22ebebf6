import Decimal from 'decimal.js';
import { Interface, JsonRpcProvider, parseUnits, zeroPadValue } from 'ethers';
import { By, type WebDriver } from 'selenium-webdriver';
import type { Misbehaviour } from '../wallets/in-page-wallet';
import { injectMisbehavingWallet, type NodeWallet, walletOnNode } from '../wallets/webdriver-wallet';
import { type JourneyLocale, type Step, translator } from './journey';
import {
  button,
  expectRoute,
  expectText,
  heading,
  hidden,
  link,
  tap,
  testId,
  textOf,
  visible,
  waitFor,
  xpathLiteral,
} from './page';
import { APP_URL, CHAIN_URL, MOCK_URL } from './servers';

/**
 * The WebKit journey with a misbehaving wallet (issue 36): a TokenPocket-like wallet that appears after the
 * page has loaded (tests/wallets/webdriver-wallet.ts: injected by `executeScript`, signing through the local
 * chain's node, which holds its key), logging in through the real connect sheet, the wrong-network prompt
 * with a switch the wallet refuses (4200) and one that reports a stale chain id, and a node paid on the local
 * NADI chain while the wallet disconnects with 1013 during the switch. A reload empties the page of the
 * wallet: the journey injects it again, as such a wallet does on every page. Every word from the catalogue.
 */

/** A chain as the mock's common/config announces it. */
interface AnnouncedChain {
  readonly key: string;
  readonly chain_id: number;
  readonly name: string;
  readonly payment_contract: string;
}

async function announcedChain(key: 'BSC' | 'NADI'): Promise<AnnouncedChain> {
  const response = await fetch(`${MOCK_URL}/api/v1/common/config`);
  const config = (await response.json()) as { data: { chains: AnnouncedChain[] } };
  const chain = config.data.chains.find((candidate) => candidate.key === key);
  if (!chain) throw new Error(`common/config announces no ${key} chain`);
  return chain;
}

const PAID = new Interface([
  'event Paid(bytes32 indexed orderRef, address indexed payer, address token, uint256 amount)',
]);

/** The amounts of the payment contract's Paid events with this payer, read from the chain. */
async function paidBy(chain: AnnouncedChain, payer: string): Promise<bigint[]> {
  const node = new JsonRpcProvider(CHAIN_URL, chain.chain_id, { staticNetwork: true });
  try {
    const logs = await node.getLogs({
      address: chain.payment_contract,
      fromBlock: 0,
      toBlock: 'latest',
      topics: [PAID.getEvent('Paid')?.topicHash ?? null, null, zeroPadValue(payer, 32)],
    });
    return logs.map((log) => PAID.parseLog(log)?.args.amount as bigint);
  } finally {
    node.destroy();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The name TokenPocket's flag gives the wallet in the connect sheet (wallet-table.ts: a wallet's own name). */
const TOKENPOCKET = 'TokenPocket';
/** TokenPocket's flags: its own beside `isMetaMask`, as it sets them. */
const TP_FLAGS = { isMetaMask: true, isTokenPocket: true };
/** How long the connect sheet looks at `window` for a wallet without an event (DEFAULT_WATCH_MS), and a margin. */
const SHEET_LOOKS_MS = 5_000 + 500;

export function walletJourney(driver: WebDriver, locale: JourneyLocale): Step[] {
  const t = translator(locale);
  let wallet: NodeWallet;
  let bsc: AnnouncedChain;
  const inject = (behaviour: Misbehaviour) =>
    injectMisbehavingWallet(driver, wallet, { flags: TP_FLAGS, lateMs: 0, ...behaviour });
  const hooks = <T>(script: string): Promise<T> =>
    driver.executeScript(`return window.__testWallet ? window.__testWallet.${script} : undefined`);
  const token = () => driver.executeScript<string | null>('return sessionStorage.getItem("token")');
  const expectLoggedIn = async () => {
    if (!(await token())) throw new Error('logged out: no session token');
  };
  const expectWalletChain = async (chainId: number) => {
    const now = await hooks<number>('chainId()');
    if (now !== chainId) throw new Error(`the wallet is on chain ${now}, not ${chainId}`);
  };
  const openMenu = async () => {
    await tap(driver, button(t('shell.openMenu')), 'the menu button');
    return visible(driver, testId('side-menu'), 'the side menu');
  };
  const prompt = () => visible(driver, testId('wrong-network'), 'the wrong-network prompt');
  const network = () => bsc.name;
  const switchButton = () => button(t('auth.network.switch', { network: network() }));
  const expectPromptFor = (chainId: number) =>
    expectText(
      driver,
      By.css('[data-testid="wrong-network"] .login-hint'),
      t('auth.network.body', { chainId: String(chainId), network: network() }),
      'the prompt',
    );

  return [
    {
      name: 'a late TokenPocket wallet (no EIP-6963; in the page after the sheet stopped looking, by ethereum#initialized) is named by its own flag beside isMetaMask; its first signature never answers: the way out, and a second try logs in without a reload',
      run: async () => {
        wallet = await walletOnNode(CHAIN_URL, (await announcedChain('NADI')).chain_id);
        bsc = await announcedChain('BSC');
        await driver.get(`${APP_URL}/#/index`);
        const side = await openMenu();
        await tap(side, button(t('auth.connectWallet')), "the menu's connect button");
        const sheet = await visible(driver, testId('login-sheet'), 'the login sheet');
        await visible(sheet, button(t('auth.demoWallet'), true), 'the demo wallet');
        const choice = By.xpath(
          `.//button[contains(normalize-space(.), ${xpathLiteral(TOKENPOCKET)}) and contains(normalize-space(.), ${xpathLiteral(t('auth.wallet.inBrowser'))})]`,
        );
        if ((await sheet.findElements(choice)).length > 0) throw new Error('a wallet before it was injected');
        // Past the sheet's own looks at window: only the wallet's event can bring it in now.
        await sleep(SHEET_LOOKS_MS);
        await inject({ startChainId: 1, hangOnce: ['personal_sign'], switchBehaviour: 'unsupported-4200' });
        await tap(sheet, choice, 'TokenPocket, found in this browser');
        await visible(sheet, heading(t('auth.inviteCode.title')), 'the invite code question');
        await tap(sheet, button(t('auth.inviteCode.skip')), 'continue without a code');
        // The signature never comes: after a few seconds the sheet names the wallet and offers a way out.
        const stalled = await visible(sheet, testId('wallet-stalled'), 'the way out', 15_000);
        await expectText(
          stalled,
          By.css('p'),
          t('auth.stalled.hint', { wallet: TOKENPOCKET }),
          'the stalled hint',
        );
        await visible(stalled, button(t('common.cancel')), 'Cancel');
        await tap(stalled, button(t('auth.stalled.retry')), 'Try again');
        // The second try asks again from the start (a new account meets the invite code again).
        await waitFor('the invite code again, or the login', async () => {
          for (const element of await sheet.findElements(heading(t('auth.inviteCode.title')))) {
            if (await element.isDisplayed()) {
              await tap(sheet, button(t('auth.inviteCode.skip')), 'continue without a code');
              return undefined;
            }
          }
          return (await token()) ? true : undefined;
        });
        await hidden(driver, testId('login-sheet'), 'the login sheet');
        const signatures = (await hooks<string[]>('calls()')) ?? [];
        // The same wallet answered both: a reload would have emptied the page of it.
        if (signatures.filter((method) => method === 'personal_sign').length !== 2)
          throw new Error(`the wallet was asked: ${signatures.join(', ')}`);
      },
    },
    {
      name: 'wrong network, a switch the wallet refuses (4200): the prompt says which network to pick in the wallet and carries on when the wallet reports it',
      run: async () => {
        const shown = await prompt();
        await expectPromptFor(1);
        await tap(shown, switchButton(), 'the switch button');
        await expectText(
          shown,
          By.css('[role="alert"]'),
          t('auth.network.switchInWallet', { network: network() }),
          'where to switch',
        );
        // The person picks BSC in the wallet, which reports it by chainChanged.
        await driver.executeScript(`window.__testWallet.switchInWallet(${bsc.chain_id})`);
        await hidden(driver, testId('wrong-network'), 'the prompt');
        await expectWalletChain(bsc.chain_id);
        await expectLoggedIn();
      },
    },
    {
      name: 'a reload with the stored session: the late wallet is attached again without asking; a switch that reports a stale chain id converges and keeps the person logged in',
      run: async () => {
        await driver.navigate().refresh();
        await inject({ startChainId: 1, switchBehaviour: 'stale' });
        await visible(driver, testId('user-card'), "home's account card");
        const shown = await prompt();
        await expectPromptFor(1);
        const asked = (await hooks<string[]>('calls()')) ?? [];
        if (asked.includes('eth_requestAccounts')) throw new Error('the wallet was asked to connect again');
        await tap(shown, switchButton(), 'the switch button');
        await hidden(driver, testId('wrong-network'), 'the prompt');
        // The wallet says the old chain for 500 ms after the switch: the prompt stays away after it too.
        await sleep(700);
        for (const element of await driver.findElements(testId('wrong-network'))) {
          if (await element.isDisplayed()) throw new Error('the prompt came back');
        }
        await expectWalletChain(bsc.chain_id);
        await expectLoggedIn();
      },
    },
    {
      name: 'an on-chain payment with the wallet: a node paid in USDT on the local NADI chain, the wallet disconnecting with 1013 during the switch there; one payment on chain, still logged in',
      run: async () => {
        const nadi = await announcedChain('NADI');
        const price = new Decimal(500);
        await driver.navigate().refresh();
        // On BSC: no wrong-network prompt; the payment switches the wallet to the NADI chain.
        await inject({ startChainId: bsc.chain_id, switchBehaviour: 'disconnect-1013' });
        await visible(driver, testId('user-card'), "home's account card");
        await tap(driver, link(t('home.quick.node')), "home's Nodes link");
        await expectRoute(driver, /^#\/node$/);
        const card = await visible(driver, testId('node-card'), 'a node');
        await tap(card, link(t('node.card.view')), 'View details');
        await tap(driver, button(t('node.detail.buy', { amount: price.toFixed() })), 'Buy');
        const popup = await visible(driver, testId('pre-order-popup'), 'the order popup');
        await tap(popup, button(t('orders.popup.payNow')), 'Pay now');
        const sheet = await visible(driver, testId('payment-sheet'), 'the payment sheet');
        await tap(sheet, By.css('[data-testid="pay-method-chain"] input[type="radio"]'), 'Pay on chain');
        await expectText(sheet, testId('pay-method-chain'), t('payment.method.chain'), 'its name');
        const [chainField, tokenField] = await sheet.findElements(By.css('.payment-chain select'));
        if (!chainField || !tokenField) throw new Error('no network or token to choose');
        await chainField.findElement(By.css('option[value="NADI"]')).click();
        await tokenField.findElement(By.css('option[value="USDT"]')).click();
        await tap(sheet, button(t('orders.payment.pay', { amount: price.toFixed(), unit: 'USDT' })), 'Pay');
        // Switch, approval, payment and confirmations on the local chain (a block a second).
        await visible(sheet, testId('payment-success'), 'the success', 45_000);
        await expectText(sheet, testId('payment-success'), t('enum.paymentPhase.success'), 'the success');
        await expectWalletChain(nadi.chain_id);
        await expectLoggedIn();
        const paid = await paidBy(nadi, wallet.address);
        const expected = parseUnits(price.toFixed(), 18);
        if (paid.length !== 1 || paid[0] !== expected)
          throw new Error(`payments on chain: [${paid.join(', ')}], not one of ${expected}`);
        await tap(sheet, button(t('orders.payment.done')), 'Done');
        await hidden(driver, testId('payment-sheet'), 'the payment sheet');
        await expectText(driver, testId('node-purchased'), t('node.card.purchased'), 'Purchased');
      },
    },
    {
      name: 'no script error recorded since the page loaded for the payment (wallet diagnostics)',
      run: async () => {
        // The node's screens have a back button and no menu: back to the nodes, back home.
        await tap(driver, button(t('common.back')), 'Back');
        await expectRoute(driver, /^#\/node$/);
        await tap(driver, button(t('common.back')), 'Back');
        await expectRoute(driver, /^#\/index$/);
        const side = await openMenu();
        await tap(side, link(t('menu.settings')), 'Settings');
        await expectRoute(driver, /^#\/settings$/);
        await tap(driver, link(t('route.diagnostics'), true), 'Wallet diagnostics');
        const panel = await visible(driver, testId('diagnostics'), 'the diagnostics');
        const found = await panel.findElements(By.css('.diagnostics-errors li'));
        const errors = await Promise.all(found.map(textOf));
        if (errors.length > 0) throw new Error(`script errors recorded:\n  ${errors.join('\n  ')}`);
        await expectText(panel, By.css('h2'), t('settings.diagnostics.errors', { count: 0 }), 'no errors');
      },
    },
  ];
}
