import { z } from 'zod';
import { LOCALES, type Locale } from '@storefront/shared/routes';
import { PRODUCT_IMAGES_MAX } from '@storefront/shared/schemas/catalog';

/**
 * The catalogue file, version 1 (docs/catalog-format.md): JSON Lines, a header line, then one record a
 * line. Keys are the shop's own: category `key`, product `handle`, SKU `code`; the database's ids never
 * appear, so a file moves between shops.
 */
export const CATALOG_FORMAT = 'storefront-catalog';
export const CATALOG_VERSION = 1;

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const key = z.string().min(1).max(120).regex(KEY, 'lowercase letters, digits and single dashes');
const code = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, dot, dash and underscore');
const word = z.string().trim().min(1).max(200);
/** A specification's name or option code: the storefront words it through the vocabulary. */
const token = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'letters, digits, dash and underscore');

/** Texts in any of the nine languages; English is required, the others fall back to it as pages do. */
function inLanguages<T extends z.ZodType>(value: T) {
  const shape = Object.fromEntries(LOCALES.map((locale) => [locale, locale === 'en' ? value : value.optional()])) as { en: T } & {
    [L in Exclude<Locale, 'en'>]: z.ZodOptional<T>;
  };
  return z.strictObject(shape);
}

export const headerLine = z.strictObject({ format: z.literal(CATALOG_FORMAT), version: z.literal(CATALOG_VERSION) });

export const categoryLine = z.strictObject({
  type: z.literal('category'),
  key,
  parent: key.nullable().default(null),
  sort: z.int().min(0).max(1_000_000).default(0),
  image: z.string().max(500).nullable().default(null),
  names: inLanguages(word),
});

export const wordLine = z.strictObject({
  type: z.literal('word'),
  /** A specification's name (colour) or one of its option codes (navy). */
  kind: z.enum(['name', 'value']),
  code: token,
  words: inLanguages(word),
});

/**
 * A picture: an address the shop serves (`/media/...`, `https://...`) with its size, or a photo file
 * (JPEG, PNG, WebP) relative to the catalogue file, which the import measures and derives (ADR 0044).
 */
const image = z
  .strictObject({
    src: z.string().min(1).max(500),
    width: z.int().min(1).max(20_000).optional(),
    height: z.int().min(1).max(20_000).optional(),
  })
  .refine((i) => isPhotoFile(i.src) || (i.width !== undefined && i.height !== undefined), {
    message: 'width and height are required for an address; a photo file (photos/shoe.jpg) is measured',
    path: ['width'],
  });

/** A photo file next to the catalogue (`photos/shoe.jpg`) rather than an address the shop already serves. */
export function isPhotoFile(src: string): boolean {
  return !src.startsWith('/') && !/^[a-z][a-z0-9+.-]*:/i.test(src);
}

const sku = z.strictObject({
  code,
  options: z.record(token, token),
  /** USD minor units. */
  price: z.int().min(1).max(100_000_000),
  stock: z.int().min(0).max(10_000_000),
});

export const productLine = z.strictObject({
  type: z.literal('product'),
  handle: key,
  category: key,
  active: z.boolean().default(true),
  specs: z.array(z.strictObject({ name: token, values: z.array(token).min(1).max(50) })).max(5),
  texts: inLanguages(z.strictObject({ name: word, description: z.string().trim().max(5_000) })),
  images: z.array(image).max(PRODUCT_IMAGES_MAX),
  skus: z.array(sku).min(1).max(500),
});

export type CategoryLine = z.output<typeof categoryLine>;
export type WordLine = z.output<typeof wordLine>;
export type ProductLine = z.output<typeof productLine>;
export type CatalogRecord = CategoryLine | WordLine | ProductLine;

const recordLine = z.discriminatedUnion('type', [categoryLine, wordLine, productLine]);

/** One refused line: where it is and what is wrong, as an operator fixes it in an editor. */
export interface LineError {
  file: string;
  line: number;
  field: string;
  message: string;
}

export function describeError({ file, line, field, message }: LineError): string {
  return `${file}:${line}: ${field || '(line)'}: ${message}`;
}

/** Reads a whole file: the records, or every line's errors (then nothing of it may be written). */
export function parseCatalog(file: string, text: string): { records: CatalogRecord[]; lines: number[]; errors: LineError[] } {
  const records: CatalogRecord[] = [];
  const lines: number[] = [];
  const errors: LineError[] = [];
  let sawHeader = false;
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      errors.push({ file, line, field: '', message: 'not a JSON object' });
      return;
    }
    const schema = sawHeader ? recordLine : headerLine;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      for (const issue of issues)
        errors.push({
          file,
          line,
          field: issue.path.join('.'),
          message: sawHeader ? issue.message : `the first line must be ${JSON.stringify({ format: CATALOG_FORMAT, version: CATALOG_VERSION })}`,
        });
      sawHeader = true;
      return;
    }
    if (!sawHeader) sawHeader = true;
    else {
      records.push(parsed.data as CatalogRecord);
      lines.push(line);
    }
  });
  if (!sawHeader) errors.push({ file, line: 1, field: '', message: 'the file is empty' });
  return { records, lines, errors };
}

/** Writes records in the one form export and the demo file use: the header, then a record a line. */
export function writeCatalog(records: CatalogRecord[]): string {
  const header = JSON.stringify({ format: CATALOG_FORMAT, version: CATALOG_VERSION });
  // Through the schema, so keys stand in one order whoever built the record.
  return [header, ...records.map((record) => JSON.stringify(recordLine.parse(record)))].join('\n') + '\n';
}
