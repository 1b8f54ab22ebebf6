import Decimal from 'decimal.js';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../../../tests/support/catalogue';
import { AppError } from '../../domain/shared/app-error';
import { describeError } from './error-message';

const en = readCatalogue('en');
const zh = readCatalogue('zh');

const intlOf = (locale: string, messages: Record<string, string>) => createIntl({ locale, messages });

describe('describeError', () => {
  it('says "switch network" without an empty "()" when no chain is named', () => {
    expect(describeError(intlOf('en', en), new AppError('wrong-network'))).toBe(
      'Please switch to the required network first.',
    );
    expect(describeError(intlOf('zh', zh), new AppError('wrong-network'))).toBe('请先切换到所需网络');
  });

  it('names the chain where a screen passes it', () => {
    const intl = intlOf('en', en);
    expect(intl.formatMessage({ id: 'error.wrong-network' }, { network: 'BSC' })).toBe(
      'Please switch to the required network first (BSC).',
    );
  });

  it('gives an insufficient balance its figures, and anything unknown the system error', () => {
    const intl = intlOf('en', en);
    const short = new AppError('insufficient-balance', {
      current: new Decimal('1.5'),
      required: new Decimal('2'),
      unit: 'NADI',
    });
    expect(describeError(intl, short)).toContain('1.5');
    expect(describeError(intl, short)).toContain('2');
    expect(describeError(intl, new Error('boom'))).toBe(en['error.system-error']);
  });
});
