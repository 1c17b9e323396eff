export { default } from '../pages/forget';
