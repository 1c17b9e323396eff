import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Paged, ProductCard } from '@storefront/shared/contracts/catalog';
import type { ListRequest } from '../api';
import { productList } from '../model';
import { ProductListView } from './product-list-view';
import { useListState } from './use-list-state';

const card = (id: number): ProductCard => ({ id, categoryId: 3, name: `Product ${id}`, cover: `/media/p${id}.svg`, price: 1000 + id, sales: id, score: 4, reviewCount: 2, arrivalAt: 0, isNew: false });

function Page() {
  const [state, change] = useListState('3');
  return <ProductListView state={state} onChange={change} heading="List" />;
}
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function renderAt(url: string, handler: (p: ListRequest) => Promise<Paged<ProductCard>>) {
  const scope = fork({ handlers: [[productList.fx, handler]] });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/shop/productList/:id?" element={<><Page /><Where /></>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return scope;
}

afterEach(cleanup);

describe('product list and its URL', () => {
  it('asks the API for exactly what the URL says', async () => {
    const handler = vi.fn(async (_: ListRequest) => ({ list: [card(1), card(2)], total: 42, page: 2, limit: 20 }));
    renderAt('/shop/productList/3?sort=priceAsc&page=2&limit=20', handler);
    await screen.findByText('Product 1');
    expect(handler.mock.calls[0][0].query).toEqual({ categoryId: 3, sort: 'priceAsc', page: 2, limit: 20 });
    expect(screen.getByTestId('result-count').textContent).toBe('Products found: 42');
  });

  it('puts a new sort into the URL and starts again at page 1', async () => {
    const handler = vi.fn(async (_: ListRequest) => ({ list: [card(1)], total: 30, page: 3, limit: 10 }));
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
    const handler = vi.fn(async () => ({ list: [card(1)], total: 35, page: 1, limit: 10 }));
    renderAt('/shop/productList/3', handler);
    await screen.findByText('Product 1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    });
    expect(screen.getByTestId('where').textContent).toBe('?page=2');
  });

  it('shows the not-found message suggesting another word when a search finds nothing', async () => {
    renderAt('/shop/productList?keyword=unicorn', async () => ({ list: [], total: 0, page: 1, limit: 10 }));
    const message = await screen.findByTestId('search-not-found');
    expect(message.textContent).toBe('Sorry, nothing was found for “unicorn”. Please try searching for another word.');
  });

  it('shows an error with a retry when the request fails', async () => {
    let fail = true;
    renderAt('/shop/productList', async () => {
      if (fail) throw new Error('down');
      return { list: [card(9)], total: 1, page: 1, limit: 10 };
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await act(async () => {
      fireEvent.click(retry);
    });
    await screen.findByText('Product 9');
  });
});
