export { default } from '../pages/order-refund';
export { orderRefundStarted as pageStarted } from '../pages/order-refund.model';
