import { useTranslation } from 'react-i18next';
import type { ProductCard as Card } from '@storefront/shared/contracts/catalog';
import { LocaleLink, Price, ProductPicture, Stars } from '@storefront/shared/ui';
import { NS } from '../i18n';

export const CARD_IMAGE_SIZE = 400;
/** Rendered width of a card's picture: two columns on a phone, then columns of at least 180px (.cat-grid). */
export const CARD_IMAGE_SIZES = '(max-width: 600px) calc(50vw - 40px), (max-width: 900px) calc(33vw - 30px), 220px';
/** Cards in the first row of a list the page opens with: their pictures are the largest paint above the fold. */
export const FIRST_ROW = 4;

/**
 * A product in a grid: picture, name, price in the chosen currency, score and sales volume. A card in the
 * first row of the page (`priority`) loads its picture at once and ahead of other requests; the others wait
 * until they near the viewport.
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
  picturesAfterTakeOver = false,
}: {
  product: Card;
  priority?: boolean;
  headingLevel?: 2 | 3;
  picturesAfterTakeOver?: boolean;
}) {
  const { t } = useTranslation(NS);
  const Name = `h${headingLevel}` as const;
  return (
    <article className="cat-card" data-testid="product-card" data-product-id={product.id}>
      <LocaleLink to={`shop/goodDetails/${product.id}`} className="cat-card__link">
        <div className="cat-card__media">
          {/* Empty alt: the link is named by the product's name below; the name again would be read twice. */}
          <ProductPicture
            picture={product.picture}
            src={product.cover}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            afterTakeOver={picturesAfterTakeOver}
          />
          {product.isNew && <span className="cat-badge">{t('card.new')}</span>}
        </div>
        <Name className="cat-card__name">{product.name}</Name>
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

/**
 * `priority`: how many cards from the start are above the fold when the page opens (0 below the fold).
 * `headingLevel`: the cards' names are headings one level under the grid's own heading (2 right under a page's h1).
 * `picturesAfterTakeOver`: far below the fold; the pictures' files are asked for once the page is taken over.
 */
export function ProductGrid({
  products,
  label,
  priority = 0,
  headingLevel = 3,
  picturesAfterTakeOver = false,
}: {
  products: Card[];
  label?: string;
  priority?: number;
  headingLevel?: 2 | 3;
  picturesAfterTakeOver?: boolean;
}) {
  return (
    <ul className="cat-grid" aria-label={label}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < priority} headingLevel={headingLevel} picturesAfterTakeOver={picturesAfterTakeOver} />
        </li>
      ))}
    </ul>
  );
}
