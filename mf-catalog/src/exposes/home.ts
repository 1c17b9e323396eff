export { default } from '../pages/home';
export { homeStarted as pageStarted, homeMeta as pageMeta } from '../pages/home.model';
