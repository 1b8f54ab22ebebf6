import { observer } from 'mobx-react-lite';
import { PaymentSheet } from '../payment/payment-sheet';
import type { OrderFlow } from './order-flow';
import { PreOrderPopup } from './pre-order-popup';

/**
 * What an order flow shows over the screen that ordered: the pre-order popup (pay now or keep browsing),
 * then the payment sheet. One piece for every screen that holds an `OrderFlow` (mining, node detail).
 */
export const OrderFlowSheets = observer(function OrderFlowSheets({ flow }: { flow: OrderFlow }) {
  return (
    <>
      {flow.created && (
        <PreOrderPopup order={flow.created} onPayNow={flow.payNow} onKeepBrowsing={flow.keepBrowsing} />
      )}
      {flow.payingOrderId !== null && (
        <PaymentSheet orderId={flow.payingOrderId} onClose={flow.closePayment} />
      )}
    </>
  );
});
