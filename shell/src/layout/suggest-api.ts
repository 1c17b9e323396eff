import { apiGet, type RequestContext } from '@storefront/shared/api';
import { SUGGEST_DEFAULT, type Suggestions } from '@storefront/shared/contracts/catalog';

/** GET /api/catalog/suggest: products and categories for what has been typed so far; `signal` cancels a stale one. */
export async function fetchSuggestions(context: RequestContext, q: string, signal: AbortSignal): Promise<Suggestions> {
  // Called outside the store's effects: a failure reaches no toast or error page, the list just stays shut.
  return (await apiGet<Suggestions>(context, '/api/catalog/suggest', { q, limit: SUGGEST_DEFAULT }, { signal })).data;
}
