import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { failure, makeHttpKit } from '../../../tests/fakes/fake-http';
import { AppError } from '../../domain/shared/app-error';
import { addressList } from './catalogue/address.schema';
import { endpoint, noData, pageOf, pageParams, queryInt } from './catalogue/endpoint';
import { userZhiList } from './catalogue/user.schema';

const ping = endpoint({
  id: 'test.ping',
  method: 'GET',
  path: '/api/v1/test/ping',
  auth: false,
  origin: 'proposed',
  proposed: [],
  summary: 'test',
  request: z.object({ page: queryInt, status: z.optional(queryInt), tags: z.optional(z.array(z.string())) }),
  response: z.object({ pong: z.boolean() }),
});

const post = endpoint({
  id: 'test.post',
  method: 'POST',
  path: '/api/v1/test/post',
  host: 'api2',
  auth: true,
  origin: 'proposed',
  proposed: [],
  summary: 'test',
  request: z.object({ id: z.number() }),
  response: noData,
});

const listDraft = { list: [], total: 0, page: 1, page_size: 10 };

describe('HttpClient request building', () => {
  it('sends GET params as a query string, skipping absent values, with the language headers', async () => {
    const kit = makeHttpKit();
    kit.fetch.answer({ pong: true });
    const data = await kit.client.call(ping, { page: 2, status: undefined, tags: ['a', 'b'] });
    expect(data).toEqual({ pong: true });
    const request = kit.fetch.last;
    expect(request.url).toBe('https://nadi.test/api/v1/test/ping?page=2&tags=a&tags=b');
    expect(request.method).toBe('GET');
    expect(request.headers.lang).toBe('TW');
    expect(request.headers['Accept-Language']).toBe('TW');
    expect(request.headers['Content-Type']).toBeUndefined();
    expect(request.headers.Authorization).toBeUndefined();
    expect(request.body).toBeUndefined();
  });

  it('leaves the question mark out when there is no query', async () => {
    const kit = makeHttpKit();
    kit.fetch.answer([]);
    await kit.client.call(addressList, {});
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/address/addressList');
  });

  it('uses the path alone when apiBase is null (in-page mock backend)', async () => {
    const kit = makeHttpKit({ config: { apiBase: null } });
    kit.fetch.answer(listDraft);
    await kit.client.call(userZhiList, { page: 1, page_size: 10 });
    expect(kit.fetch.last.url).toBe('/api/v1/user/zhiList?page=1&page_size=10');
  });

  it('drops a trailing slash of the base', async () => {
    const kit = makeHttpKit({ config: { apiBase: 'https://nadi.test/' } });
    kit.fetch.answer([]);
    await kit.client.call(addressList, {});
    expect(kit.fetch.last.url).toBe('https://nadi.test/api/v1/address/addressList');
  });

  it('routes api2 calls to the second host when configured, else to the base', async () => {
    const withHost2 = makeHttpKit({ config: { apiHost2: 'https://api.nadi.test' } });
    withHost2.fetch.answer(null).answer([]);
    await withHost2.client.call(post, { id: 1 });
    expect(withHost2.fetch.last.url).toBe('https://api.nadi.test/api/v1/test/post');
    await withHost2.client.call(addressList, {});
    expect(withHost2.fetch.last.url).toBe('https://nadi.test/api/v1/address/addressList');

    const without = makeHttpKit();
    without.fetch.answer(null);
    await without.client.call(post, { id: 1 });
    expect(without.fetch.last.url).toBe('https://nadi.test/api/v1/test/post');
  });

  it('sends other methods as JSON bodies', async () => {
    const kit = makeHttpKit();
    kit.fetch.answer(null);
    await kit.client.call(post, { id: 7 });
    expect(kit.fetch.last.method).toBe('POST');
    expect(kit.fetch.last.headers['Content-Type']).toBe('application/json');
    expect(kit.fetch.last.body).toEqual({ id: 7 });
  });

  it('sends the token on every call once logged in, also on calls that do not need it', async () => {
    const kit = makeHttpKit({ token: 'tok-1' });
    kit.fetch.answer({ pong: true });
    await kit.client.call(ping, { page: 1 });
    expect(kit.fetch.last.headers.Authorization).toBe('Bearer tok-1');
  });

  it('rejects params the catalogue forbids as a system error, without sending', async () => {
    const kit = makeHttpKit();
    const error = await failure(kit.client.call(post, { id: 'x' } as never));
    expect(error.kind).toBe('system-error');
    expect(error.detail.operation).toBe('test.post');
    expect(kit.fetch.requests).toHaveLength(0);
  });
});

describe('HttpClient envelope', () => {
  const sealer = () => ({ seal: vi.fn(async (body: unknown) => ({ sealed: body })) });

  it('seals non-GET bodies when the envelope is on', async () => {
    const envelope = sealer();
    const kit = makeHttpKit({
      envelope,
      config: { envelope: { enabled: true, aesKeyHex: '', hmacKeyHex: '' } },
    });
    kit.fetch.answer(null).answer({ pong: true });
    await kit.client.call(post, { id: 3 });
    expect(kit.fetch.requests[0]?.body).toEqual({ sealed: { id: 3 } });
    await kit.client.call(ping, { page: 1 });
    expect(envelope.seal).toHaveBeenCalledTimes(1); // GET is never sealed
  });

  it('sends plain JSON when the envelope is off', async () => {
    const envelope = sealer();
    const kit = makeHttpKit({ envelope });
    kit.fetch.answer(null);
    await kit.client.call(post, { id: 3 });
    expect(kit.fetch.last.body).toEqual({ id: 3 });
    expect(envelope.seal).not.toHaveBeenCalled();
  });

  it('passes an AppError of the envelope on and wraps any other failure as a system error', async () => {
    const config = { envelope: { enabled: true, aesKeyHex: '', hmacKeyHex: '' } };
    const typed = makeHttpKit({
      config,
      envelope: { seal: async () => Promise.reject(new AppError('system-error', { operation: 'crypto' })) },
    });
    expect((await failure(typed.client.call(post, { id: 1 }))).detail.operation).toBe('crypto');

    const untyped = makeHttpKit({
      config,
      envelope: { seal: async () => Promise.reject(new Error('no subtle')) },
    });
    const error = await failure(untyped.client.call(post, { id: 1 }));
    expect(error.kind).toBe('system-error');
    expect(error.detail.operation).toBe('test.post');
    expect(untyped.fetch.requests).toHaveLength(0);
  });
});

describe('HttpClient answers', () => {
  it('renews the token after a successful call that carried it, and only then', async () => {
    const kit = makeHttpKit({ token: 'tok' });
    kit.fetch.answer([]).answer([], 500, 'boom');
    await kit.client.call(addressList, {});
    expect(kit.storage.touches).toBe(1);
    await failure(kit.client.call(addressList, {}));
    expect(kit.storage.touches).toBe(1);

    const anonymous = makeHttpKit();
    anonymous.fetch.answer([]);
    await anonymous.client.call(addressList, {});
    expect(anonymous.storage.touches).toBe(0);
  });

  it('parses data with the endpoint schema', async () => {
    const page = endpoint({
      id: 'test.page',
      method: 'GET',
      path: '/p',
      auth: false,
      origin: 'proposed',
      proposed: [],
      summary: 'test',
      request: pageParams,
      response: pageOf(z.object({ id: z.number() })),
    });
    const kit = makeHttpKit();
    kit.fetch.answer({ list: [{ id: 1, extra: true }], total: 1, page: 1, page_size: 10 });
    expect(await kit.client.call(page, { page: 1, page_size: 10 })).toEqual({
      list: [{ id: 1 }],
      total: 1,
      page: 1,
      page_size: 10,
    });
  });
});
