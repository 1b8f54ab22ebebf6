// Benchmarks of the core, printed as figures (never timed assertions). Run by `npm run bench`.
import 'reflect-metadata';
import { HttpAddressApi } from '../../src/adapters/api/address/http-address-api.adapter';
import { HttpClient } from '../../src/adapters/api/http-client';
import { PlainEnvelope } from '../../src/adapters/api/plain-envelope.adapter';
import { AuthSignals } from '../../src/application/shared/auth-signals';
import { parseAmount } from '../../src/domain/shared/money';
import { formatAmount } from '../../src/domain/shared/money-format';
import { createInPageFetch } from '../../src/mock/browser/in-page-fetch';
import { MockBackend } from '../../src/mock/core/mock-backend';
import { InMemoryStorage } from '../fakes/in-memory-storage';
import { testAppConfig } from '../fakes/test-config';

/** Runs `body` repeatedly for about `ms` milliseconds and returns operations per second. */
async function rate(body: () => unknown | Promise<unknown>, ms = 1000): Promise<number> {
  for (let i = 0; i < 200; i++) await body(); // warm-up
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    await body();
    count++;
  }
  return Math.round((count * 1000) / (performance.now() - start));
}

const samples = ['0', '1', '1234.5678901234', '0.000000123', '99999999999999999999.123456789', '-42.1'];
let i = 0;
const next = () => samples[i++ % samples.length] ?? '0';

console.log(
  `amount parse+format ops/s: ${await rate(() => {
    const parsed = parseAmount(next());
    return parsed.ok ? formatAmount(parsed.value) : '';
  })}`,
);

const backend = new MockBackend();
await backend.applyProviderState('the user has addresses');
const storage = new InMemoryStorage();
storage.token = 'pact-token';
const client = new HttpClient(
  testAppConfig(),
  storage,
  { apiCode: () => 'EN' },
  new PlainEnvelope(),
  new AuthSignals(),
  createInPageFetch(backend),
);
const addresses = new HttpAddressApi(client);
console.log(
  `address list round trips/s (adapter + zod + in-page mock): ${await rate(() => addresses.list())}`,
);
