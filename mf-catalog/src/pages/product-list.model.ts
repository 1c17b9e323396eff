import { combine, createEvent, createStore, sample, type Scope } from 'effector';
import type { TFunction } from 'i18next';
import { $locale } from '@storefront/shared/store';
import type { PageMeta, PageStart } from '@storefront/shared/routes';
import { categories, categoriesNeeded, categoryMissing, categoryPath } from '../features/categories/model';
import { apiQuery, filterQuery, isFiltered, parseListState, type ListState } from '../features/product-list/list-query';
import { $productPage, facetsOpened, listOpened, productFacets } from '../features/product-list/model';
import { categoryBreadcrumbs } from '../lib/pages';

/**
 * shop and shop/productList/{id?} opened: the list its URL describes (category in the path; keyword, sort,
 * price range, option facets, page and size in the query), its facets and the category tree beside it.
 * Sorting, filtering and paging change the address, which starts the page again.
 */
export const productListStarted = createEvent<PageStart>();

/** What the list on screen shows, as read from its URL. */
export const $listState = createStore<ListState | null>(null);

// The raw query string when the shell gives it: `opt` repeats, and `query` keeps one value per name.
const started = sample({
  clock: productListStarted,
  fn: ({ params, query, search }) => parseListState(new URLSearchParams(search ?? query), params.id),
});
sample({ clock: started, target: $listState });
sample({ clock: started, fn: (state) => ({ query: apiQuery(state) }), target: listOpened });
// Facets follow the filters and the language only: another sort or page of the same list keeps them.
/** What the facets on screen were asked for; cleared when they could not be loaded, so the next start asks again. */
const $facetsKey = createStore<string | null>(null).reset(productFacets.fx.fail);
const facetsWanted = sample({
  clock: started,
  source: $locale,
  fn: (locale, state) => {
    const query = filterQuery(state);
    return { query, key: `${locale}\n${JSON.stringify(query)}` };
  },
});
sample({ clock: facetsWanted, source: $facetsKey, filter: (had, { key }) => had !== key, fn: (_, { query }) => ({ query }), target: facetsOpened });
sample({ clock: facetsWanted, fn: ({ key }) => key, target: $facetsKey });
// The tree is asked for again only in another language (it is shared with home).
sample({ clock: started, target: categoriesNeeded });

/** The list's heading and title: the search, else the category's name, else the shop. */
export function listHeading(t: TFunction, state: Pick<ListState, 'keyword'>, categoryName: string | undefined): string {
  return state.keyword ? t('catalog:list.searchTitle', { keyword: state.keyword }) : (categoryName ?? t('catalog:shop.title'));
}

const $meta = combine({ state: $listState, tree: categories.$data, list: $productPage, locale: $locale });

/**
 * Title and description as the page gives usePageMeta, the first card's picture, and the category trail;
 * a category id the tree does not have answers 404.
 */
export function productListMeta(scope: Scope, t: TFunction): PageMeta | null {
  const { state, tree, list, locale } = scope.getState($meta);
  if (!state) return null;
  if (categoryMissing(tree, state.categoryId)) return { title: t('shared:notFound.title'), notFound: true };
  const trail = categoryPath(tree ?? [], state.categoryId);
  return {
    title: listHeading(t, state, trail.at(-1)?.name),
    description: t('catalog:shop.metaDescription'),
    image: list?.list[0]?.cover,
    jsonLd: trail.length > 0 ? [categoryBreadcrumbs(locale, trail)] : undefined,
    // A category or a search is one page to index; each combination of options and prices is not.
    ...(isFiltered(state) ? { noindex: true } : {}),
  };
}
