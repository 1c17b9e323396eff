/** An amount in the order's own currency (minor units, already converted and rounded down by the server). */
export function formatLocal(minor: number, symbol: string): string {
  return `${symbol}${(minor / 100).toFixed(2)}`;
}
