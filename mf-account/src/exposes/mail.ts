export { default } from '../pages/mail';
