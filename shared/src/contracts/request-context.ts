/**
 * What every request to the store API carries, taken from the scope of the page that makes it: the
 * server's render and the browser's store pass the same values, so no request reads them from elsewhere.
 */
export interface RequestContext {
  locale: string;
  /** The shopper's currency code (moneyType.currency); prices come in USD minor units and are converted for display. */
  currency: string;
  /** The session token, when the store has it. */
  token: string | null;
  /** The shop's host as the shopper asked for it; empty in the browser, which uses its own address. */
  host: string;
  realIp: string;
}
