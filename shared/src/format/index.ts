import dayjs from 'dayjs';
import quarterOfYear from 'dayjs/plugin/quarterOfYear';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import type { MoneyType } from '../contracts/shop';

dayjs.extend(quarterOfYear);
dayjs.extend(advancedFormat);

/** Converts USD minor units with ex_rate, rounded DOWN to 2 decimals (spec section 9). */
export function convertPrice(minorUsd: number, moneyType: Pick<MoneyType, 'ex_rate'>): number {
  // Work in target minor units; the epsilon keeps 1.15*100 from flooring to 114.
  const minor = Math.floor(minorUsd * moneyType.ex_rate + 1e-7);
  return minor / 100;
}

export function formatPrice(minorUsd: number, moneyType: Pick<MoneyType, 'ex_rate' | 'symbol'>): string {
  return moneyType.symbol + convertPrice(minorUsd, moneyType).toFixed(2);
}

/**
 * Formats a unix-seconds timestamp. Tokens: YYYY year, MM month, DD day, HH hour, mm minute, ss second,
 * Q quarter (dayjs tokens).
 */
export function formatDate(unixSeconds: number, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  return dayjs.unix(unixSeconds).format(pattern);
}
