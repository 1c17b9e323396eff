export { default } from '../pages/single';
