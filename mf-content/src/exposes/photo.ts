export { default } from '../pages/photo';
