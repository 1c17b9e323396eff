import { describe, expect, it } from 'vitest';
import { buildCatalog } from './catalog';
import { drawPicture, PRODUCT_SHAPES } from './catalog-media';
import { CATEGORIES } from './catalog-words';

const KINDS = CATEGORIES.flatMap((top) => top.children.flatMap((sub) => sub.types.map((type) => type.key)));

/** The silhouette of a picture: the set of paths drawn inside its product group. */
function pathSet(svg: string): string {
  const group = /<g transform="[^"]*">([\s\S]*)<\/g>/.exec(svg)?.[1] ?? '';
  return [...new Set([...group.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]))].sort().join('|');
}

describe('seeded product pictures', () => {
  it('every kind of product has a silhouette of its own', () => {
    expect(KINDS.filter((kind) => !PRODUCT_SHAPES[kind])).toEqual([]);
    const drawings = new Set(KINDS.map((kind) => JSON.stringify(PRODUCT_SHAPES[kind])));
    expect(drawings.size).toBe(KINDS.length);
  });

  it('draws jackets, coats and dresses as themselves, not as T-shirts: one path set per kind, different between kinds', () => {
    const catalog = buildCatalog();
    const byKind = new Map<string, Set<string>>();
    for (const product of catalog.products) {
      // Slugs are adjective-material-kind; a kind may itself hold hyphens (t-shirt, running-shoes).
      const kind = KINDS.find((k) => product.slug.endsWith(`-${k}`) && product.slug.split('-').length === 2 + k.split('-').length)!;
      expect(kind, product.slug).toBeDefined();
      const set = byKind.get(kind) ?? new Set<string>();
      for (const drawing of product.drawings) set.add(pathSet(drawPicture(drawing)));
      byKind.set(kind, set);
    }
    expect([...byKind.keys()].sort()).toEqual([...KINDS].sort());
    for (const [kind, sets] of byKind) expect(sets.size, kind).toBe(1);
    const silhouettes = [...byKind.values()].map((s) => [...s][0]);
    expect(new Set(silhouettes).size).toBe(KINDS.length);
    const of = (kind: string) => [...byKind.get(kind)!][0];
    for (const kind of ['jacket', 'coat', 'dress', 'shirt', 'sweater', 'skirt']) expect(of(kind), kind).not.toBe(of('t-shirt'));
  });
});
