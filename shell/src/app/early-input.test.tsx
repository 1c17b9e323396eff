import { afterEach, describe, expect, it } from 'vitest';
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_CLICKS_GLOBAL, EARLY_SELECTS_GLOBAL } from '@storefront/shared/contracts/early-clicks';
import { takeEarlyClicks, takeEarlyInput } from './early-input';
import { replayEarlyInput } from './early-clicks';

const holder = window as unknown as Record<string, unknown[] | null>;
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A signup form like the footer's: the address lives in React's state, and Submit sends what the state holds. */
function Signup({ sent }: { sent: string[] }) {
  const [email, setEmail] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    sent.push(email);
  };
  return (
    <form onSubmit={submit}>
      <label htmlFor="email">Email</label>
      <input id="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit">Sign up</button>
    </form>
  );
}

let root: Root | null = null;

/** The server's HTML, with the inline script's holders, as the page is before its code has run. */
function serverPage(sent: string[]) {
  document.body.innerHTML = `<div id="root">${renderToString(<Signup sent={sent} />)}</div>`;
  holder[EARLY_CLICKS_GLOBAL] = [];
  holder[EARLY_SELECTS_GLOBAL] = [];
  return {
    field: document.querySelector('input')!,
    button: document.querySelector('button')!,
    hydrate: () => act(() => void (root = hydrateRoot(document.getElementById('root')!, <Signup sent={sent} />))),
  };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('input made before the page was hydrated', () => {
  it('an address typed and Submit clicked before hydration are sent as typed', async () => {
    const sent: string[] = [];
    const page = serverPage(sent);
    page.field.value = 'early@example.com';
    holder[EARLY_CLICKS_GLOBAL]!.push(page.button);
    await page.hydrate();
    const early = takeEarlyInput();
    expect(early?.typed).toEqual([page.field]);
    await act(() => replayEarlyInput(early!));
    expect(sent).toEqual(['early@example.com']);
  });

  it('a click that comes after hydration but before the typing is replayed waits for it', async () => {
    const sent: string[] = [];
    const page = serverPage(sent);
    page.field.value = 'late@example.com';
    await page.hydrate();
    const early = takeEarlyInput();
    // The inline script still holds clicks: this one arrives while the replay's code is on its way.
    expect(holder[EARLY_CLICKS_GLOBAL]).toEqual([]);
    holder[EARLY_CLICKS_GLOBAL]!.push(page.button);
    await act(() => replayEarlyInput(early!));
    expect(sent).toEqual(['late@example.com']);
    expect(holder[EARLY_CLICKS_GLOBAL]).toBeNull();
  });

  it('with nothing done before hydration there is nothing to replay, and clicks are no longer held', async () => {
    const page = serverPage([]);
    await page.hydrate();
    expect(takeEarlyInput()).toBeNull();
    expect(holder[EARLY_CLICKS_GLOBAL]).toBeNull();
    expect(holder[EARLY_SELECTS_GLOBAL]).toBeNull();
    expect(takeEarlyClicks()).toEqual([]);
  });
});
