export { default } from '../pages/order';
export { orderStarted as pageStarted } from '../pages/order.model';
