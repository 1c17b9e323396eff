export { default } from '../pages/contact';
