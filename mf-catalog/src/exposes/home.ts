export { default } from '../pages/home';
