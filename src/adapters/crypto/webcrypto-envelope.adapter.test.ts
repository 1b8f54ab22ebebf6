import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfig } from '../../application/shared/app-config';
import { RequestEnvelope } from '../../application/shared/request-envelope.port';
import { AppError } from '../../domain/shared/app-error';
import { openEnvelope } from './envelope';
import { WebCryptoEnvelope } from './webcrypto-envelope.adapter';

const envelope = { enabled: true, aesKeyHex: 'a1'.repeat(32), hmacKeyHex: 'b2'.repeat(32) };
const config = (overrides: Partial<AppConfig['envelope']> = {}) =>
  ({ envelope: { ...envelope, ...overrides } }) as AppConfig;

describe('WebCryptoEnvelope', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('seals with the configured keys into an envelope the receiver opens', async () => {
    const wire = await new WebCryptoEnvelope(config()).seal({ id: 7 });
    expect(await openEnvelope(wire, envelope, new Set())).toEqual({ ok: true, body: { id: 7 } });
  });

  it('fails with system-error when WebCrypto is missing', async () => {
    vi.stubGlobal('crypto', undefined);
    await expect(new WebCryptoEnvelope(config()).seal({})).rejects.toMatchObject({ kind: 'system-error' });
  });

  it('fails with system-error when a key is misconfigured', async () => {
    const error = await new WebCryptoEnvelope(config({ aesKeyHex: '' })).seal({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'system-error', detail: { operation: 'envelope.seal' } });
    expect((error as AppError).cause).toBeInstanceOf(Error);
  });

  it('resolves from an Inversify container', () => {
    const container = new Container();
    container.bind(AppConfig).toConstantValue(config());
    container.bind<RequestEnvelope>(RequestEnvelope).to(WebCryptoEnvelope);
    expect(container.get<RequestEnvelope>(RequestEnvelope)).toBeInstanceOf(WebCryptoEnvelope);
  });
});
