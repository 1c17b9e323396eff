export { default } from '../pages/console';
