import type { ProductDetail, Sku } from '@storefront/shared/contracts/catalog';

const sku = (id: number, colour: string, size: string, price: number, stock: number): Sku => ({
  id,
  code: `AU-0001-${colour}-${size}`.toUpperCase(),
  options: { colour, size },
  price,
  stock,
});

/** A shirt in two colours and three sizes; navy L is sold out, XL costs more. */
export const shirt: ProductDetail = {
  id: 1,
  categoryId: 9,
  name: 'Classic cotton shirt',
  cover: '/media/catalog/products/shirt-1.abc.svg',
  price: 2999,
  priceMax: 3499,
  sales: 120,
  score: 4.5,
  reviewCount: 4,
  arrivalAt: 1_700_000_000,
  isNew: false,
  description: 'This classic shirt is made of cotton.',
  breadcrumbs: [{ id: 1, name: 'Clothing' }, { id: 9, name: 'Tops' }],
  specs: [
    { name: 'colour', values: ['black', 'navy'] },
    { name: 'size', values: ['m', 'l', 'xl'] },
  ],
  skus: [
    sku(11, 'black', 'm', 2999, 5),
    sku(12, 'black', 'l', 2999, 3),
    sku(13, 'black', 'xl', 3499, 8),
    sku(14, 'navy', 'm', 2999, 2),
    sku(15, 'navy', 'l', 2999, 0),
    sku(16, 'navy', 'xl', 3499, 1),
  ],
  stock: 19,
  images: [{ url: '/media/catalog/products/shirt-1.abc.svg', width: 800, height: 800 }],
};
