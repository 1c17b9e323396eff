export { default } from '../pages/blog';
