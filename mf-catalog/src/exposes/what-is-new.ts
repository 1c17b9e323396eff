export { default } from '../pages/what-is-new';
