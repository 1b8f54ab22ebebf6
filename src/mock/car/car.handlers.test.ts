import { beforeEach, describe, expect, it } from 'vitest';
import { CAR_CODES } from '../../adapters/api/catalogue/car.schema';
import type { MockBackend } from '../core/mock-backend';
import { goldCarReleaseRecords } from '../gold/releases';
import { call, FIXED_NOW, login, makeBackend, seededWallet } from '../testing/test-kit';

let backend: MockBackend;
let token: string;

const get = async (path: string) => (await call(backend, 'GET', `/api/v1/car/${path}`, { token })).json;
const post = async (path: string, body: unknown) => (await call(backend, 'POST', path, { token, body })).json;

beforeEach(async () => {
  backend = makeBackend().backend;
  token = await login(backend, seededWallet(10001));
});

/** Presigns and PUTs one file; answers its public address. */
async function upload(name = 'licence.png'): Promise<string> {
  const presign = await post('/api/v1/common/generateR2PresignedUrl', {
    file_name: name,
    content_type: 'image/png',
  });
  const url = new URL(presign.data.upload_url);
  await backend.handle({ method: 'PUT', path: url.pathname + url.search, headers: {}, body: 'png' });
  return presign.data.public_url;
}

const applying = (documents: string[], extra: object = {}) => ({
  car_id: 1,
  name: 'Somchai',
  phone: '+66812345678',
  documents,
  ...extra,
});

describe('car shop', () => {
  it('lists the cars and one car; an unknown car is refused', async () => {
    expect((await get('goodsList')).data.map((c: { name: string }) => c.name)).toEqual([
      'NADI EV Alpha',
      'NADI EV Cruiser',
      'NADI Van Cargo',
    ]);
    expect((await get('goodsDetail?id=2')).data).toMatchObject({ id: 2, release_amount: '38000' });
    expect((await get('goodsDetail?id=9')).code).toBe(CAR_CODES.carNotFound);
  });

  it('takes an application with uploaded documents only, once per car', async () => {
    expect((await post('/api/v1/car/apply', applying(['https://x.example/a.png']))).code).toBe(
      CAR_CODES.documentMissing,
    );
    const doc = await upload();
    const applied = await post('/api/v1/car/apply', applying([doc]));
    expect(applied.code).toBe(200);
    expect((await post('/api/v1/car/apply', applying([doc]))).code).toBe(CAR_CODES.alreadyApplied);
    expect((await get('applyList')).data).toMatchObject([{ id: applied.data.id, status: 1, reason: '' }]);
  });

  it('goes pending → rejected with a reason → resubmitted → approved, which starts a release', async () => {
    const { data } = await post('/api/v1/car/apply', applying([await upload()]));
    const review = (body: object) => call(backend, 'POST', '/__mock/car/review', { body });
    await review({ decision: 'reject', reason: 'Blurry licence' });
    expect((await get('applyList')).data[0]).toMatchObject({ status: 3, reason: 'Blurry licence' });
    expect((await post('/api/v1/car/apply', applying([await upload()], { resubmit_id: 77 }))).code).toBe(
      CAR_CODES.notResubmittable,
    );
    const again = await post(
      '/api/v1/car/apply',
      applying([await upload('new.png')], { resubmit_id: data.id }),
    );
    expect(again.data).toEqual({ id: data.id });
    expect((await get('applyList')).data[0]).toMatchObject({ status: 1, reason: '' });
    expect((await review({ decision: 'approve' })).status).toBe(200);
    expect((await review({ decision: 'approve' })).json.code).toBe(404);
    expect((await get('applyList')).data[0]).toMatchObject({ status: 2 });
    const releases = (await get('releaseOrderList?page=1&page_size=10')).data;
    expect(releases.list).toMatchObject([
      { goods_name: 'NADI EV Alpha', amount: '25000', released: '0', status: 1 },
    ]);
    expect(goldCarReleaseRecords(backend.state, 10001, FIXED_NOW + 86_400_000)).toMatchObject([
      { type: 26, amount: '250', kind: 'car' },
    ]);
  });
});
