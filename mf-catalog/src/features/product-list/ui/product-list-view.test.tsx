import { useEffect } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '@storefront/shared/contracts/catalog';
import type { Paged } from '@storefront/shared/schemas/common';
import type { ListRequest } from '../api';
import { apiQuery, parseListState } from '../list-query';
import { listOpened, productList } from '../model';
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

function Page() {
  const [state, change] = useListState('3');
  return <ProductListView state={state} onChange={change} heading="List" />;
}
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
/** What the shell and the page's model do on every address: ask for the list the URL describes. */
function Started() {
  const { search } = useLocation();
  const open = useUnit(listOpened);
  useEffect(() => {
    open({ query: apiQuery(parseListState(new URLSearchParams(search), '3')) });
  }, [search, open]);
  return null;
}

function renderAt(url: string, handler: (p: ListRequest) => Promise<Paged<ProductCard>>) {
  const scope = fork({ handlers: [[productList.fx, handler]] });
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
  return scope;
}

afterEach(cleanup);

describe('product list and its URL', () => {
  it('asks the API for exactly what the URL says', async () => {
    const handler = vi.fn(async (_: ListRequest) => ({ list: [card(1), card(2)], total: 42, page: 2, size: 20 }));
    renderAt('/shop/productList/3?sort=priceAsc&page=2&limit=20', handler);
    await screen.findByText('Product 1');
    expect(handler.mock.calls[0][0].query).toEqual({ categoryId: 3, sort: 'priceAsc', page: 2, limit: 20 });
    expect(screen.getByTestId('result-count').textContent).toBe('Products found: 42');
  });

  it('puts a new sort into the URL and starts again at page 1', async () => {
    const handler = vi.fn(async (_: ListRequest) => ({ list: [card(1)], total: 30, page: 3, size: 10 }));
    renderAt('/shop/productList/3?keyword=oak&page=3', handler);
    await screen.findByText('Product 1');
    await act(async () => {
      fireEvent.change(screen.getByTestId('sort-select'), { target: { value: 'sales' } });
    });
    expect(screen.getByTestId('where').textContent).toBe('?keyword=oak&sort=sales');
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(2));
    expect(handler.mock.calls[1][0].query).toMatchObject({ keyword: 'oak', sort: 'sales', page: 1 });
  });

  it('moves to another page through the pager', async () => {
    const handler = vi.fn(async () => ({ list: [card(1)], total: 35, page: 1, size: 10 }));
    renderAt('/shop/productList/3', handler);
    await screen.findByText('Product 1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    });
    expect(screen.getByTestId('where').textContent).toBe('?page=2');
  });

  it('shows the not-found message suggesting another word when a search finds nothing', async () => {
    renderAt('/shop/productList?keyword=unicorn', async () => ({ list: [], total: 0, page: 1, size: 10 }));
    const message = await screen.findByTestId('search-not-found');
    expect(message.textContent).toBe('Sorry, nothing was found for “unicorn”. Please try searching for another word.');
  });

  it('shows an error with a retry when the request fails', async () => {
    let fail = true;
    renderAt('/shop/productList', async () => {
      if (fail) throw new Error('down');
      return { list: [card(9)], total: 1, page: 1, size: 10 };
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await act(async () => {
      fireEvent.click(retry);
    });
    await screen.findByText('Product 9');
  });
});

describe('pictures of a list', () => {
  it('loads the first row at once and ahead of other requests, the rest when they near the viewport', async () => {
    // Imported photos: their addresses carry the size the derived widths follow from.
    const list = Array.from({ length: 10 }, (_, i) => ({ ...card(i + 1), cover: `/media/photos/0123456789abcde${i}.1600x1600.jpg` }));
    renderAt('/shop/productList/3', async () => ({ list, total: 10, page: 1, size: 10 }));
    await screen.findByText('Product 1');
    // Each card's link is named by the product alone: its picture is not announced as the name again.
    const pictures = list.map((p) => screen.getByRole('link', { name: p.name }).querySelector('img')!);
    for (const img of pictures) expect(img.getAttribute('alt')).toBe('');
    for (const img of pictures.slice(0, 4)) {
      expect(img.getAttribute('loading')).toBe('eager');
      expect(img.getAttribute('fetchpriority')).toBe('high');
    }
    for (const img of pictures.slice(4)) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('fetchpriority')).toBe('auto');
    }
    // Width, height and the rendered width reserve the space and let the browser pick its request early.
    for (const img of pictures) {
      expect(img.getAttribute('width')).toBe('400');
      expect(img.getAttribute('height')).toBe('400');
      expect(img.getAttribute('sizes')).toMatch(/^\(max-width: 600px\) /);
      const avif = img.parentElement!.querySelector('source[type="image/avif"]')!;
      expect(avif.getAttribute('srcset')).toMatch(/\.160\.avif 160w, .*\.1600\.avif 1600w$/);
      expect(avif.getAttribute('sizes')).toBe(img.getAttribute('sizes'));
    }
  });
});
