export { default } from '../pages/address';
