import { expect, test } from '@playwright/test';
import { freshStart, loginWithDemoWallet, MOCK } from './helpers';

/** A JSON-RPC call made by the page itself, so CORS between the app and the chain is part of the check. */
const rpcFromPage = (page: import('@playwright/test').Page, url: string, method: string, params: unknown[]) =>
  page.evaluate(
    async ({ url, method, params }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      });
      return ((await response.json()) as { result: string }).result;
    },
    { url, method, params },
  );

test('a new demo wallet is funded on the local NADI chain when it registers, and the page reaches the chain', async ({
  page,
}) => {
  const errors = await freshStart(page);
  const config = await (await page.request.get(`${MOCK}/api/v1/common/config`)).json();
  const nadi = config.data.chains.find((chain: { key: string }) => chain.key === 'NADI');
  expect(nadi.chain_id).toBe(1337);
  expect(nadi.payment_contract).toMatch(/^0x[0-9a-fA-F]{40}$/);

  await page.goto('/');
  await loginWithDemoWallet(page);
  const address = await page.evaluate(() => window.__nadiDemoWallet?.address());
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  expect(await rpcFromPage(page, nadi.rpc_url, 'eth_chainId', [])).toBe('0x539');
  // 10 of the native coin for gas, 100 000 USDT (18 decimals).
  expect(BigInt(await rpcFromPage(page, nadi.rpc_url, 'eth_getBalance', [address, 'latest']))).toBe(
    10n ** 19n,
  );
  const balanceOf = `0x70a08231${(address as string).slice(2).toLowerCase().padStart(64, '0')}`;
  const usdt = await rpcFromPage(page, nadi.rpc_url, 'eth_call', [
    { to: nadi.tokens.USDT, data: balanceOf },
    'latest',
  ]);
  expect(BigInt(usdt)).toBe(100_000n * 10n ** 18n);
  expect(errors).toEqual([]);
});
