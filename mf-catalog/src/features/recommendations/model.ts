import { createRequest } from '@storefront/shared/store';
import { fetchRelated } from './api';

export const related = createRequest(fetchRelated);
export const relatedOpened = related.requested;
export const $related = related.$data;
export const $relatedStatus = related.$status;
