import type { Sku, SpecDef } from '@storefront/shared/contracts/catalog';

/** The chosen option code of each specification; a spec not chosen yet is absent. */
export type Selection = Record<string, string>;

export type OptionState = 'available' | 'soldOut' | 'unavailable';

/** Specs with a single option need no choice, so they start chosen. */
export function initialSelection(specs: SpecDef[]): Selection {
  return Object.fromEntries(specs.filter((s) => s.values.length === 1).map((s) => [s.name, s.values[0]]));
}

const matches = (sku: Sku, selection: Selection, except?: string) =>
  Object.entries(selection).every(([name, value]) => name === except || sku.options[name] === value);

/** SKUs that agree with every chosen option (all of them when nothing is chosen). */
export function compatibleSkus(skus: Sku[], selection: Selection, except?: string): Sku[] {
  return skus.filter((sku) => matches(sku, selection, except));
}

/**
 * Whether picking `value` for `name` leads anywhere given the other choices: to stock (available), only to
 * sold-out SKUs (soldOut, still selectable so the shopper sees why), or to no SKU at all (unavailable).
 */
export function optionState(skus: Sku[], selection: Selection, name: string, value: string): OptionState {
  const candidates = compatibleSkus(skus, selection, name).filter((sku) => sku.options[name] === value);
  if (candidates.length === 0) return 'unavailable';
  return candidates.some((sku) => sku.stock > 0) ? 'available' : 'soldOut';
}

/** Picks an option; picking the chosen one again clears it. */
export function choose(selection: Selection, name: string, value: string): Selection {
  const next = { ...selection };
  if (next[name] === value) delete next[name];
  else next[name] = value;
  return next;
}

export function missingSpecs(specs: SpecDef[], selection: Selection): string[] {
  return specs.filter((s) => !selection[s.name]).map((s) => s.name);
}

/** The SKU of a complete choice; null while a spec is still open. */
export function selectedSku(specs: SpecDef[], skus: Sku[], selection: Selection): Sku | null {
  if (missingSpecs(specs, selection).length > 0) return null;
  return skus.find((sku) => specs.every((s) => sku.options[s.name] === selection[s.name])) ?? null;
}

/** The price to show: the SKU's once chosen, else the range over what the choice so far allows. */
export function priceRange(skus: Sku[], selection: Selection): { min: number; max: number } | null {
  const prices = compatibleSkus(skus, selection).map((s) => s.price);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/** How many can be bought: at least 1, at most the stock (of the chosen SKU, else the largest left). */
export function quantityLimit(skus: Sku[], sku: Sku | null): number {
  if (sku) return sku.stock;
  return Math.max(0, ...skus.map((s) => s.stock));
}

export function clampQuantity(quantity: number, limit: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.min(Math.floor(quantity), Math.max(1, limit)));
}
