import type { MoneyType } from '../contracts/shop';
import { formatMoney, minorDigits, toLocal } from '../money';
import type { Locale } from '../routes/table';

// Written through this shared module, so the shell and every remote on the page use one writer of prices
// and the pattern the page was rendered with (rememberMoneyPattern) reaches all of them.
export { formatInCurrency, formatMoney, formatRate, rememberMoneyPattern } from '../money';

/** USD cents in the chosen money type as a decimal number, rounded down to its minor unit (../money). */
export function convertPrice(minorUsd: number, moneyType: Pick<MoneyType, 'ex_rate' | 'currency'>): number {
  return toLocal(minorUsd, moneyType.ex_rate, moneyType.currency) / 10 ** minorDigits(moneyType.currency);
}

/** USD cents shown in the chosen money type as the page's language writes it: "18,46 €" on a German page. */
export function formatPrice(minorUsd: number, moneyType: Pick<MoneyType, 'ex_rate' | 'currency'>, locale: Locale): string {
  return formatMoney(toLocal(minorUsd, moneyType.ex_rate, moneyType.currency), moneyType.currency, locale);
}

export { countryName } from './intl';
