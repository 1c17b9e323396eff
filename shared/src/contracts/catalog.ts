/**
 * Shapes of the catalogue API (GET /api/catalog/...). Prices are USD minor units, times are unix seconds;
 * names and descriptions come in the request's language (falling back to English).
 */

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  /** Products in this category and all of its sub-categories. */
  productCount: number;
  children: CategoryNode[];
}

/** One product in a list (shop, search, what's new, recommendations). */
export interface ProductCard {
  id: number;
  categoryId: number;
  name: string;
  cover: string;
  /** Lowest price over the product's SKUs. */
  price: number;
  sales: number;
  /** Average product rating of the reviews, 0 when there is none. */
  score: number;
  reviewCount: number;
  arrivalAt: number;
  /** Arrived within the last NEW_DAYS days. */
  isNew: boolean;
}

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** A specification and its option codes; the storefront translates both (catalog namespace, spec.*). */
export interface SpecDef {
  name: string;
  values: string[];
}

/** One purchasable combination: options maps every spec name to one of its values. */
export interface Sku {
  id: number;
  code: string;
  options: Record<string, string>;
  price: number;
  stock: number;
}

export interface ProductImage {
  url: string;
  width: number;
  height: number;
}

export interface CategoryRef {
  id: number;
  name: string;
}

export interface ProductDetail extends ProductCard {
  description: string;
  /** From the top category down to the product's own. */
  breadcrumbs: CategoryRef[];
  specs: SpecDef[];
  skus: Sku[];
  /** Sum of the SKUs' stock. */
  stock: number;
  /** Highest SKU price (equals price when every SKU costs the same). */
  priceMax: number;
  images: ProductImage[];
}

export interface Review {
  id: number;
  authorName: string;
  productRating: number;
  serviceRating: number;
  content: string;
  pictures: string[];
  reply: string | null;
  locale: string;
  createdAt: number;
}

/** Reviews of a product; closed is true (and the list empty) while the shop has comments switched off. */
export interface ReviewPage extends Paged<Review> {
  closed: boolean;
}

/** How long a product counts as new (what's new, the "new" badge). */
export const NEW_DAYS = 30;

/** Sort orders of the product list (GET /api/catalog/products?sort=). */
export const PRODUCT_SORTS = ['newest', 'priceAsc', 'priceDesc', 'sales', 'score'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_SORT: ProductSort = 'newest';
export const KEYWORD_MAX = 100;
