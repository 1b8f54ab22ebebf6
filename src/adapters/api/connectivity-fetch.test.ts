import { describe, expect, it } from 'vitest';
import { ConnectivityStore } from '../../application/shared/connectivity.store';
import { CACHED_AT_HEADER } from './cached-answer';
import { connectivityFetch } from './connectivity-fetch';
import type { FetchFn } from './fetch';

function setup(answer: () => Promise<Response>) {
  const store = new ConnectivityStore();
  const seenInFlight: number[] = [];
  const inner: FetchFn = async () => {
    seenInFlight.push(store.writesInFlight);
    return answer();
  };
  return { store, seenInFlight, fetch: connectivityFetch(inner, store, () => 50_000) };
}

describe('connectivityFetch', () => {
  it('tells the store of a network answer, and of one the service worker kept, with its time', async () => {
    const network = setup(async () => new Response('{}'));
    network.store.setOnline(false);
    await network.fetch('https://api.example/api/v1/user/info');
    expect(network.store.lastNetworkAt).toBe(50_000);

    const kept = setup(async () => new Response('{}', { headers: { [CACHED_AT_HEADER]: '40000' } }));
    await kept.fetch('https://api.example/api/v1/user/info');
    expect(kept.store.networkFailed).toBe(true);
    expect(kept.store.asOf).toBe(40_000);
  });

  it('counts a write while it is under way, also when it fails', async () => {
    const t = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(t.fetch('https://api.example/api/v1/wallet/withdraw', { method: 'POST' })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(t.seenInFlight).toEqual([1]);
    expect(t.store.writesInFlight).toBe(0);
    expect(t.store.lastNetworkAt).toBeNull();
    expect(t.store.offline).toBe(false);
    await expect(t.fetch('https://api.example/api/v1/user/info')).rejects.toThrow();
    expect(t.seenInFlight).toEqual([1, 0]);
  });
});
