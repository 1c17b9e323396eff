export { default } from '../pages/photo';
export { photoStarted as pageStarted, photoMeta as pageMeta } from '../pages/photo.model';
