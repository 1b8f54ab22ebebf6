import { describe, expect, it } from 'vitest';
import { joinParts } from '../contract/support/global-setup';

const interaction = (description: string, status = 200) => ({ description, response: { status } });
const part = (...interactions: ReturnType<typeof interaction>[]) => ({
  consumer: { name: 'nadi-app' },
  provider: { name: 'nadi-api' },
  interactions,
  metadata: { pactSpecification: { version: '4.0' } },
});

describe('joining the consumer workers’ pact parts', () => {
  it('keeps every interaction once, in Pact’s own order (by description as UTF-8 bytes)', () => {
    const joined = joinParts([
      part(interaction('user.info: the user’s profile'), interaction('activity.list: page 0')),
      part(interaction('user.info: a bad token'), interaction('activity.list: page 0')),
    ]);
    expect(joined?.interactions.map((one) => one.description)).toEqual([
      'activity.list: page 0',
      'user.info: a bad token',
      'user.info: the user’s profile',
    ]);
    expect(joined?.metadata).toEqual({ pactSpecification: { version: '4.0' } });
    expect(joined?.consumer).toEqual({ name: 'nadi-app' });
  });

  it('refuses one interaction declared two ways', () => {
    expect(() =>
      joinParts([
        part(interaction('auth.login: a bad signature', 400)),
        part(interaction('auth.login: a bad signature', 401)),
      ]),
    ).toThrow('two test files declare "auth.login: a bad signature" differently');
  });

  it('has nothing to write without parts', () => {
    expect(joinParts([])).toBeUndefined();
  });
});
