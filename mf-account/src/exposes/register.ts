export { default } from '../pages/register';
