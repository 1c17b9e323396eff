import dayjs from 'dayjs';
import quarterOfYear from 'dayjs/plugin/quarterOfYear';
import advancedFormat from 'dayjs/plugin/advancedFormat';

// Not a shared module: the pages that show dates (account, reviews) bundle it, so no other page loads dayjs.
dayjs.extend(quarterOfYear);
dayjs.extend(advancedFormat);

/**
 * Formats a unix-seconds timestamp. Tokens: YYYY year, MM month, DD day, HH hour, mm minute, ss second,
 * Q quarter (dayjs tokens).
 */
export function formatDate(unixSeconds: number, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  return dayjs.unix(unixSeconds).format(pattern);
}
