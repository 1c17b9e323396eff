export { default } from '../pages/place-an-order';
