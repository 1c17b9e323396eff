import { act, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { allSettled, serialize, type EventCallable, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { pageEntered } from '../store';
import type { PageStart } from '../routes';

/** An exposed page module as the shell loads it. */
export interface ExposedPage {
  default: ComponentType;
  pageStarted: EventCallable<PageStart>;
}

export interface HydrationCase {
  owner: string;
  page: string;
  mod: ExposedPage;
  /** The route pattern the page is mounted under, and the address visited. */
  route: string;
  url: string;
  start: PageStart;
  i18n: I18n;
  /** A scope whose effects answer from fixtures and note each request; `values` are a serialized scope's. */
  apiScope: (requests: string[], values?: Record<string, unknown>) => Scope;
}

let root: ReturnType<typeof hydrateRoot> | null = null;

/** Unmounts what the last `serverThenBrowser` hydrated (for afterEach, or before a second page). */
export async function unmountHydrated(): Promise<void> {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
}

/**
 * Renders a page as the server does (the page entered, its start awaited, then the HTML), then hydrates
 * that HTML in the document from a browser scope read back from the server's scope as JSON. Collects
 * every recoverable error and console error, and counts the requests made on each side.
 */
export async function serverThenBrowser({ owner, page, mod, route, url, start, i18n, apiScope }: HydrationCase) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const requests: string[] = [];
  const server = apiScope(requests);
  await allSettled(pageEntered, { scope: server, params: { owner, page } });
  await allSettled(mod.pageStarted, { scope: server, params: start });

  const Page = mod.default;
  const tree = (scope: Scope) => (
    <I18nextProvider i18n={i18n}>
      <Provider value={scope}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={route} element={<Page />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </I18nextProvider>
  );
  // The server's streaming render (shell/src/server/render.tsx) waits for a lazy part's code; here a part
  // still loading is left to the browser (<!--$!-->), so the page is rendered again once it has loaded.
  let html = renderToString(tree(server));
  for (let tries = 0; html.includes('<!--$!-->') && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    html = renderToString(tree(server));
  }
  const loadedOnServer = requests.length;

  const browser = apiScope(requests, JSON.parse(JSON.stringify(serialize(server))));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const problems: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args.map(String).join(' ')));
  await act(async () => {
    root = hydrateRoot(container, tree(browser), { onRecoverableError: (error) => problems.push(error) });
  });
  return { html, container, problems, loadedOnServer, requests };
}
