import { useTranslation } from 'react-i18next';
import type { ProductCard as Card } from '@storefront/shared/contracts/catalog';
import { LocaleLink, Price } from '@storefront/shared/ui';
import { NS } from '../i18n';
import { Stars } from './stars';

export const CARD_IMAGE_SIZE = 400;

/** A product in a grid: picture, name, price in the chosen currency, score and sales volume. */
export function ProductCard({ product }: { product: Card }) {
  const { t } = useTranslation(NS);
  return (
    <article className="cat-card" data-testid="product-card" data-product-id={product.id}>
      <LocaleLink to={`shop/goodDetails/${product.id}`} className="cat-card__link">
        <div className="cat-card__media">
          <img src={product.cover} alt={product.name} width={CARD_IMAGE_SIZE} height={CARD_IMAGE_SIZE} loading="lazy" decoding="async" />
          {product.isNew && <span className="cat-badge">{t('card.new')}</span>}
        </div>
        <h3 className="cat-card__name">{product.name}</h3>
      </LocaleLink>
      <p className="cat-card__price" data-testid="card-price" data-price={product.price}>
        <Price value={product.price} />
      </p>
      <p className="cat-card__meta">
        {product.reviewCount > 0 ? <Stars value={product.score} /> : <span className="cat-muted">{t('rating.none')}</span>}
        <span className="cat-muted">{t('card.sales', { count: product.sales })}</span>
      </p>
    </article>
  );
}

export function ProductGrid({ products, label }: { products: Card[]; label?: string }) {
  return (
    <ul className="cat-grid" aria-label={label}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
