import { describe, expect, it } from 'vitest';
import { english } from '../../../../tests/support/catalogue';
import { KLINE_INTERVALS, TRADE_ORDER_LISTS } from '../../../application/trade/market-messages';
import { TRADE_REFUSALS } from '../../../application/trade/trade-refusal';
import type { FeedStatus } from '../../../application/trade/trade-session';
import { SOCKET_STATES } from '../../../domain/shared/socket-state';

/** Message ids the trade screens build from names at run time (the locale test finds only literal ids). */
const statuses: FeedStatus[] = [
  'live',
  'waiting',
  'resyncing',
  ...SOCKET_STATES.filter((s) => s !== 'connected'),
];
const ids = [
  ...statuses.map((status) => `trade.feed.${status}`),
  ...statuses.filter((status) => status !== 'live').map((status) => `trade.book.stale.${status}`),
  ...KLINE_INTERVALS.map((interval) => `trade.chart.interval.${interval}`),
  ...TRADE_REFUSALS.map((refusal) => `trade.refusal.${refusal}`),
  ...TRADE_ORDER_LISTS.flatMap((list) => [`trade.orders.tab.${list}`, `trade.orders.empty.${list}`]),
];

describe('trade messages built from names', () => {
  it.each(ids)('%s exists', (id) => {
    expect((english as Record<string, string>)[id]).toBeTypeOf('string');
  });
});
