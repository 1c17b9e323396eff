export { default } from '../pages/order-details';
export { orderDetailsStarted as pageStarted } from '../pages/order-details.model';
