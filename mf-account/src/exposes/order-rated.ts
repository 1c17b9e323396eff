export { default } from '../pages/order-rated';
export { orderRatedStarted as pageStarted } from '../pages/order.model';
