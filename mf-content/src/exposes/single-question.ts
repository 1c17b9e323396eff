export { default } from '../pages/single-question';
