export { default } from '../pages/join';
