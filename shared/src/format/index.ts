import dayjs from 'dayjs';
import quarterOfYear from 'dayjs/plugin/quarterOfYear';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import type { MoneyType } from '../contracts/shop';
import { formatMinor, toLocal } from '../money';

dayjs.extend(quarterOfYear);
dayjs.extend(advancedFormat);

/** USD minor units in the chosen money type, as a decimal number rounded down to the cent (../money). */
export function convertPrice(minorUsd: number, moneyType: Pick<MoneyType, 'ex_rate'>): number {
  return toLocal(minorUsd, moneyType.ex_rate) / 100;
}

/** USD minor units shown in the chosen money type, e.g. "€18.46" (../money). */
export function formatPrice(minorUsd: number, moneyType: Pick<MoneyType, 'ex_rate' | 'symbol'>): string {
  return formatMinor(toLocal(minorUsd, moneyType.ex_rate), moneyType.symbol);
}

/**
 * Formats a unix-seconds timestamp. Tokens: YYYY year, MM month, DD day, HH hour, mm minute, ss second,
 * Q quarter (dayjs tokens).
 */
export function formatDate(unixSeconds: number, pattern = 'YYYY-MM-DD HH:mm:ss'): string {
  return dayjs.unix(unixSeconds).format(pattern);
}

export { countryName } from './intl';
