export { default } from '../pages/join';
export { joinStarted as pageStarted, joinMeta as pageMeta } from '../pages/join.model';
