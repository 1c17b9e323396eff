export { default } from '../pages/good-details';
