import ProductListPage from './product-list';

/** shop: the product list over every category. */
export default function ShopPage() {
  return <ProductListPage />;
}
