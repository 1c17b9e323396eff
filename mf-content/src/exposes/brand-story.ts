export { default } from '../pages/brand-story';
