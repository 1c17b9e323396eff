import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { categories, productI18n, productImages, products, skus } from '../../db/schema/catalog';

/** Test data for the checkout tests: a product with one SKU at a price (USD cents) and stock. */
export async function createSku(
  app: FastifyInstance,
  { price, stock, name, active = true }: { price: number; stock: number; name?: string; active?: boolean },
) {
  const tag = randomBytes(4).toString('hex');
  const [category] = await app.db
    .insert(categories)
    .values({ slug: `checkout-test-${tag}` })
    .returning({ id: categories.id });
  const [product] = await app.db
    .insert(products)
    .values({ categoryId: category.id, slug: `checkout-product-${tag}`, price, active })
    .returning({ id: products.id });
  const label = name ?? `Test product ${tag}`;
  await app.db.insert(productI18n).values([
    { productId: product.id, locale: 'en', name: label, description: 'A product for tests' },
    { productId: product.id, locale: 'de', name: `${label} (de)`, description: 'Ein Produkt für Tests' },
  ]);
  await app.db.insert(productImages).values({ productId: product.id, url: `/media/test/${tag}.svg`, width: 800, height: 800 });
  const [sku] = await app.db
    .insert(skus)
    .values({ productId: product.id, code: `T-${tag}`, options: { colour: 'red', size: 'm' }, price, stock })
    .returning({ id: skus.id });
  return { productId: product.id, skuId: sku.id, name: label };
}

export async function stockOf(app: FastifyInstance, skuId: number): Promise<number> {
  const [row] = await app.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId));
  return row.stock;
}

export const auth = (token: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });

/** A valid US address body (tax 7.25 %, freight $5.99, free from $49). */
export const US_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'US',
  region: 'NY',
  city: 'New York',
  line: '1 Main Street',
  phone: '+1 212 555 0100',
  postcode: '10001',
};

export const DE_ADDRESS = {
  firstName: 'Max',
  lastName: 'Muster',
  country: 'DE',
  region: 'Berlin',
  city: 'Berlin',
  line: 'Unter den Linden 1',
  phone: '030 1234567',
  postcode: '10117',
};
