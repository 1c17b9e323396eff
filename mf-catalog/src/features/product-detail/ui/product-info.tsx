import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import type { ProductDetail } from '@storefront/shared/contracts/catalog';
import { LocaleLink, Stars } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $quantity, $quantityLimit, $selectedSku, $selection, addToCartClicked, optionChosen, quantityChanged } from '../model';
import { ProductPrice } from './product-price';
import { Quantity } from './quantity';
import { SpecPicker } from './spec-picker';

/** Name, price, score, sales, stock, specification picker, quantity and add to cart. */
export function ProductInfo({ product, actions }: { product: ProductDetail; actions?: ReactNode }) {
  const { t } = useTranslation(NS);
  const [selection, sku, quantity, limit, choose, setQuantity, add] = useUnit([
    $selection,
    $selectedSku,
    $quantity,
    $quantityLimit,
    optionChosen,
    quantityChanged,
    addToCartClicked,
  ]);
  const stock = sku ? sku.stock : product.stock;
  return (
    <div className="cat-detail__info">
      <nav aria-label={t('detail.breadcrumb')} className="cat-crumbs">
        <ol>
          <li>
            <LocaleLink to="shop">{t('shop.title')}</LocaleLink>
          </li>
          {product.breadcrumbs.map((c) => (
            <li key={c.id}>
              <LocaleLink to={`shop/productList/${c.id}`}>{c.name}</LocaleLink>
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="cat-detail__name">{product.name}</h1>
      <ProductPrice specs={product.specs} skus={product.skus} selection={selection} />
      <dl className="cat-facts">
        <div>
          <dt>{t('detail.score')}</dt>
          <dd>
            {product.reviewCount > 0 ? (
              <>
                <Stars value={product.score} /> <span>{product.score.toFixed(1)}</span>{' '}
                <span className="cat-muted">({t('detail.reviewCount', { count: product.reviewCount })})</span>
              </>
            ) : (
              t('rating.none')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('detail.sales')}</dt>
          <dd data-testid="sales">{product.sales}</dd>
        </div>
        <div>
          <dt>{t('detail.stock')}</dt>
          <dd data-testid="stock">{stock > 0 ? stock : t('detail.outOfStock')}</dd>
        </div>
      </dl>
      <SpecPicker specs={product.specs} skus={product.skus} selection={selection} onChoose={(name, value) => choose({ name, value })} />
      <Quantity value={quantity} max={limit} onChange={setQuantity} />
      <div className="cat-detail__actions sf-sticky-bar">
        <button
          type="button"
          className="sf-btn sf-btn--primary cat-add"
          onClick={() => add()}
          disabled={sku !== null && sku.stock <= 0}
          data-testid="add-to-cart"
        >
          {sku !== null && sku.stock <= 0 ? t('detail.outOfStock') : t('detail.addToCart')}
        </button>
        {actions}
      </div>
    </div>
  );
}
