import { ContainerModule } from 'inversify';
import { HttpTradeApi } from '../../adapters/api/trade/http-trade-api.adapter';
import { MarketSocketA } from '../../adapters/socket/trade/market-socket-a.adapter';
import { MarketSocketB } from '../../adapters/socket/trade/market-socket-b.adapter';
import type { AppConfig } from '../../application/shared/app-config';
import { MarketSocket } from '../../application/trade/market-socket.port';
import { TradeApi } from '../../application/trade/trade-api.port';

/** The live market: the socket of the configured protocol version, and the trade calls. */
export const marketBindings = (config: AppConfig) =>
  new ContainerModule(({ bind }) => {
    bind(MarketSocket)
      .to(config.socket.protocol === 'b' ? MarketSocketB : MarketSocketA)
      .inSingletonScope();
    bind(TradeApi).to(HttpTradeApi).inSingletonScope();
  });
