import { ContainerModule } from 'inversify';
import { HttpTradeApi } from '../../adapters/api/trade/http-trade-api.adapter';
import { MarketSocketA } from '../../adapters/socket/market-socket-a.adapter';
import { MarketSocketB } from '../../adapters/socket/market-socket-b.adapter';
import { MarketApi } from '../../application/market/market-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { MarketSocket } from '../../application/socket/market-socket.port';

/** The live market: the socket of the configured protocol version, and the trade calls. */
export const marketBindings = (config: AppConfig) =>
  new ContainerModule(({ bind }) => {
    bind(MarketSocket)
      .to(config.socket.protocol === 'b' ? MarketSocketB : MarketSocketA)
      .inSingletonScope();
    bind(MarketApi).to(HttpTradeApi).inSingletonScope();
  });
