import { describe, expect, it } from 'vitest';
import { makeHttpKit } from '../../../../tests/fakes/fake-http';
import { HttpHomeApi } from './http-home-api.adapter';

const setup = () => {
  const kit = makeHttpKit();
  return { kit, api: new HttpHomeApi(kit.client) };
};

describe('HttpHomeApi', () => {
  it('maps banners', async () => {
    const { kit, api } = setup();
    kit.fetch.answer([{ id: 1, title: 'Node sale', image: '/b.png', link: '/node' }]);
    expect(await api.banners()).toEqual([{ id: 1, title: 'Node sale', image: '/b.png', link: '/node' }]);
  });

  it('maps the home info with its countdown date and price', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({
      node_end_time: '2025-01-31T16:00:00+08:00',
      node_total: 1000,
      node_sold: 420,
      nadi_price: '0.0123',
      partners: [{ name: 'P', logo: '/p.svg', url: 'https://p.test' }],
    });
    const info = await api.mainInfo();
    expect(info.nodeSaleEndsAt.toISOString()).toBe('2025-01-31T08:00:00.000Z');
    expect(info.nodeTotal).toBe(1000);
    expect(info.nodeSold).toBe(420);
    expect(info.nadiPrice.toString()).toBe('0.0123');
    expect(info.partners).toEqual([{ name: 'P', logo: '/p.svg', url: 'https://p.test', description: '' }]);
    expect(info.advantages).toEqual([]);
  });

  it('maps the app settings', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({
      chains: [
        {
          key: 'BSC',
          chain_id: 56,
          name: 'BNB Smart Chain',
          rpc_url: 'https://bsc.test',
          explorer_url: 'https://bscscan.test',
          native_symbol: 'BNB',
          tokens: { USDT: '0x55d398326f99059fF775485246999027B3197955' },
          receiver: '0x4c1e9a7d3b5f2e8c6a0d9b7f5e3c1a2b4d6f8e01',
          payment_contract: '0x9d3c5e7a1b2f4d6e8a0c1b3d5f7e9a2c4b6d8f03',
        },
      ],
      withdraw_min: '1',
      withdraw_confirmations: 3,
      customer_service_url: 'https://help.test',
    });
    const settings = await api.settings();
    expect(settings.chains).toEqual([
      {
        key: 'BSC',
        chainId: 56,
        name: 'BNB Smart Chain',
        rpcUrl: 'https://bsc.test',
        explorerUrl: 'https://bscscan.test',
        nativeSymbol: 'BNB',
        tokens: { USDT: '0x55d398326f99059fF775485246999027B3197955' },
        receiver: '0x4c1e9a7d3b5f2e8c6a0d9b7f5e3c1a2b4d6f8e01',
        paymentContract: '0x9d3c5e7a1b2f4d6e8a0c1b3d5f7e9a2c4b6d8f03',
      },
    ]);
    expect(settings.withdrawMinimum.toString()).toBe('1');
    expect(settings.withdrawConfirmations).toBe(3);
    expect(settings.customerServiceUrl).toBe('https://help.test');
  });

  it('asks for a presigned upload address', async () => {
    const { kit, api } = setup();
    kit.fetch.answer({ upload_url: 'https://r2.test/put?sig', public_url: 'https://cdn.test/a.png' });
    expect(await api.presignedUpload('a.png', 'image/png')).toEqual({
      uploadUrl: 'https://r2.test/put?sig',
      publicUrl: 'https://cdn.test/a.png',
    });
    expect(kit.fetch.last.body).toEqual({ file_name: 'a.png', content_type: 'image/png' });
  });
});
