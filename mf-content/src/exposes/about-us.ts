export { default } from '../pages/about-us';
