import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Suggestions } from '@storefront/shared/contracts/catalog';
import { $locale } from '@storefront/shared/store';
import { Header } from './header';
import { fetchSuggestions } from './suggest-api';

vi.mock('./suggest-api', () => ({ fetchSuggestions: vi.fn() }));
const suggest = vi.mocked(fetchSuggestions);

const answer: Suggestions = {
  products: [
    { id: 11, name: 'Leather jacket', cover: '/media/p11.svg', price: 12900 },
    { id: 12, name: 'Leather belt', cover: '/media/p12.svg', price: 3500 },
  ],
  categories: [{ id: 4, name: 'Jackets' }],
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderHeader(locale: 'en' | 'jp' = 'en') {
  const scope = fork({ values: [[$locale, locale]] });
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/shop']}>
        <Header />
        <Where />
      </MemoryRouter>
    </Provider>,
  );
  return screen.getByRole('combobox', { name: 'search.label' });
}

const list = () => within(document.getElementById('sf-search-list')!);
const where = () => screen.getByTestId('where').textContent;
const key = (input: HTMLElement, k: string) => act(() => fireEvent.keyDown(input, { key: k }));
async function type(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
  });
}

beforeEach(() => {
  suggest.mockReset();
  suggest.mockResolvedValue(answer);
});
afterEach(cleanup);

describe('the header search box as a combobox', () => {
  it('is a collapsed combobox controlling its listbox before anything is typed', () => {
    const input = renderHeader();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-controls')).toBe('sf-search-list');
    expect(document.getElementById('sf-search-list')?.getAttribute('role')).toBe('listbox');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('offers products and categories once three characters are typed, and moves through them with the arrow keys', async () => {
    const input = renderHeader();
    await type(input, 'le');
    await type(input, 'lea');
    const options = await list().findAllByRole('option');
    expect(suggest).toHaveBeenCalledTimes(1);
    expect(suggest.mock.calls[0][1]).toBe('lea');
    expect(options.map((o) => o.textContent)).toEqual(['Leather jacket$129.00', 'Leather belt$35.00', 'Jackets']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'search.products' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'search.categories' })).toBeTruthy();
    // No option is active until the shopper moves to one; the input keeps the focus throughout.
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);

    await key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    await key(input, 'ArrowDown');
    await key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2].id);
    expect(options[2].getAttribute('aria-selected')).toBe('true');
    expect(options[0].getAttribute('aria-selected')).toBe('false');
    // Past the last option: back to the text, then round to the first.
    await key(input, 'ArrowDown');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    await key(input, 'ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2].id);

    // Enter opens the active option: the category's list.
    await key(input, 'Enter');
    expect(where()).toBe('/shop/productList/4');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the product of the chosen option', async () => {
    const input = renderHeader();
    await type(input, 'leather');
    await list().findAllByRole('option');
    await key(input, 'ArrowDown');
    await key(input, 'ArrowDown');
    await key(input, 'Enter');
    expect(where()).toBe('/shop/goodDetails/12');
  });

  it('closes on Escape and then searches the words as typed on Enter', async () => {
    const input = renderHeader();
    await type(input, 'lether jaket');
    await list().findAllByRole('option');
    await key(input, 'ArrowDown');
    await key(input, 'Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(list().queryAllByRole('option')).toHaveLength(0);
    // ArrowDown opens the same suggestions again.
    await key(input, 'ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await key(input, 'Escape');
    await act(() => fireEvent.submit(input.closest('form')!));
    expect(where()).toBe('/shop/productList?keyword=lether%20jaket');
  });

  it('submits the keyword search on Enter while no option is active', async () => {
    const input = renderHeader();
    await type(input, 'leather');
    await list().findAllByRole('option');
    // Enter on the input submits its form (the browser does this; the handler must leave it alone).
    const notHandled = fireEvent.keyDown(input, { key: 'Enter' });
    expect(notHandled).toBe(true);
    await act(() => fireEvent.submit(input.closest('form')!));
    expect(where()).toBe('/shop/productList?keyword=leather');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes a click on an option, and keeps the focus in the input while pressing it', async () => {
    const input = renderHeader();
    await type(input, 'leather');
    const [first] = await list().findAllByRole('option');
    const pressed = fireEvent.mouseDown(first);
    expect(pressed).toBe(false); // default prevented: the input is not blurred
    await act(() => fireEvent.click(first));
    expect(where()).toBe('/shop/goodDetails/11');
  });

  it('asks from the first character in Japanese', async () => {
    const input = renderHeader('jp');
    await type(input, '革');
    await list().findAllByRole('option');
    expect(suggest.mock.calls[0][1]).toBe('革');
  });

  it('cancels the request of an older text and shows only the answer to the latest', async () => {
    let release: (s: Suggestions) => void = () => {};
    suggest.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    suggest.mockResolvedValueOnce({ products: [], categories: [{ id: 9, name: 'Belts' }] });
    const input = renderHeader();
    await type(input, 'lea');
    await waitFor(() => expect(suggest).toHaveBeenCalledTimes(1));
    await type(input, 'leat');
    const [option] = await list().findAllByRole('option');
    expect(option.textContent).toBe('Belts');
    const firstSignal = suggest.mock.calls[0][2];
    expect(firstSignal.aborted).toBe(true);
    // The older answer arriving late changes nothing.
    await act(async () => release(answer));
    expect(
      list()
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Belts']);
  });

  it('shows nothing and asks nothing for fewer than three characters', async () => {
    const input = renderHeader();
    await type(input, 'le');
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(suggest).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('does not open on the new page when the search was sent before the suggestions came', async () => {
    let release: (s: Suggestions) => void = () => {};
    suggest.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const input = renderHeader();
    await type(input, 'leather');
    await waitFor(() => expect(suggest).toHaveBeenCalledTimes(1));
    await act(() => fireEvent.submit(input.closest('form')!));
    expect(where()).toBe('/shop/productList?keyword=leather');
    await act(async () => release(answer));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(list().queryAllByRole('option')).toHaveLength(0);
    // The arrow key still opens what came.
    await key(input, 'ArrowDown');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('a search sent before the suggestions arrive keeps the list shut over the results; typing opens it again', async () => {
    let arrive: (value: Suggestions) => void = () => {};
    suggest.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    const input = renderHeader();
    // Typed and sent at once: the suggestions' code is still loading when the search goes.
    act(() => {
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'leather' } });
      fireEvent.submit(input.closest('form')!);
    });
    expect(where()).toBe('/shop/productList?keyword=leather');
    await waitFor(() => expect(suggest).toHaveBeenCalled());
    await act(async () => arrive(answer));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('sf-search-list')!.hidden).toBe(true);

    suggest.mockResolvedValue(answer);
    await type(input, 'leather j');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    expect(list().getAllByRole('option').length).toBeGreaterThan(0);
  });
});
