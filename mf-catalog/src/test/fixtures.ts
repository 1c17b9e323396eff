import type { CategoryNode, ProductCard, ProductDetail, Sku } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';

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
  picture: null,
  price: 2999,
  priceMax: 3499,
  sales: 120,
  score: 4.5,
  reviewCount: 4,
  arrivalAt: 1_700_000_000,
  isNew: false,
  description: 'This classic shirt is made of cotton.',
  breadcrumbs: [
    { id: 1, name: 'Clothing' },
    { id: 9, name: 'Tops' },
  ],
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
  images: [{ url: '/media/catalog/products/shirt-1.abc.svg', width: 800, height: 800, widths: null, placeholder: null }],
};

/** A product card as the lists show it. */
export const card = (id: number, overrides: Partial<ProductCard> = {}): ProductCard => ({
  id,
  categoryId: 9,
  name: `Product ${id}`,
  cover: `/media/catalog/products/p${id}.svg`,
  picture: null,
  price: 1000 + id,
  sales: id,
  score: 4,
  reviewCount: 2,
  arrivalAt: 1_700_000_000,
  isNew: false,
  ...overrides,
});

/** A page of cards from `from` on, as GET /api/catalog/products answers it. */
export const cardPage = (from: number, count: number, total: number, page = 1, size = 10): Paged<ProductCard> => ({
  list: Array.from({ length: count }, (_, i) => card(from + i)),
  total,
  page,
  size,
});

/** Clothing (tops under it) and home. */
export const tree: CategoryNode[] = [
  {
    id: 1,
    slug: 'clothing',
    name: 'Clothing',
    image: '/media/catalog/categories/clothing.svg',
    productCount: 12,
    children: [{ id: 9, slug: 'tops', name: 'Tops', image: null, productCount: 7, children: [] }],
  },
  { id: 2, slug: 'home', name: 'Home', image: '/media/catalog/categories/home.svg', productCount: 5, children: [] },
];
