export { default } from '../pages/question';
