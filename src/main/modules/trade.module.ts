import { ContainerModule } from 'inversify';
import { HttpTradeApi } from '../../adapters/api/trade/http-trade-api.adapter';
import { MarketSocketA } from '../../adapters/socket/trade/market-socket-a.adapter';
import { MarketSocketB } from '../../adapters/socket/trade/market-socket-b.adapter';
import type { AppConfig } from '../../application/shared/app-config';
import { LoadTradePairUseCase } from '../../application/trade/load-trade-pair.use-case';
import { MarketSocket } from '../../application/trade/market-socket.port';
import { ObservedMarketSocket, ProtocolMarketSocket } from '../../application/trade/observed-market-socket';
import { TradeApi } from '../../application/trade/trade-api.port';
import { MarketClosedVm } from '../../ui/screens/trade/market-closed.vm';
import { OrderListVm } from '../../ui/screens/trade/order-list.vm';
import { TradeVm } from '../../ui/screens/trade/trade.vm';

/** Trade: the live market on the socket of the configured protocol version, and the trade calls. */
export const tradeModule = (config: AppConfig) =>
  new ContainerModule(({ bind }) => {
    bind(ProtocolMarketSocket)
      .to(config.socket.protocol === 'b' ? MarketSocketB : MarketSocketA)
      .inSingletonScope();
    // The same socket, its state and message times told to the diagnostics panel.
    bind(MarketSocket).to(ObservedMarketSocket).inSingletonScope();
    bind(TradeApi).to(HttpTradeApi).inSingletonScope();
    bind(LoadTradePairUseCase).toSelf();
    bind(TradeVm).toSelf();
    bind(OrderListVm).toSelf();
    bind(MarketClosedVm).toSelf();
  });
