export { default } from '../pages/collection';
