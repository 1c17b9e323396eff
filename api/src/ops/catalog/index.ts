// The catalogue file: what the demo shop and other loaders need of it.
export { CATALOG_FORMAT, CATALOG_VERSION, describeError, parseCatalog, writeCatalog } from './format';
export type { CatalogRecord, CategoryLine, LineError, ProductLine, WordLine } from './format';
export { describeSummary, importCatalog, type ImportResult, type ImportSummary } from './import';
export { exportCatalog } from './export';
export { syntheticCatalog } from './synthetic';
