import { describe, expect, it } from 'vitest';
import type { MockEnv } from '../core/handler';
import { call, login, makeBackend, seededWallet } from '../testing/test-kit';
import { NADI_PRICE } from './home.handlers';
import { isUploadOf, keyOfPublicUrl, presignUpload } from './r2-uploads';

describe('home handlers', () => {
  it('answers three banners with inline pictures', async () => {
    const { backend } = makeBackend();
    const { json } = await call(backend, 'GET', '/api/v1/common/bannerList');
    expect(json.data).toHaveLength(3);
    for (const banner of json.data) expect(banner.image).toMatch(/^data:image\/svg\+xml/);
  });

  it('ends the node sale 12 days after the first answer, and at that same instant on every later call', async () => {
    const { backend, clock } = makeBackend();
    const first = (await call(backend, 'GET', '/api/v1/common/mainInfo')).json.data;
    expect(first.node_end_time).toBe('2026-01-13T00:00:00.000Z');
    expect(first.nadi_price).toBe(NADI_PRICE);
    expect(first.partners.length).toBeGreaterThan(0);
    clock.advance(60_000);
    const later = (await call(backend, 'GET', '/api/v1/common/mainInfo')).json.data;
    // A visit a minute later counts down to the same end: a minute less is left, not 12 days again.
    expect(later.node_end_time).toBe(first.node_end_time);
    const token = await login(backend, seededWallet(10001));
    const config = (await call(backend, 'GET', '/api/v1/node/config', { token })).json.data;
    expect(config.sale_end_time).toBe(first.node_end_time);
  });

  it('keeps the sale end in its saved state (the in-page host restores it after a reload)', async () => {
    const { backend } = makeBackend();
    const first = (await call(backend, 'GET', '/api/v1/common/mainInfo')).json.data;
    const { backend: again, clock } = makeBackend({ initialState: backend.state.snapshot() });
    clock.advance(3 * 86_400_000);
    const answer = (await call(again, 'GET', '/api/v1/common/mainInfo')).json.data;
    expect(answer.node_end_time).toBe(first.node_end_time);
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
      /^https:\/\/r2\.mock\.nadi\.invalid\/__r2\/uploads\/10001\/[0-9a-f]{32}\/avatar%20one\.png\?/,
    );
    expect(json.data.public_url).toMatch(/\/__r2\/uploads\/10001\/[0-9a-f]{32}\/avatar%20one\.png$/);
  });

  it('keeps what is PUT to a presigned address, and says whose upload a public address is', async () => {
    const { backend } = makeBackend();
    const token = await login(backend, seededWallet(10001));
    const presign = await call(backend, 'POST', '/api/v1/common/generateR2PresignedUrl', {
      body: { file_name: 'licence.pdf', content_type: 'application/pdf' },
      token,
    });
    const { upload_url: uploadUrl, public_url: publicUrl } = presign.json.data;
    expect(isUploadOf(backend.state, 10001, publicUrl)).toBe(false);
    const path = new URL(uploadUrl).pathname + new URL(uploadUrl).search;
    const put = await backend.handle({
      method: 'PUT',
      path,
      headers: { 'content-type': 'application/pdf' },
      body: 'PDF',
    });
    expect(put).toMatchObject({ status: 200 });
    expect(isUploadOf(backend.state, 10001, publicUrl)).toBe(true);
    expect(isUploadOf(backend.state, 10002, publicUrl)).toBe(false);
    expect(isUploadOf(backend.state, 10001, 'https://elsewhere.example/x.pdf')).toBe(false);
    const got = await backend.handle({
      method: 'GET',
      path: new URL(publicUrl).pathname,
      headers: {},
      body: null,
    });
    expect(got).toMatchObject({ status: 200 });
    const bad = await backend.handle({ method: 'PUT', path: '/__r2/uploads/x/y', headers: {}, body: 'x' });
    expect(bad).toMatchObject({ status: 404 });
  });

  it('names the Node server in the address when the request names its host', () => {
    const env = { random: () => 0.5 } as unknown as MockEnv;
    const answer = presignUpload(7, 'a.png', 'image/png', env, { host: '127.0.0.1:8787' });
    expect(answer.upload_url.startsWith('http://127.0.0.1:8787/__r2/uploads/7/')).toBe(true);
    expect(keyOfPublicUrl(answer.public_url)).toMatch(/^uploads\/7\/8{32}\/a\.png$/);
  });
});
