import Negotiator from 'negotiator';

/** The language ranges of an Accept-Language header by their q-values: q=0 dropped, the header's order kept among equals. */
export function rankLanguages(header: string): string[] {
  return new Negotiator({ headers: { 'accept-language': header } }).languages();
}
