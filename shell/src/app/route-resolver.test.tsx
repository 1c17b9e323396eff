import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, useNavigate, useParams } from 'react-router';
import { sessionRestored } from '@storefront/shared/store';
import { initI18n } from '@storefront/shared/i18n';

const renders: string[] = [];

/** A product page as a remote exposes it: it reads its route's params and links on. */
function ProductPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  renders.push(id ?? '');
  return (
    <button type="button" onClick={() => navigate('/shop/goodDetails/8')}>
      product {id}
    </button>
  );
}

vi.mock('../remotes/registry', () => ({
  remotePage: () => ProductPage,
  loadPageModule: () => Promise.resolve({ default: ProductPage }),
  loadedPageModule: () => undefined,
}));

const { RouteResolver } = await import('./route-resolver');
await initI18n('en');

afterEach(() => {
  cleanup();
  renders.length = 0;
});

describe('the route resolver', () => {
  it('does not render the page again when the session becomes known, and still follows a link to another product', async () => {
    const scope = fork();
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={['/shop/goodDetails/7']}>
          <RouteResolver />
        </MemoryRouter>
      </Provider>,
    );
    await screen.findByText('product 7');
    const before = renders.length;

    // The resolver renders again (its guards read the session); the page's route context must stay the same.
    await act(() => allSettled(sessionRestored, { scope }));
    expect(renders.length).toBe(before);

    fireEvent.click(screen.getByRole('button'));
    await screen.findByText('product 8');
    expect(renders.at(-1)).toBe('8');
  });
});
