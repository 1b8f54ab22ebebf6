import { MatchersV3 } from '@pact-foundation/pact';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  commonBannerList,
  commonConfig,
  commonMainInfo,
  commonPresignedUrl,
} from '../../src/adapters/api/catalogue/home.schema';
import { HttpHomeApi } from '../../src/adapters/api/home/http-home-api.adapter';
import {
  appErrorOf,
  contractKit,
  dateTime,
  decimal,
  failure,
  PACT_TOKEN,
  pactInteractions,
  success,
  walletAddress,
} from './support/pact-kit';

const { eachLike, integer, regex, string } = MatchersV3;

const interaction = pactInteractions();
/** Public calls go out without a token, as for a visitor who has not connected a wallet. */
const visitor = (url: string) => new HttpHomeApi(contractKit(url, null).client);

const BANNER = {
  id: integer(1),
  title: string('Super Miner Nodes'),
  image: string('https://cdn.nadi.example/banners/nodes.png'),
  link: string('/node'),
};

const PARTNER = {
  name: string('Orbit Compute'),
  logo: string('https://cdn.nadi.example/partners/orbit.png'),
  url: string('https://example.com/orbit-compute'),
  /** In the request's language (the pact kit sends TW). */
  description: string('為 AI 任務提供 GPU 算力'),
};

/** A core advantage in the request's language; `icon` names one of the app's drawings. */
const ADVANTAGE = {
  icon: string('depin'),
  title: string('真實設備'),
  body: string('平板與手機為網路服務即可獲得收益。'),
};

const CHAIN = {
  key: regex('^(BSC|NADI)$', 'BSC'),
  chain_id: integer(56),
  name: string('BNB Smart Chain'),
  rpc_url: string('https://bsc-dataseed.bnbchain.org'),
  explorer_url: string('https://bscscan.com'),
  native_symbol: string('BNB'),
  tokens: {
    USDT: walletAddress('0x55d398326f99059fF775485246999027B3197955'),
    NADI: walletAddress('0x7a9e4c2b1d3f5e6a8b0c2d4e6f8a1b3c5d7e9f02'),
  },
  receiver: walletAddress('0x4c1e9a7d3b5f2e8c6a0d9b7f5e3c1a2b4d6f8e01'),
  payment_contract: walletAddress('0x9d3c5e7a1b2f4d6e8a0c1b3d5f7e9a2c4b6d8f03'),
};

describe('common contract', () => {
  it('common.bannerList answers the home banners', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: commonBannerList,
        description: 'a request for the home banners',
        answer: success(eachLike(BANNER)),
      },
      async (server) => {
        expect(await visitor(server.url).banners()).toEqual([
          {
            id: 1,
            title: 'Super Miner Nodes',
            image: 'https://cdn.nadi.example/banners/nodes.png',
            link: '/node',
          },
        ]);
      },
    );
  });

  it('common.mainInfo answers the home info', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: commonMainInfo,
        description: 'a request for the home info',
        answer: success({
          node_end_time: dateTime('2026-01-13T00:00:00.000Z'),
          node_total: integer(5000),
          node_sold: integer(3127),
          nadi_price: decimal('0.0825'),
          partners: eachLike(PARTNER),
          advantages: eachLike(ADVANTAGE),
        }),
      },
      async (server) => {
        expect(await visitor(server.url).mainInfo()).toEqual({
          nodeSaleEndsAt: new Date('2026-01-13T00:00:00.000Z'),
          nodeTotal: 5000,
          nodeSold: 3127,
          nadiPrice: new Decimal('0.0825'),
          partners: [
            {
              name: 'Orbit Compute',
              logo: 'https://cdn.nadi.example/partners/orbit.png',
              url: 'https://example.com/orbit-compute',
              description: '為 AI 任務提供 GPU 算力',
            },
          ],
          advantages: [{ icon: 'depin', title: '真實設備', body: '平板與手機為網路服務即可獲得收益。' }],
        });
      },
    );
  });

  it('common.config answers the chains and withdraw rules', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: commonConfig,
        description: 'a request for the app settings',
        answer: success({
          chains: eachLike(CHAIN),
          withdraw_min: decimal('1'),
          withdraw_confirmations: integer(3),
          customer_service_url: string('https://example.com/nadi-support'),
        }),
      },
      async (server) => {
        expect(await visitor(server.url).settings()).toEqual({
          chains: [
            {
              key: 'BSC',
              chainId: 56,
              name: 'BNB Smart Chain',
              rpcUrl: 'https://bsc-dataseed.bnbchain.org',
              explorerUrl: 'https://bscscan.com',
              nativeSymbol: 'BNB',
              tokens: {
                USDT: '0x55d398326f99059fF775485246999027B3197955',
                NADI: '0x7a9e4c2b1d3f5e6a8b0c2d4e6f8a1b3c5d7e9f02',
              },
              receiver: '0x4c1e9a7d3b5f2e8c6a0d9b7f5e3c1a2b4d6f8e01',
              paymentContract: '0x9d3c5e7a1b2f4d6e8a0c1b3d5f7e9a2c4b6d8f03',
            },
          ],
          withdrawMinimum: new Decimal('1'),
          withdrawConfirmations: 3,
          customerServiceUrl: 'https://example.com/nadi-support',
        });
      },
    );
  });

  it('common.generateR2PresignedUrl answers an upload address', async () => {
    const uploadUrl = 'https://r2.nadi.example/uploads/10001/avatar.png?X-Amz-Signature=abc';
    const publicUrl = 'https://cdn.nadi.example/uploads/10001/avatar.png';
    await interaction(
      {
        given: 'a user is logged in',
        endpoint: commonPresignedUrl,
        description: 'one image to upload',
        body: { file_name: 'avatar.png', content_type: 'image/png' },
        // https in production; the Node mock's own upload store answers on http://127.0.0.1.
        answer: success({
          upload_url: regex('^https?://\\S+$', uploadUrl),
          public_url: regex('^https?://\\S+$', publicUrl),
        }),
      },
      async (server) => {
        const api = new HttpHomeApi(contractKit(server.url, PACT_TOKEN).client);
        expect(await api.presignedUpload('avatar.png', 'image/png')).toEqual({ uploadUrl, publicUrl });
      },
    );
  });

  it('common.generateR2PresignedUrl without a token answers HTTP 401 and signals the logout', async () => {
    await interaction(
      {
        given: 'no user is logged in',
        endpoint: commonPresignedUrl,
        description: 'a request without a token',
        body: { file_name: 'avatar.png', content_type: 'image/png' },
        token: false,
        status: 401,
        answer: failure(401, 'login expired'),
      },
      async (server) => {
        const kit = contractKit(server.url, null);
        const error = await appErrorOf(
          new HttpHomeApi(kit.client).presignedUpload('avatar.png', 'image/png'),
        );
        expect(error.kind).toBe('unauthorized');
        expect(error.detail).toMatchObject({ status: 401, operation: 'common.generateR2PresignedUrl' });
        expect(kit.unauthorized).toEqual(['login expired']);
      },
    );
  });
});
