/** An amount in the order's own currency (minor units, already converted and rounded down by the server). */
export function formatLocal(minor: number, symbol: string): string {
  return `${symbol}${(minor / 100).toFixed(2)}`;
}

/** Basis points as a percentage, as the checkout shows it: 1900 -> "19%", 725 -> "7.25%". */
export function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}
