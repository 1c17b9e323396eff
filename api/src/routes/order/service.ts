// The order domain's public surface: what other domains and the operator's command line use. Route
// handlers import the concern they need (queries, commands, operator, jobs) directly.
export { activePaymentMethods, refundInCurrency } from './pricing';
export { ownedBy, pageOfOrders, paymentMethodName, type OrderOwner } from './queries';
export { joinGuestOrders } from './links';
export { markItemEvaluated, markPaidInTx } from './commands';
export {
  acceptRefund,
  finishRefund,
  recordRefundRequested,
  refundAwaitingProvider,
  refundsToPayBack,
  shipOrder,
  cancelOrderByShop,
  refuseRefund,
  type AcceptedRefund,
  type OperatorResult,
  type OrderAudit,
  type Shipment,
} from './operator';
export { cancelExpiredOrders } from './jobs';
