import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

/** A page as tall as asked, so offsets can be applied. */
function setPageHeight(height: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
}

function scrollTo(y: number) {
  window.scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  setPageHeight(5000);
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    window.scrollY = y;
  }) as typeof window.scrollTo);
  window.scrollY = 0;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const mount = (path = '/shop') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollRestoration />
      <Navigator />
      <main id="main" />
    </MemoryRouter>,
  );

describe('ScrollRestoration', () => {
  it('opens a new page at its top and brings Back to the offset it was left at', async () => {
    mount();
    scrollTo(1200);
    await act(async () => navigate('/shop/goodDetails/7'));
    expect(window.scrollY).toBe(0);
    scrollTo(300);
    await act(async () => navigate(-1));
    await vi.waitFor(() => expect(window.scrollY).toBe(1200));
    await act(async () => navigate(1));
    await vi.waitFor(() => expect(window.scrollY).toBe(300));
  });

  it('waits until the page it returns to has finished loading', async () => {
    mount();
    scrollTo(900);
    await act(async () => navigate('/shop/goodDetails/7'));
    const main = document.getElementById('main')!;
    main.innerHTML = '<div class="sf-loading"></div>';
    await act(async () => navigate(-1));
    await new Promise((r) => setTimeout(r, 100));
    expect(window.scrollY).toBe(0);
    main.innerHTML = '<ul></ul>';
    await vi.waitFor(() => expect(window.scrollY).toBe(900));
  });

  it('keeps the place when only the language changes', async () => {
    mount();
    scrollTo(640);
    await act(async () => navigate('/de/shop'));
    expect(window.scrollY).toBe(640);
  });
});
