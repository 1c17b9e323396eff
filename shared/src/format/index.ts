import type { MoneyType } from '../contracts/shop';
import { formatMinor, toLocal } from '../money';

/** USD minor units in the chosen money type, as a decimal number rounded down to the cent (../money). */
export function convertPrice(minorUsd: number, moneyType: Pick<MoneyType, 'ex_rate'>): number {
  return toLocal(minorUsd, moneyType.ex_rate) / 100;
}

/** USD minor units shown in the chosen money type, e.g. "€18.46" (../money). */
export function formatPrice(minorUsd: number, moneyType: Pick<MoneyType, 'ex_rate' | 'symbol'>): string {
  return formatMinor(toLocal(minorUsd, moneyType.ex_rate), moneyType.symbol);
}

export { countryName } from './intl';
