export { default } from '../pages/setting';
