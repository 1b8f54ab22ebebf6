import Decimal from 'decimal.js';
import type * as z from 'zod/mini';
import type { AppSettings, Banner, ChainSettings, MainInfo } from '../../../domain/home/home';
import type { bannerWire, chainWire, configWire, mainInfoWire } from '../catalogue/home.schema';

export const toBanner = (wire: z.output<typeof bannerWire>): Banner => ({
  id: wire.id,
  title: wire.title,
  image: wire.image,
  link: wire.link,
});

export const toMainInfo = (wire: z.output<typeof mainInfoWire>): MainInfo => ({
  nodeSaleEndsAt: new Date(wire.node_end_time),
  nodeTotal: wire.node_total,
  nodeSold: wire.node_sold,
  nadiPrice: new Decimal(wire.nadi_price),
  partners: wire.partners.map((p) => ({
    name: p.name,
    logo: p.logo,
    url: p.url,
    description: p.description ?? '',
  })),
  advantages: (wire.advantages ?? []).map((a) => ({ icon: a.icon, title: a.title, body: a.body })),
});

export const toChainSettings = (wire: z.output<typeof chainWire>): ChainSettings => ({
  key: wire.key,
  chainId: wire.chain_id,
  name: wire.name,
  rpcUrl: wire.rpc_url,
  explorerUrl: wire.explorer_url,
  nativeSymbol: wire.native_symbol,
  tokens: { ...wire.tokens },
  receiver: wire.receiver,
  paymentContract: wire.payment_contract,
});

export const toAppSettings = (wire: z.output<typeof configWire>): AppSettings => ({
  chains: wire.chains.map(toChainSettings),
  withdrawMinimum: new Decimal(wire.withdraw_min),
  withdrawConfirmations: wire.withdraw_confirmations,
  customerServiceUrl: wire.customer_service_url,
});
