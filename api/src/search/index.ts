import type { Db } from '../db';
import { postgresSearch } from './postgres';
import type { SearchEngine } from './types';

/**
 * The shop's search behind one narrow interface (ADR 0041). The catalogue routes ask only this: which
 * products match and in what order, the facets of a list, suggestions while typing and a "did you mean".
 * The PostgreSQL engine (postgres.ts) keeps its documents current in the database itself; an engine of its
 * own (Meilisearch, OpenSearch) would implement the same interface and feed its index from `reindex`.
 */

export type { SearchEngine, SearchFilters, SearchHits, SearchQuery } from './types';

/** The shop's search engine: PostgreSQL full-text and trigram search over the shop's own database. */
export function createSearch(db: Db): SearchEngine {
  return postgresSearch(db);
}

export { groupOptions, queryWords } from './query';
