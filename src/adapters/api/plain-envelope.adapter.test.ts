import { describe, expect, it } from 'vitest';
import { PlainEnvelope } from './plain-envelope.adapter';

describe('PlainEnvelope', () => {
  it('returns the body unchanged', async () => {
    const body = { id: 1 };
    expect(await new PlainEnvelope().seal(body)).toBe(body);
  });
});
