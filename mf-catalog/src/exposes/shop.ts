export { default } from '../pages/shop';
