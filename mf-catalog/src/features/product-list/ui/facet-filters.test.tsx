import { useEffect } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard, ProductFacets, ProductPage } from '@storefront/shared/contracts/catalog';
import type { ListRequest } from '../api';
import { apiQuery, filterQuery, parseListState } from '../list-query';
import { facetsOpened, listOpened, productFacets, productList } from '../model';
import { FacetFilters } from './facet-filters';
import { ProductListView } from './product-list-view';
import { useListState } from './use-list-state';

const card = (id: number): ProductCard => ({
  id,
  categoryId: 3,
  name: `Product ${id}`,
  cover: `/media/p${id}.svg`,
  picture: null,
  price: 1000 + id,
  sales: id,
  score: 4,
  reviewCount: 2,
  arrivalAt: 0,
  isNew: false,
});

const facets = (opt: string[]): ProductFacets => ({
  categories: [
    { id: 3, name: 'Jackets', count: 7 },
    { id: 5, name: 'Coats', count: 2 },
  ],
  price: { min: 4900, max: 25900 },
  options: [
    {
      name: 'size',
      values: ['s', 'm', 'l'].map((value, i) => ({ value, count: value === 'l' ? 0 : 3 + i, selected: opt.includes(`size:${value}`) })),
    },
    { name: 'colour', values: [{ value: 'black', count: 4, selected: opt.includes('colour:black') }] },
  ],
});

function Page() {
  const [state, change] = useListState('3');
  return (
    <>
      <FacetFilters state={state} onChange={change} />
      <ProductListView state={state} onChange={change} heading="List" />
    </>
  );
}
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
/** What the page's model does on every address: the list and its facets as the URL describes them. */
function Started() {
  const { search } = useLocation();
  const [open, openFacets] = useUnit([listOpened, facetsOpened]);
  useEffect(() => {
    const state = parseListState(new URLSearchParams(search), '3');
    open({ query: apiQuery(state) });
    openFacets({ query: filterQuery(state) });
  }, [search, open, openFacets]);
  return null;
}

function renderAt(url: string, list: (p: ListRequest) => Promise<ProductPage>) {
  const facetRequests = vi.fn(async ({ query }: ListRequest): Promise<ProductFacets> => facets((query.opt as string[] | undefined) ?? []));
  const scope = fork({
    handlers: [
      [productList.fx, list],
      [productFacets.fx, facetRequests],
    ],
  });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/shop/productList/:id?"
            element={
              <>
                <Started />
                <Page />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { facetRequests };
}

const where = () => screen.getByTestId('where').textContent;
const page = async (_: ListRequest): Promise<ProductPage> => ({ list: [card(1), card(2)], total: 2, page: 1, size: 10 });

afterEach(cleanup);

describe('facets beside a list', () => {
  it('shows each option as a labelled group of checkboxes with counts, and ticking one narrows the list through the URL', async () => {
    const list = vi.fn(page);
    const { facetRequests } = renderAt('/shop/productList/3?keyword=jacket&page=2', list);
    const sizes = await screen.findByRole('group', { name: 'Size' });
    const boxes = within(sizes).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['S (3)', 'M (4)', 'L (0)']);
    // A value no match has cannot be chosen.
    expect((boxes[2] as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Colour' })).toBeTruthy();
    expect(facetRequests.mock.calls[0][0].query).toEqual({ categoryId: 3, keyword: 'jacket' });

    await act(async () => {
      fireEvent.click(within(sizes).getByRole('checkbox', { name: 'M (4)' }));
    });
    expect(where()).toBe('?keyword=jacket&opt=size%3Am');
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(list.mock.calls[1][0].query).toMatchObject({ keyword: 'jacket', opt: ['size:m'], page: 1, sort: 'relevance' });
    await waitFor(() => expect((within(sizes).getByRole('checkbox', { name: 'M (4)' }) as HTMLInputElement).checked).toBe(true));

    // Another size of the same option widens it; unticking takes it away again.
    await act(async () => {
      fireEvent.click(within(sizes).getByRole('checkbox', { name: 'S (3)' }));
    });
    expect(where()).toBe('?keyword=jacket&opt=size%3Am&opt=size%3As');
    await act(async () => {
      fireEvent.click(within(sizes).getByRole('checkbox', { name: 'M (4)' }));
    });
    expect(where()).toBe('?keyword=jacket&opt=size%3As');
  });

  it('offers the categories of a search with their counts, keeping the words and filters', async () => {
    renderAt('/shop/productList?keyword=jacket&opt=colour:black', page);
    const nav = await screen.findByRole('navigation', { name: 'Found in' });
    const coats = within(nav).getByRole('link', { name: 'Coats (2)' });
    expect(coats.getAttribute('href')).toBe('/shop/productList/5?keyword=jacket&opt=colour%3Ablack');
  });

  it('clears every filter with one button, and shows none while nothing is filtered', async () => {
    renderAt('/shop/productList/3?keyword=jacket&opt=size:m&opt=colour:black&minPrice=1000', page);
    const clear = await screen.findByRole('button', { name: 'Clear filters' });
    await act(async () => {
      fireEvent.click(clear);
    });
    expect(where()).toBe('?keyword=jacket');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

describe('a search that finds nothing', () => {
  it('offers the close word the API knows as a link to its own search', async () => {
    renderAt('/shop/productList?keyword=lether', async () => ({ list: [], total: 0, page: 1, size: 10, didYouMean: 'leather' }));
    const message = await screen.findByTestId('search-not-found');
    expect(message.textContent).toContain('Sorry, nothing was found for “lether”.');
    const hint = within(message).getByTestId('did-you-mean');
    expect(hint.textContent).toBe('Did you mean leather?');
    await act(async () => {
      fireEvent.click(within(hint).getByRole('link', { name: 'leather' }));
    });
    expect(where()).toBe('?keyword=leather');
  });

  it('says nothing more when there is no close word', async () => {
    renderAt('/shop/productList?keyword=unicorn', async () => ({ list: [], total: 0, page: 1, size: 10 }));
    await screen.findByTestId('search-not-found');
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
  });
});

describe('sort by relevance', () => {
  it('is offered, and chosen, for a search only', async () => {
    renderAt('/shop/productList?keyword=jacket', page);
    const select = (await screen.findByTestId('sort-select')) as HTMLSelectElement;
    expect(select.value).toBe('relevance');
    expect(within(select).getByRole('option', { name: 'Relevance' })).toBeTruthy();
    cleanup();
    renderAt('/shop/productList', page);
    const plain = (await screen.findByTestId('sort-select')) as HTMLSelectElement;
    expect(plain.value).toBe('newest');
    expect(within(plain).queryByRole('option', { name: 'Relevance' })).toBeNull();
  });
});
