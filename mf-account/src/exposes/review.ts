export { default } from '../pages/review';
