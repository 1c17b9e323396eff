import { combine, createEvent, createStore, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $isLoggedIn, $locale, $moneyType, $page } from '@storefront/shared/store';
import { minorToDecimal, toLocal } from '@storefront/shared/money';
import { localePath, type PageMeta, type PageStart } from '@storefront/shared/routes';
import { $product, $productStatus, productOpened } from '../features/product-detail/model';
import { relatedOpened } from '../features/recommendations/model';
import { reviewsOpened, reviewsReloaded } from '../features/reviews/model';
import { favouritesNeeded } from '../features/favourite/model';
import { isShown } from '../lib/pages';

const ID = /^[1-9]\d{0,9}$/;

/** shop/goodDetails/{id} and product/{id} opened: the product, its reviews and related products. */
export const goodDetailsStarted = createEvent<PageStart>();
/** False when the address's id is not one at all (shop/goodDetails/abc): the page is a 404 without asking. */
const $idValid = createStore(true).on(goodDetailsStarted, (_, { params }) => ID.test(params.id ?? ''));

const opened = sample({
  clock: goodDetailsStarted,
  filter: ({ params }) => ID.test(params.id ?? ''),
  fn: ({ params, again }) => ({ id: Number(params.id), again: !!again }),
});
sample({ clock: opened, fn: ({ id }) => id, target: [productOpened, relatedOpened] });
sample({ clock: opened, filter: ({ again }) => !again, fn: ({ id }) => id, target: reviewsOpened });
// Started again for another language: the page of reviews the shopper is on, with an open picture left open.
sample({ clock: opened, filter: ({ again }) => again, target: reviewsReloaded });
// A customer's favourites mark the heart; they are the customer's, so they are asked for once the browser
// knows the session, never by the server.
sample({ clock: opened, filter: ({ again }) => !again, target: favouritesNeeded });
sample({ clock: $isLoggedIn.updates, source: $page, filter: (page, loggedIn) => loggedIn && isShown('GoodDetails')(page), target: favouritesNeeded });

const $meta = combine($product, $productStatus, $moneyType, $locale, $idValid, (product, status, money, locale, idValid) => ({
  product,
  status,
  money,
  locale,
  idValid,
}));

/** Title, description, picture and schema.org Product with its offer in the shopper's currency. */
export function goodDetailsMeta(scope: Scope, t: TFunction): PageMeta | null {
  const { product, status, money, locale, idValid } = scope.getState($meta);
  if (status === 'notFound' || !idValid) return { title: t('shared:notFound.title'), notFound: true };
  if (!product) return null;
  const url = localePath(locale, `shop/goodDetails/${product.id}`);
  const image = product.images[0]?.url ?? product.cover;
  return {
    title: t('catalog:detail.pageTitle', { name: product.name }),
    description: product.description.slice(0, 300),
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description,
        image: product.images.map((i) => i.url),
        sku: String(product.id),
        ...(product.reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.score, reviewCount: product.reviewCount } } : {}),
        offers: {
          '@type': 'Offer',
          url,
          price: minorToDecimal(toLocal(product.price, money.ex_rate, money.currency), money.currency),
          priceCurrency: money.currency,
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          ...product.breadcrumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: localePath(locale, `shop/productList/${c.id}`) })),
          { '@type': 'ListItem', position: product.breadcrumbs.length + 1, name: product.name, item: url },
        ],
      },
    ],
  };
}
