import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateWhenNear } from './hydrate-when-near';

/** A part with state: its button counts only once React has taken it over. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Pressed {count}
    </button>
  );
}

const page = (
  <section>
    <h1>Product</h1>
    <HydrateWhenNear part={Counter} />
  </section>
);

let observers: { callback: IntersectionObserverCallback; margin?: string; disconnected: boolean }[] = [];
class FakeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, margin: options?.rootMargin, disconnected: false };
    observers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}
const comeNear = () =>
  act(async () => {
    for (const o of observers) if (!o.disconnected) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

let problems: unknown[] = [];
let container: HTMLDivElement;
let root: Root | null = null;

/** The server's HTML in the document, then React takes the page over as the shell does. */
async function takeOver() {
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (error) => problems.push(error) }));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}
const button = () => container.querySelector('button')!;
/** Whether React has attached itself to the server's button. */
const takenOver = () => Object.keys(button()).some((key) => key.startsWith('__reactProps'));
const press = () => act(async () => button().click());

beforeEach(() => {
  observers = [];
  problems = [];
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => problems.push(args.map(String).join(' ')));
});
afterEach(async () => {
  if (root) await act(async () => root!.unmount());
  root = null;
  container?.remove();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a part taken over when it comes near the screen', () => {
  it("keeps the server's HTML as it is until the part comes near the screen, then takes it over", async () => {
    await takeOver();
    const before = button();
    expect(before.textContent).toBe('Pressed 0');
    // Not taken over yet.
    expect(takenOver()).toBe(false);
    expect(observers.map((o) => o.margin)).toEqual(['200px 0px']);

    await comeNear();
    expect(takenOver()).toBe(true);
    await press();
    expect(button().textContent).toBe('Pressed 1');
    // The same element: taken over, not rendered anew.
    expect(button()).toBe(before);
    expect(problems).toEqual([]);
  });

  it.each(['pointerdown', 'keydown', 'change', 'click'])('is taken over before anything may change the page: a %s anywhere', async (type) => {
    await takeOver();
    expect(takenOver()).toBe(false);
    await act(async () => {
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
    });
    // Taken over by that event itself, before the press (a click on the part would open it too).
    expect(takenOver()).toBe(true);
    await press();
    expect(button().textContent).toBe('Pressed 1');
    expect(problems).toEqual([]);
  });

  it('renders the part at once on a page rendered in the browser', async () => {
    render(page);
    const rendered = document.querySelector('button')!;
    await act(async () => rendered.click());
    expect(rendered.textContent).toBe('Pressed 1');
    expect(observers).toEqual([]);
  });
});
