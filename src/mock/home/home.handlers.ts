import {
  commonBannerList,
  commonConfig,
  commonMainInfo,
  commonPresignedUrl,
} from '../../adapters/api/catalogue/home.schema';
import type { Locale } from '../../domain/language/language';
import { type Implementation, implement, implementAuthed, type MockEnv, ok } from '../core/handler';
import { escapeHtml } from '../core/html-text';
import { bannerImage, logoImage } from '../core/mock-art';
import { MOCK_CONTRACTS } from '../core/mock-contracts';
import type { MockState } from '../core/mock-state';
import { requestLocale } from '../core/request-language';
import { type AnnouncedOverride, announcedOverride, overridden } from '../payment/payment.state';
import { ADVANTAGE_ICONS, ADVANTAGE_TEXTS } from './advantages-content';
import { BANNER_TEXTS, PARTNER_TEXTS } from './home-content';
import { nodeSaleEnd } from './node-sale';
import { presignUpload } from './r2-uploads';

export const NADI_PRICE = '0.0825';

const BANNER_ART = [
  { id: 1, link: '/node', colors: ['#4f46e5', '#0ea5e9'] },
  { id: 2, link: '/ming', colors: ['#059669', '#84cc16'] },
  { id: 3, link: '/pledge', colors: ['#db2777', '#f59e0b'] },
] as const;

/** The banners in a language: titles and the words drawn on the pictures. */
export const bannersIn = (locale: Locale) =>
  BANNER_ART.map(({ id, link, colors }, i) => {
    const [title, subtitle] = BANNER_TEXTS[locale][i] ?? ['', ''];
    return {
      id,
      title,
      link,
      image: bannerImage(escapeHtml(title), escapeHtml(subtitle), colors[0], colors[1]),
    };
  });

/** Made-up partners: the mock claims no real company. Names stay as they are; the lines are translated. */
const PARTNER_ART = [
  { name: 'Orbit Compute', logo: logoImage('OC', '#6366f1'), url: 'https://example.com/orbit-compute' },
  { name: 'Helix Storage', logo: logoImage('HS', '#14b8a6'), url: 'https://example.com/helix-storage' },
  { name: 'Nebula AI', logo: logoImage('NA', '#f97316'), url: 'https://example.com/nebula-ai' },
  { name: 'Mesh Relay', logo: logoImage('MR', '#0ea5e9'), url: 'https://example.com/mesh-relay' },
];

export const partnersIn = (locale: Locale) =>
  PARTNER_ART.map((partner, i) => ({ ...partner, description: PARTNER_TEXTS[locale][i] ?? '' }));

export const advantagesIn = (locale: Locale) =>
  ADVANTAGE_ICONS.map((icon, i) => {
    const [title, body] = ADVANTAGE_TEXTS[locale][i] ?? ['', ''];
    return { icon, title, body };
  });

/** Contracts and receivers of the mock (core/mock-contracts.ts, where the build's demo pins read them too). */
export { MOCK_CONTRACTS } from '../core/mock-contracts';

/** The NADI chain's contracts: the attached local chain's when there is one, else made-up addresses. */
const nadiContracts = (env: MockEnv) => {
  const local = env.nadiChain.localChain;
  return local
    ? {
        native_symbol: local.nativeSymbol,
        tokens: { USDT: local.tokens.USDT, NADI: local.tokens.NADI },
        receiver: local.receiver,
        payment_contract: local.paymentContract,
      }
    : {
        native_symbol: 'BNB',
        tokens: { USDT: MOCK_CONTRACTS.nadiUsdt, NADI: MOCK_CONTRACTS.nadiNadi },
        receiver: MOCK_CONTRACTS.nadiReceiver,
        payment_contract: MOCK_CONTRACTS.nadiPayment,
      };
};

/** BSC: mainnet with made-up contracts, or the local chain standing in for it when one is announced. */
const bscChain = (env: MockEnv) => {
  const local = env.bscChain;
  return local
    ? {
        key: 'BSC' as const,
        chain_id: local.chainId,
        name: 'BNB Smart Chain',
        rpc_url: local.rpcUrl,
        explorer_url: '',
        native_symbol: local.nativeSymbol,
        tokens: { USDT: local.tokens.USDT, NADI: local.tokens.NADI },
        receiver: local.receiver,
        payment_contract: local.paymentContract,
      }
    : {
        key: 'BSC' as const,
        chain_id: 56,
        name: 'BNB Smart Chain',
        rpc_url: 'https://bsc-dataseed.bnbchain.org',
        explorer_url: 'https://bscscan.com',
        native_symbol: 'BNB',
        tokens: { USDT: MOCK_CONTRACTS.bscUsdt, NADI: MOCK_CONTRACTS.bscNadi },
        receiver: MOCK_CONTRACTS.bscReceiver,
        payment_contract: MOCK_CONTRACTS.bscPayment,
      };
};

/** A chain's addresses as a control call announces them in their place (`POST /__mock/payment/config`). */
const withOverride = <T extends ReturnType<typeof nadiContracts>>(
  chain: T,
  override?: AnnouncedOverride,
): T => {
  if (!override) return chain;
  const { tokens, receiver, paymentContract } = overridden(chain, chain.payment_contract, override);
  return { ...chain, tokens, receiver, payment_contract: paymentContract };
};

const configAnswer = (env: MockEnv, state: MockState) => ({
  chains: [
    withOverride(bscChain(env), announcedOverride(state, 'BSC')),
    {
      key: 'NADI' as const,
      chain_id: env.nadiChain.chainId,
      name: 'NADI Chain',
      rpc_url: env.nadiChain.rpcUrl,
      explorer_url: env.nadiChain.explorerUrl,
      ...withOverride(nadiContracts(env), announcedOverride(state, 'NADI')),
    },
  ],
  withdraw_min: '1',
  withdraw_confirmations: 3,
  customer_service_url: 'https://example.com/nadi-support',
});

export const HOME_HANDLERS: readonly Implementation[] = [
  implement(commonBannerList, ({ headers }) => ok(bannersIn(requestLocale(headers)))),

  implement(commonMainInfo, ({ env, headers, state }) =>
    ok({
      node_end_time: nodeSaleEnd(state, env),
      node_total: 5000,
      node_sold: 3127,
      nadi_price: NADI_PRICE,
      partners: partnersIn(requestLocale(headers)),
      advantages: advantagesIn(requestLocale(headers)),
    }),
  ),

  implement(commonConfig, ({ env, state }) => ok(configAnswer(env, state))),

  /** Addresses of the mock's own upload store (r2-uploads.ts): a PUT there is kept, as R2 would. */
  implementAuthed(commonPresignedUrl, ({ input, user, env, headers }) =>
    ok(presignUpload(user.id, input.file_name, input.content_type, env, headers)),
  ),
];
