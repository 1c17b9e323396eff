import { LANGUAGE_TAGS, type Locale } from '../routes/table';

/**
 * The money rules of the shop, for the API and the front ends alike (no browser code here).
 * Prices are kept in USD cents (the base currency). A figure in another currency is in that currency's own
 * minor unit (ISO 4217: JPY 0 digits, USD/EUR 2, KWD 3), converted with its ex_rate and rounded DOWN
 * (spec section 9), and written by formatMoney only.
 */

// ISO 4217 currencies whose minor unit is not the cent; every other code has two digits.
const ZERO_DIGITS = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
const THREE_DIGITS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/** Digits of a currency's minor unit (ISO 4217): JPY 0, USD 2, KWD 3. */
export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DIGITS.has(code)) return 0;
  return THREE_DIGITS.has(code) ? 3 : 2;
}

/** USD cents in a currency's minor units at `exRate`, rounded down: (1234, 150.5, JPY) -> 1857. */
export function toLocal(minorUsd: number, exRate: number, currency: string): number {
  const value = (minorUsd * exRate * 10 ** minorDigits(currency)) / 100;
  // The epsilon keeps float products such as 115 * 1 or 1.15 * 100 from flooring one unit short.
  return Math.floor(value + 1e-7);
}

/** Minor units of a currency back in USD cents, to the nearest cent (what a typed amount means). */
export function toUsd(localMinor: number, exRate: number, currency: string): number {
  return Math.round((localMinor * 100) / 10 ** minorDigits(currency) / exRate);
}

/** Minor units as a plain decimal with the currency's digits: (1999, USD) -> "19.99", (1857, JPY) -> "1857". */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

/** A typed decimal amount such as "12.3" in the currency's minor units (1230); the caller checks the format. */
export function decimalToMinor(value: string, currency: string): number {
  return Math.round(Number(value) * 10 ** minorDigits(currency));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** ICU's writer of one currency for one locale; made once (the first costs a phone ~50 ms of ICU's number data). */
export function moneyFormatter(code: string, locale: Locale): Intl.NumberFormat {
  const key = `${locale}|${code}`;
  let format = formatters.get(key);
  if (!format) {
    const digits = minorDigits(code);
    format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], { style: 'currency', currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format;
}

/** The spaces ICU puts around a symbol or between groups, as one no-break space (ICU versions differ). */
export const oneSpace = (text: string) => text.replace(/[\u202f\u00a0 ]/g, '\u00a0');

/**
 * How a reader of one locale writes one currency, read off ICU by moneyPattern (./pattern.ts): what comes
 * before and after the digits, the separators, and from how many digits the whole part is grouped
 * ("1234 €" but "12.345 €" in Spanish).
 */
export interface MoneyPattern {
  key: string;
  before: string;
  after: string;
  group: string;
  decimal: string;
  groupFrom: number;
}

const patterns = new Map<string, MoneyPattern>();

/**
 * Lets formatMoney write this locale's amounts of this currency without ICU: a server-rendered page
 * carries the pattern its prices were written with, so taking the page over builds no Intl.NumberFormat.
 */
export function rememberMoneyPattern(pattern: MoneyPattern): void {
  patterns.set(pattern.key, pattern);
}

function written(minor: number, digits: number, pattern: MoneyPattern): string {
  const unit = 10 ** digits;
  let whole = String(Math.floor(minor / unit));
  if (whole.length >= pattern.groupFrom) whole = whole.replace(/\B(?=(\d{3})+$)/g, pattern.group);
  const fraction = digits ? pattern.decimal + String(minor % unit).padStart(digits, '0') : '';
  return pattern.before + whole + fraction + pattern.after;
}

/**
 * Minor units of a currency as a reader of `locale` writes them: (1846, EUR, de) -> "18,46 €",
 * (1846, EUR, en) -> "€18.46", (1857, JPY, en) -> "¥1,857". The one way the shop writes a price, on the
 * server and in the browser; the spaces ICU puts around a symbol are written as one no-break space, so
 * the server's HTML and the browser's render agree even where their ICU versions pick different spaces.
 */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  const code = currency.toUpperCase();
  const pattern = patterns.get(`${locale}|${code}`);
  if (pattern && Number.isSafeInteger(minor) && minor >= 0) return written(minor, minorDigits(code), pattern);
  return oneSpace(moneyFormatter(code, locale).format(minor / 10 ** minorDigits(code)));
}

/** USD cents shown in a currency, converted and rounded down first: (1999, EUR 0.9237, de) -> "18,46 €". */
export function formatInCurrency(minorUsd: number, currency: { currency: string; exRate: number }, locale: Locale): string {
  return formatMoney(toLocal(minorUsd, currency.exRate, currency.currency), currency.currency, locale);
}

/** Basis points as a percentage: 1900 -> "19%", 725 -> "7.25%". */
export function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** The sum of lines at their unit prices (minor units). */
export function linesTotal<L extends { quantity: number }>(lines: readonly L[], price: (line: L) => number): number {
  return lines.reduce((sum, l) => sum + price(l) * l.quantity, 0);
}

/** Every amount of a summary converted on its own, each rounded down. */
export function localAmounts<T extends Record<string, number>>(amounts: T, exRate: number, currency: string): T {
  return Object.fromEntries(Object.entries(amounts).map(([key, value]) => [key, toLocal(value, exRate, currency)])) as T;
}
