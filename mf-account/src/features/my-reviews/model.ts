import { createPagedList } from '../../lib/paged-list';
import * as api from './api';

export const myReviews = createPagedList(api.fetchMyReviews, null);
