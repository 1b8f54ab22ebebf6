import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { failure, makeHttpKit } from '../../../tests/fakes/fake-http';
import { endpoint, pageOf, pageParams } from './catalogue/endpoint';
import { machineOrderList } from './catalogue/mall.schema';
import { toMallOrder } from './mall/mall.mapper';
import { toPage } from './page.mapper';
import { callPage } from './paged-call';
import { parseInSlices, SLICE_ROWS } from './sliced-parse';

const row = (id: number) => ({
  id,
  order_no: `NO${id}`,
  goods_id: 1,
  goods_name: 'Miner',
  goods_image: 'https://nadi.test/miner.png',
  num: 1,
  price: '100.5',
  total_price: '100.5',
  pay_status: 5,
  status: 2,
  express_company: 'SF',
  express_no: 'SF1',
  create_time: '2026-11-20T10:00:00Z',
  expire_time: '2026-11-20T10:30:00Z',
  ship_time: '2026-11-21T10:00:00Z',
  confirm_time: null,
  auto_confirm_time: '2026-12-01T10:00:00Z',
  // A key the schema does not know: stripped, sliced or not.
  extra: 'x',
});
const counts = { all: 2000, to_ship: 0, to_receive: 2000, completed: 0 };
const pageOfRows = (count: number) => ({
  list: Array.from({ length: count }, (_, i) => row(i + 1)),
  total: count,
  page: 1,
  page_size: 10,
  counts,
});

/** Counts the macrotasks that ran while `work` was under way: the turns the main thread got. */
async function turnsDuring(work: Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns++;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await work;
  done = true;
  return turns;
}

describe('a long page is checked and mapped a slice of rows at a time', () => {
  it('answers what one safeParse answers, for a long page of an extended page schema', async () => {
    const data = pageOfRows(SLICE_ROWS * 5 + 7);
    const sliced = await parseInSlices(machineOrderList.response, data);
    const whole = machineOrderList.response.safeParse(data);
    expect(sliced.success).toBe(true);
    expect(sliced).toEqual(whole);
  });

  it('gives the main thread turns between slices, none for a short page', async () => {
    expect(
      await turnsDuring(parseInSlices(machineOrderList.response, pageOfRows(SLICE_ROWS * 5))),
    ).toBeGreaterThanOrEqual(3);
    expect(await turnsDuring(parseInSlices(machineOrderList.response, pageOfRows(SLICE_ROWS)))).toBe(0);
  });

  it('a row that does not fit fails with the error one safeParse gives (its place in the list)', async () => {
    const data = pageOfRows(SLICE_ROWS * 4);
    (data.list[SLICE_ROWS * 3 + 5] as Record<string, unknown>).price = '1e3';
    const sliced = await parseInSlices(machineOrderList.response, data);
    expect(sliced.success).toBe(false);
    if (sliced.success) return;
    expect(sliced.error.issues).toEqual(machineOrderList.response.safeParse(data).error?.issues);
    expect(sliced.error.issues[0]?.path).toEqual(['list', SLICE_ROWS * 3 + 5, 'price']);
  });

  it('a page whose frame does not fit fails on the frame', async () => {
    const data = { ...pageOfRows(SLICE_ROWS + 1), total: 'many' };
    const sliced = await parseInSlices(machineOrderList.response, data);
    expect(sliced.success).toBe(false);
    if (!sliced.success) expect(sliced.error.issues[0]?.path).toEqual(['total']);
  });

  it('through the client (callPage): a long page arrives whole, a broken row in it is a malformed answer', async () => {
    const list = endpoint({
      id: 'test.list',
      method: 'GET',
      path: '/api/v1/test/list',
      auth: false,
      origin: 'proposed',
      proposed: [],
      summary: 'test',
      request: pageParams,
      response: pageOf(z.object({ id: z.number() })),
    });
    const kit = makeHttpKit();
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: i }));
    kit.fetch.answer({ list: rows, total: 1000, page: 1, page_size: 10 });
    expect((await callPage(kit.client, list, { page: 1, page_size: 10 })).list).toEqual(rows);
    kit.fetch.answer({ list: [...rows.slice(0, 999), { id: 'x' }], total: 1000, page: 1, page_size: 10 });
    expect((await failure(callPage(kit.client, list, { page: 1, page_size: 10 }))).kind).toBe('malformed');
  });

  it('maps a long page in slices, in order, with the main thread free between them', async () => {
    const wire = machineOrderList.response.parse(pageOfRows(SLICE_ROWS * 3 + 1));
    let mapped: Awaited<ReturnType<typeof toPage>> | undefined;
    const turns = await turnsDuring(
      toPage(wire, toMallOrder).then((page) => {
        mapped = page;
      }),
    );
    expect(turns).toBeGreaterThanOrEqual(2);
    expect(mapped?.items.map((order) => (order as { id: number }).id)).toEqual(wire.list.map((w) => w.id));
    expect(mapped).toMatchObject({ total: SLICE_ROWS * 3 + 1, page: 1, pageSize: 10 });
  });
});
