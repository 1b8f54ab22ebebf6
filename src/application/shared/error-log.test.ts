import { describe, expect, it } from 'vitest';
import { ERROR_LOG_SIZE, ErrorLog, scrub } from './error-log';

describe('ErrorLog', () => {
  it('keeps the last few records, newest last', () => {
    let t = 0;
    const log = new ErrorLog(() => ++t);
    for (let i = 0; i < ERROR_LOG_SIZE + 3; i++) log.record('script', new TypeError(`boom ${i}`));
    expect(log.records).toHaveLength(ERROR_LOG_SIZE);
    expect(log.records[0]).toEqual({ at: 4, source: 'script', name: 'TypeError', message: 'boom 3' });
    expect(log.records.at(-1)?.message).toBe(`boom ${ERROR_LOG_SIZE + 2}`);
    log.record('rejection', 'plain text');
    expect(log.records.at(-1)).toMatchObject({ source: 'rejection', name: 'string', message: 'plain text' });
  });

  it('records no personal data: addresses, hashes, tokens, e-mails, phones, query strings', () => {
    const text = scrub(
      'failed for 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 tx 0x' +
        'ab'.repeat(32) +
        ' Bearer abc.def mail a.b@c.io phone +66 812 345 678 at https://x.io/#/index?code=NADI2025',
    );
    expect(text).not.toMatch(/70997970|abab|abc\.def|a\.b@c|812|NADI2025/);
    expect(text).toContain('https://x.io/#/index?…');
  });
});
