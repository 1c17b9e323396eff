import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { describeError, importCatalog, parseCatalog, writeCatalog } from 'api/catalog-file';
import { LOCALES, type Locale } from '@storefront/shared/routes';
import type { Db, Seeder } from 'api/db';
import { categories, mediaFiles, products, reviews, specWords, type SpecDef } from 'api/db-schema';
import { drawPicture, mediaPath, random, type PictureInput } from './catalog-media';
import { DEMO_PHOTO_FOLDER, DEMO_PREPARED_FOLDER, ensureDemoPhotos } from './catalog-photos';
import { joinSentences, materialSentence, productName } from './catalog-text';
import {
  ADJECTIVES,
  AUTHORS,
  CATEGORIES,
  CLOSINGS,
  COLOURS,
  MATERIALS,
  REPLIES,
  REVIEW_TEXTS,
  SPEC_VALUES,
  type ColourKey,
  type MaterialKey,
  type ProductType,
  type SubCategory,
  type Texts,
  type TopCategory,
} from './catalog-words';

/**
 * The demo catalogue: 8 top categories with sub-categories and 120 products, each with texts in the
 * nine languages, specifications and SKUs, a generated gallery and reviews. Everything comes from a
 * fixed random seed, so every run builds the same catalogue; only what is missing is inserted.
 */

export const PRODUCT_COUNT = 120;
/** The demo catalogue in the import format; `pnpm --filter @storefront/demo-shop write-catalog` writes it again. */
export const DEMO_CATALOG_FILE = new URL('../catalog/demo.jsonl', import.meta.url);
const SEED = 20_240_917;
const DAY_MS = 86_400_000;
const MAX_SKUS = 24;

export interface MediaSeed {
  path: string;
  body: string;
}

export interface CategorySeed {
  slug: string;
  parentSlug: string | null;
  sort: number;
  names: Texts;
  image: string;
}

export interface ReviewSeed {
  authorName: string;
  productRating: number;
  serviceRating: number;
  content: string;
  locale: Locale;
  pictures: string[];
  reply: string | null;
  daysAgo: number;
}

export interface ProductSeed {
  slug: string;
  categorySlug: string;
  price: number;
  sales: number;
  score: number;
  reviewCount: number;
  arrivalDaysAgo: number;
  specs: SpecDef[];
  texts: Record<Locale, { name: string; description: string }>;
  /** Photo files of the gallery, relative to the demo's photo folder (catalog-photos.ts). */
  images: string[];
  /** What each gallery photo is made from. */
  drawings: PictureInput[];
  skus: { code: string; options: Record<string, string>; price: number; stock: number }[];
  reviews: ReviewSeed[];
}

export interface CatalogSeed {
  categories: CategorySeed[];
  products: ProductSeed[];
  media: MediaSeed[];
}

const MATERIAL_FACTOR: Partial<Record<MaterialKey, number>> = {
  leather: 1.45,
  silk: 1.5,
  wool: 1.25,
  castIron: 1.3,
  oak: 1.2,
  suede: 1.3,
  aluminium: 1.15,
  cork: 1.1,
  glass: 1.05,
};
/** Price factor of an option by its position among the spec's values. */
const OPTION_FACTOR: Partial<Record<string, number[]>> = {
  size: [1, 1, 1, 1.06, 1.1],
  sizeHome: [1, 1.35, 1.8],
  diameter: [1, 1.2, 1.4],
  capacityBag: [1, 1.15, 1.3],
  capacityBottle: [1, 1.12, 1.25, 1.45],
  pack: [1, 1.85, 3.4],
  thickness: [1, 1.2],
  length: [1, 1.12],
  format: [1, 0.8],
  width: [1, 1.05],
};

const toCents = (usd: number) => Math.max(99, Math.round(usd / 100) * 100 - 1);

function pick<T>(rnd: () => number, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)];
}

function shuffled<T>(rnd: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A contiguous run of a spec's values (sizes stay in order), at least two long. */
function valueRun(rnd: () => number, values: readonly string[], max: number): string[] {
  const length = Math.min(max, values.length, 2 + Math.floor(rnd() * (values.length - 1)));
  const start = Math.floor(rnd() * (values.length - length + 1));
  return values.slice(start, start + length);
}

function combinations(specs: SpecDef[]): Record<string, string>[] {
  return specs.reduce<Record<string, string>[]>((acc, spec) => acc.flatMap((combo) => spec.values.map((v) => ({ ...combo, [spec.name]: v }))), [{}]);
}

function ratingOf(rnd: () => number): number {
  const r = rnd();
  return r < 0.45 ? 5 : r < 0.75 ? 4 : r < 0.88 ? 3 : r < 0.95 ? 2 : 1;
}

let built: CatalogSeed | null = null;

/** The whole demo catalogue as plain data (deterministic; built once per process). */
export function buildCatalog(): CatalogSeed {
  if (built) return built;
  const media: MediaSeed[] = [];
  const addMedia = (folder: string, name: string, body: string) => {
    const path = mediaPath(folder, name, body);
    media.push({ path, body });
    return `/media/${path}`;
  };

  const categorySeeds: CategorySeed[] = [];
  const types: { top: TopCategory; sub: SubCategory; type: ProductType }[] = [];
  CATEGORIES.forEach((top, i) => {
    const banner = (slug: string, n: number, colour: ColourKey) =>
      addMedia('catalog/categories', slug, drawPicture({ seed: 7_000 + n, motif: top.motif, colour: COLOURS[colour], material: 'leather', kind: 'banner' }));
    categorySeeds.push({ slug: top.slug, parentSlug: null, sort: i + 1, names: top.names, image: banner(top.slug, i * 10, top.colours[0]) });
    top.children.forEach((sub, j) => {
      categorySeeds.push({
        slug: sub.slug,
        parentSlug: top.slug,
        sort: j + 1,
        names: sub.names,
        image: banner(sub.slug, i * 10 + j + 1, top.colours[(j + 1) % top.colours.length]),
      });
      for (const type of sub.types) types.push({ top, sub, type });
    });
  });

  const rnd = random(SEED);
  const slugs = new Set<string>();
  const productSeeds: ProductSeed[] = [];
  for (let i = 0; i < PRODUCT_COUNT; i++) {
    const { top, sub, type } = types[i % types.length];
    let adjectiveKey = pick(rnd, top.adjectives);
    let materialKey = pick(rnd, type.materials);
    let slug = `${adjectiveKey}-${materialKey}-${type.key}`.toLowerCase();
    // Walk the combinations until one is free, so every product has its own name.
    for (let k = 0; slugs.has(slug); k++) {
      adjectiveKey = top.adjectives[k % top.adjectives.length];
      materialKey = type.materials[Math.floor(k / top.adjectives.length) % type.materials.length];
      slug = `${adjectiveKey}-${materialKey}-${type.key}`.toLowerCase();
    }
    slugs.add(slug);
    const words = { noun: type.noun, adjective: ADJECTIVES[adjectiveKey], material: MATERIALS[materialKey], materialKey };

    // Specifications: colour always, then up to two of the type's own.
    const colourCodes = shuffled(rnd, top.colours).slice(0, 2 + Math.floor(rnd() * 3));
    const extra = type.specs.slice(0, Math.floor(rnd() * (type.specs.length + 1)));
    const specs: SpecDef[] = [{ name: 'colour', values: colourCodes }];
    for (const kind of extra) specs.push({ name: kind.name, values: valueRun(rnd, SPEC_VALUES[kind.from], kind.from === 'shoeSize' ? 6 : 5) });
    while (specs.reduce((n, s) => n * s.values.length, 1) > MAX_SKUS) {
      const longest = specs.reduce((a, b) => (b.values.length > a.values.length ? b : a));
      longest.values = longest.values.slice(0, -1);
    }

    const base = type.price * (MATERIAL_FACTOR[materialKey] ?? 1) * (0.85 + rnd() * 0.4);
    const sources = new Map(extra.map((k) => [k.name as string, k.from as string]));
    const number = String(i + 1).padStart(4, '0');
    const skuSeeds = combinations(specs).map((options) => {
      let price = base;
      for (const spec of specs.slice(1)) {
        const from = sources.get(spec.name)!;
        price *= OPTION_FACTOR[from]?.[SPEC_VALUES[from as keyof typeof SPEC_VALUES].indexOf(options[spec.name] as never)] ?? 1;
      }
      const r = rnd();
      const stock = r < 0.08 ? 0 : r < 0.18 ? 1 + Math.floor(rnd() * 3) : 5 + Math.floor(rnd() * 80);
      const code = ['AU', number, ...specs.map((s) => options[s.name])].join('-').toUpperCase();
      return { code, options, price: toCents(price), stock };
    });

    const imageCount = 2 + Math.floor(rnd() * 3);
    // Raster photographs made from these drawings at seed time (catalog-photos.ts), named as files of the catalogue.
    const drawings: PictureInput[] = Array.from({ length: imageCount }, (_, k) => ({
      seed: (i + 1) * 100 + k,
      motif: top.motif,
      product: type.key,
      colour: COLOURS[colourCodes[k % colourCodes.length]],
      material: materialKey,
      kind: 'gallery',
      view: k,
    }));
    const images = drawings.map((_, k) => `${DEMO_PHOTO_FOLDER}/${slug}-${k + 1}.jpg`);

    const arrivalDaysAgo = i % 5 === 0 ? rnd() * 27 : 31 + rnd() * 400;
    const reviewCount = rnd() < 0.1 ? 0 : 1 + Math.floor(rnd() * 8);
    const reviewSeeds: ReviewSeed[] = [];
    for (let r = 0; r < reviewCount; r++) {
      const locale = pick(rnd, LOCALES);
      const productRating = ratingOf(rnd);
      const serviceRating = Math.max(1, Math.min(5, productRating + pick(rnd, [-1, 0, 0, 1])));
      const pool = productRating >= 4 ? REVIEW_TEXTS.good : productRating === 3 ? REVIEW_TEXTS.mixed : REVIEW_TEXTS.bad;
      const pictures =
        rnd() < 0.25
          ? Array.from({ length: 1 + Math.floor(rnd() * 2) }, (_, k) =>
              addMedia(
                'catalog/reviews',
                `${slug}-${r + 1}-${k + 1}`,
                drawPicture({
                  seed: 500_000 + (i + 1) * 100 + r * 10 + k,
                  motif: top.motif,
                  product: type.key,
                  colour: COLOURS[pick(rnd, colourCodes)],
                  material: materialKey,
                  kind: 'photo',
                }),
              ),
            )
          : [];
      const replied = rnd() < 0.3 || productRating <= 2;
      reviewSeeds.push({
        authorName: pick(rnd, AUTHORS[locale]),
        productRating,
        serviceRating,
        content: pick(rnd, pool[locale]),
        locale,
        pictures,
        reply: replied ? REPLIES[locale][productRating >= 4 ? 0 : 1] : null,
        daysAgo: arrivalDaysAgo * (0.05 + rnd() * 0.9),
      });
    }
    const ratingSum = reviewSeeds.reduce((sum, r) => sum + r.productRating, 0);

    const texts = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        {
          name: productName(locale, words),
          description: joinSentences(locale, [materialSentence(locale, words), top.features[i % 2][locale], CLOSINGS[i % CLOSINGS.length][locale]]),
        },
      ]),
    ) as ProductSeed['texts'];

    productSeeds.push({
      slug,
      categorySlug: sub.slug,
      price: Math.min(...skuSeeds.map((s) => s.price)),
      sales: Math.floor(rnd() ** 2 * 4000),
      score: reviewSeeds.length ? Math.round((ratingSum / reviewSeeds.length) * 10) / 10 : 0,
      reviewCount: reviewSeeds.length,
      arrivalDaysAgo,
      specs,
      texts,
      images,
      drawings,
      skus: skuSeeds,
      reviews: reviewSeeds,
    });
  }

  built = { categories: categorySeeds, products: productSeeds, media };
  return built;
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 400) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Imports what is missing of the demo catalogue from its file (demo-shop/catalog/demo.jsonl), the one way
 * products enter the shop, then writes what the file does not hold: the pictures' bytes, sales, arrival
 * dates and reviews. Rows that exist (by key, path, code) are left alone, with whatever an operator changed.
 */
export async function seedCatalog(db: Db, now = new Date()): Promise<{ products: number }> {
  const catalog = buildCatalog();

  await insertChunked(catalog.media, (chunk) =>
    db
      .insert(mediaFiles)
      .values(chunk.map((m) => ({ path: m.path, contentType: 'image/svg+xml', body: m.body })))
      .onConflictDoNothing(),
  );

  const file = fileURLToPath(DEMO_CATALOG_FILE);
  const { records, errors } = parseCatalog(file, await readFile(file, 'utf8'));
  if (errors.length) throw new Error(errors.map(describeError).join('\n'));
  const present = {
    category: new Set((await db.select({ key: categories.slug }).from(categories)).map((c) => c.key)),
    product: new Set((await db.select({ key: products.slug }).from(products)).map((p) => p.key)),
    word: new Set((await db.select({ kind: specWords.kind, code: specWords.code }).from(specWords)).map((w) => `${w.kind}:${w.code}`)),
  };
  const missing = records.filter((r) =>
    r.type === 'category' ? !present.category.has(r.key) : r.type === 'product' ? !present.product.has(r.handle) : !present.word.has(`${r.kind}:${r.code}`),
  );
  if (missing.length === 0) return { products: 0 };
  // The photos and their widths are made once per machine (demoPhotoRoot); a later seed, in any checkout, copies them.
  const photosDir = await ensureDemoPhotos(catalog.products.filter((p) => !present.product.has(p.slug)));
  const result = await importCatalog(db, file, writeCatalog(missing), { photosDir, photoCache: path.join(photosDir, DEMO_PREPARED_FOLDER) });
  if (!result.ok) throw new Error(result.errors.map(describeError).join('\n'));

  const added = catalog.products.filter((p) => !present.product.has(p.slug));
  if (added.length === 0) return { products: 0 };
  const productId = new Map(
    (
      await db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(
          inArray(
            products.slug,
            added.map((p) => p.slug),
          ),
        )
    ).map((p) => [p.slug, p.id]),
  );
  for (const p of added) {
    await db
      .update(products)
      .set({ sales: p.sales, score: p.score, reviewCount: p.reviewCount, arrivalAt: new Date(now.getTime() - p.arrivalDaysAgo * DAY_MS) })
      .where(eq(products.id, productId.get(p.slug)!));
  }
  await insertChunked(
    added.flatMap((p) =>
      p.reviews.map(({ daysAgo, ...r }) => ({ productId: productId.get(p.slug)!, ...r, createdAt: new Date(now.getTime() - daysAgo * DAY_MS) })),
    ),
    (chunk) => db.insert(reviews).values(chunk),
  );
  return { products: added.length };
}

export const catalogSeeder: Seeder = {
  name: 'catalog',
  async run(db) {
    await seedCatalog(db);
  },
};
