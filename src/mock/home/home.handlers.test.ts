import { describe, expect, it } from 'vitest';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';
import { NADI_PRICE } from './home.handlers';

describe('home handlers', () => {
  it('answers three banners with inline pictures', async () => {
    const { backend } = makeBackend();
    const { json } = await call(backend, 'GET', '/api/v1/common/bannerList');
    expect(json.data).toHaveLength(3);
    for (const banner of json.data) expect(banner.image).toMatch(/^data:image\/svg\+xml/);
  });

  it('ends the node sale 12 days from now', async () => {
    const { backend, clock } = makeBackend();
    const first = (await call(backend, 'GET', '/api/v1/common/mainInfo')).json.data;
    expect(first.node_end_time).toBe('2026-01-13T00:00:00.000Z');
    expect(first.nadi_price).toBe(NADI_PRICE);
    expect(first.partners.length).toBeGreaterThan(0);
    clock.advance(60_000);
    const later = (await call(backend, 'GET', '/api/v1/common/mainInfo')).json.data;
    expect(Date.parse(later.node_end_time) - FIXED_NOW).toBe(12 * 86_400_000 + 60_000);
  });

  it('announces BSC and the NADI chain (97 unless configured)', async () => {
    const { backend } = makeBackend();
    const config = (await call(backend, 'GET', '/api/v1/common/config')).json.data;
    expect(config.chains.map((c: { key: string; chain_id: number }) => [c.key, c.chain_id])).toEqual([
      ['BSC', 56],
      ['NADI', 97],
    ]);
    expect(config).toMatchObject({ withdraw_min: '1', withdraw_confirmations: 3 });
    for (const chain of config.chains) {
      expect(chain.receiver).toMatch(/^0x[0-9a-fA-F]{40}$/);
      for (const contract of Object.values(chain.tokens)) expect(contract).toMatch(/^0x[0-9a-fA-F]{40}$/);
    }
    const local = makeBackend({ nadiChain: { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' } }).backend;
    const nadi = (await call(local, 'GET', '/api/v1/common/config')).json.data.chains[1];
    expect(nadi).toMatchObject({ chain_id: 31337, rpc_url: 'http://127.0.0.1:8545' });
  });

  it('hands out a presigned upload address to a logged-in user', async () => {
    const { backend } = makeBackend();
    const path = '/api/v1/common/generateR2PresignedUrl';
    const body = { file_name: 'avatar one.png', content_type: 'image/png' };
    expect((await call(backend, 'POST', path, { body })).status).toBe(401);
    const token = await login(backend, seededWallet(10001));
    const { json } = await call(backend, 'POST', path, { body, token });
    expect(json.data.upload_url).toMatch(
      /^https:\/\/r2\.mock\.nadi\.invalid\/uploads\/10001\/[0-9a-f]{16}\/avatar%20one\.png\?/,
    );
    expect(json.data.public_url).toMatch(/avatar%20one\.png$/);
  });
});
