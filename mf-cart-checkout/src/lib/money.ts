/** An amount the server already converted (minor units of the order's currency), shown like formatPrice does. */
export function formatLocal(minor: number, symbol: string): string {
  return symbol + (minor / 100).toFixed(2);
}

/** Basis points as a percentage, e.g. 725 -> "7.25%". */
export function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** USD minor units in the quote's currency, rounded down as the server does. */
export function toLocal(minorUsd: number, exRate: number): number {
  return Math.floor(minorUsd * exRate + 1e-7);
}
