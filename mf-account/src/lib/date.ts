import { formatDate } from '@storefront/shared/dates';

export const day = (unix: number | null | undefined) => (unix ? formatDate(unix, 'YYYY-MM-DD') : '');
export const dateTime = (unix: number | null | undefined) => (unix ? formatDate(unix) : '');
