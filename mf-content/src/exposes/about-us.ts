export { default } from '../pages/about-us';
export { aboutUsStarted as pageStarted, aboutUsMeta as pageMeta } from '../pages/about-us.model';
