export { default } from '../pages/pay-callback';
