export { default } from '../pages/collection';
export { collectionStarted as pageStarted } from '../pages/collection.model';
