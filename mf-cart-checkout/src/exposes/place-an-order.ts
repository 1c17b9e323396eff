export { default } from '../pages/place-an-order';
export { placeAnOrderStarted as pageStarted } from '../pages/place-an-order.model';
