import { asc, eq, sql } from 'drizzle-orm';
import { PRODUCT_IMAGES_MAX } from '@storefront/shared/schemas/catalog';
import type { ConsoleProductPhoto, ProductPhotos } from '@storefront/shared/schemas/backoffice';
import type { Db, Tx } from '../../db';
import { photos, productImages, products } from '../../db/schema/catalog';
import type { Picture } from '../../lib/photos';
import { failure, inTransaction, success, type Result } from '../../lib/result';

/** A gallery as the audit log keeps it, before and after a change: each image's id and address, in order. */
export interface AuditedGallery {
  images: { id: number; url: string }[];
}
export type GalleryAudit = (tx: Tx, before: AuditedGallery, after: AuditedGallery) => Promise<void>;

export type PhotoRefusal =
  | 'notFound'
  /** The gallery holds PRODUCT_IMAGES_MAX pictures already. */
  | 'backoffice.photosFull'
  /** The product shows these very bytes already. */
  | 'backoffice.photoAlready'
  /** A new order that is not exactly the product's images, each once. */
  | 'backoffice.photoOrderMismatch'
  /** A product always has a picture. */
  | 'backoffice.photoLast';
export type PhotoChange = Result<ProductPhotos, PhotoRefusal>;

async function galleryOf(db: Db | Tx, productId: number): Promise<ConsoleProductPhoto[]> {
  const rows = await db
    .select({
      id: productImages.id,
      url: productImages.url,
      width: productImages.width,
      height: productImages.height,
      widths: photos.widths,
      placeholder: photos.placeholder,
    })
    .from(productImages)
    .leftJoin(photos, eq(photos.src, productImages.url))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sort), asc(productImages.id));
  return rows.map((r) => ({ ...r, widths: r.widths ?? null, placeholder: r.placeholder || null }));
}

const audited = (images: ConsoleProductPhoto[]): AuditedGallery => ({ images: images.map(({ id, url }) => ({ id, url })) });

/** The product's gallery with each image's id, as the console changes it; null for an unknown product. */
export async function productPhotos(db: Db, productId: number): Promise<ProductPhotos | null> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return product ? { productId, images: await galleryOf(db, productId) } : null;
}

/**
 * Gives the images the positions of `ids` (0, 1, ...) and the product its first one as `cover` (what
 * lists show). Two statements, because the unique (product_id, sort) index is checked row by row: the
 * first moves every image to a distinct negative place no other can hold, the second to its own.
 */
async function writeOrder(tx: Tx, productId: number, ids: number[]) {
  const place = (offset: (i: number) => number) =>
    sql`case ${productImages.id} ${sql.join(
      ids.map((id, i) => sql`when ${id}::int then ${offset(i)}::int`),
      sql` `,
    )} end`;
  await tx
    .update(productImages)
    .set({ sort: place((i) => -1 - i) })
    .where(eq(productImages.productId, productId));
  await tx
    .update(productImages)
    .set({ sort: place((i) => i) })
    .where(eq(productImages.productId, productId));
  await tx
    .update(products)
    .set({ cover: sql`(select ${productImages.url} from ${productImages} where ${productImages.id} = ${ids[0]!}::int)` })
    .where(eq(products.id, productId));
}

/**
 * One gallery change in one transaction under the product's row lock, so two operators' changes to one
 * product follow each other: `work` sees the gallery as it is and answers the ids in their new order (or
 * a refusal); the order and cover are written, and the audit record with the gallery before and after.
 * The product_images and products triggers announce the change at commit (migration 0007): every
 * instance drops its copies and the shared cache is purged, as for a price change.
 */
function changeGallery(
  db: Db,
  productId: number,
  audit: GalleryAudit,
  work: (tx: Tx, images: ConsoleProductPhoto[]) => Promise<Result<number[], PhotoRefusal>>,
): Promise<PhotoChange> {
  return inTransaction(db, async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (!product) return failure('notFound');
    const before = await galleryOf(tx, productId);
    const order = await work(tx, before);
    if (!order.ok) return order;
    await writeOrder(tx, productId, order.data);
    const after = await galleryOf(tx, productId);
    await audit(tx, audited(before), audited(after));
    return success({ productId, images: after });
  });
}

/** Adds a prepared photo (lib/photos.ts) as the product's last picture. */
export function addProductPhoto(db: Db, productId: number, picture: Picture, audit: GalleryAudit): Promise<PhotoChange> {
  return changeGallery(db, productId, audit, async (tx, images) => {
    if (images.length >= PRODUCT_IMAGES_MAX) return failure('backoffice.photosFull', { max: PRODUCT_IMAGES_MAX });
    if (images.some((image) => image.url === picture.src)) return failure('backoffice.photoAlready');
    const { src, width, height, widths, placeholder } = picture;
    await tx
      .insert(photos)
      .values({ src, width, height, widths, placeholder: placeholder ?? '' })
      .onConflictDoNothing();
    const [added] = await tx
      .insert(productImages)
      // After every place in use, whatever gaps older rows left: the order is written again below.
      .values({
        productId,
        url: src,
        width,
        height,
        sort: sql`(select coalesce(max(i.sort), -1) + 1 from product_images i where i.product_id = ${productId}::int)`,
      })
      .returning({ id: productImages.id });
    return success([...images.map((image) => image.id), added!.id]);
  });
}

/** Puts the product's pictures in the order of `ids`, which must name each of them once. */
export function orderProductPhotos(db: Db, productId: number, ids: number[], audit: GalleryAudit): Promise<PhotoChange> {
  return changeGallery(db, productId, audit, async (_tx, images) => {
    const known = new Set(images.map((image) => image.id));
    if (ids.length !== images.length || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      return failure('backoffice.photoOrderMismatch');
    }
    return success(ids);
  });
}

/**
 * Takes a picture out of the product's gallery; never its last one. The photo's files stay: an order
 * line, a cached page or another product may name them, and `photos prune` sweeps what nothing names.
 */
export function removeProductPhoto(db: Db, productId: number, imageId: number, audit: GalleryAudit): Promise<PhotoChange> {
  return changeGallery(db, productId, audit, async (tx, images) => {
    if (!images.some((image) => image.id === imageId)) return failure('notFound');
    if (images.length === 1) return failure('backoffice.photoLast');
    await tx.delete(productImages).where(eq(productImages.id, imageId));
    return success(images.filter((image) => image.id !== imageId).map((image) => image.id));
  });
}
