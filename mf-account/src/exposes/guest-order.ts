export { default } from '../pages/guest-order';
