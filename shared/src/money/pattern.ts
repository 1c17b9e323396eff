import type { Locale } from '../routes/table';
import { minorDigits, moneyFormatter, oneSpace, type MoneyPattern } from './index';

/** The pattern of one locale and currency (see MoneyPattern), read off ICU on the server. */
export function moneyPattern(currency: string, locale: Locale): MoneyPattern {
  const code = currency.toUpperCase();
  const format = moneyFormatter(code, locale);
  const parts = format.formatToParts(minorDigits(code) ? 1234567.5 : 1234567);
  const digitsAt = parts.flatMap((p, i) => (p.type === 'integer' || p.type === 'fraction' ? [i] : []));
  const text = (from: number, to?: number) =>
    oneSpace(
      parts
        .slice(from, to)
        .map((p) => p.value)
        .join(''),
    );
  return {
    key: `${locale}|${code}`,
    before: text(0, digitsAt[0]),
    after: text(digitsAt[digitsAt.length - 1] + 1),
    group: oneSpace(parts.find((p) => p.type === 'group')?.value ?? ''),
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    groupFrom: format.formatToParts(1234).some((p) => p.type === 'group') ? 4 : 5,
  };
}
