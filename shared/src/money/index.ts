/**
 * The money rules of the shop, for the API and the front ends alike (no browser code here).
 * Amounts are integer minor units: prices are kept in USD (the base currency) and shown in the chosen
 * currency by converting with its ex_rate and rounding DOWN to the cent (spec section 9).
 */

/** USD minor units in a currency's minor units at `exRate`, rounded down. */
export function toLocal(minorUsd: number, exRate: number): number {
  // The epsilon keeps float products such as 115 * 1 or 1.15 * 100 from flooring one cent short.
  return Math.floor(minorUsd * exRate + 1e-7);
}

/** Minor units of a currency back in USD minor units, to the nearest cent (what a typed amount means). */
export function toUsd(localMinor: number, exRate: number): number {
  return Math.round(localMinor / exRate);
}

/** Minor units as a decimal amount with two places: 1999 -> "19.99". */
export function minorToDecimal(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** A decimal amount such as "12.3" in minor units (1230); the caller checks the format first. */
export function decimalToMinor(value: string): number {
  return Math.round(Number(value) * 100);
}

/** Minor units of a currency with its symbol: (1846, "€") -> "€18.46". */
export function formatMinor(minor: number, symbol: string): string {
  return symbol + minorToDecimal(minor);
}

/** USD minor units shown in a currency, converted and rounded down: (1999, €, 0.9237) -> "€18.46". */
export function formatInCurrency(minorUsd: number, currency: { symbol: string; exRate: number }): string {
  return formatMinor(toLocal(minorUsd, currency.exRate), currency.symbol);
}

/** Basis points as a percentage: 1900 -> "19%", 725 -> "7.25%". */
export function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** The sum of lines at their unit prices (minor units). */
export function linesTotal<L extends { quantity: number }>(lines: readonly L[], price: (line: L) => number): number {
  return lines.reduce((sum, l) => sum + price(l) * l.quantity, 0);
}

/** Every amount of a summary converted on its own, each rounded down, as an order shows them. */
export function localAmounts<T extends Record<string, number>>(amounts: T, exRate: number): T {
  return Object.fromEntries(Object.entries(amounts).map(([key, value]) => [key, toLocal(value, exRate)])) as T;
}
