export { default } from '../pages/article';
