import { EARLY_CLICKS_GLOBAL, EARLY_SELECTS_GLOBAL } from '@storefront/shared/contracts/early-clicks';

/** How long a kept click waits for its control to be taken over before it is dropped. */
const WAIT_MS = 10_000;

/**
 * React marks each element it has taken over with its own expando. A control inside a part of the page
 * that hydrates later (a remote's page behind Suspense) would ignore a click before that.
 */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

function whenHydrated(element: Element): Promise<boolean> {
  const until = performance.now() + WAIT_MS;
  return new Promise((resolve) => {
    const check = () => {
      if (!element.isConnected) resolve(false);
      else if (hydrated(element)) resolve(true);
      else if (performance.now() > until) resolve(false);
      else setTimeout(check, 50);
    };
    check();
  });
}

/** Called once the page is hydrated: stops keeping clicks and replays the kept ones, in order. */
export async function replayEarlyClicks(win: Window = window): Promise<number> {
  const holder = win as unknown as Record<string, Element[] | null | undefined>;
  const kept = holder[EARLY_CLICKS_GLOBAL];
  holder[EARLY_CLICKS_GLOBAL] = null;
  if (!kept) return 0;
  let replayed = 0;
  for (const control of kept) {
    if (!(control instanceof HTMLElement) || !(await whenHydrated(control))) continue;
    control.click();
    replayed += 1;
  }
  return replayed;
}

const TYPED = 'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([type=submit]):not([type=button]), textarea';

/**
 * Text typed before the page was hydrated is in the page but not in its forms' state.
 * Once each field is taken over, its value is set again through React's own tracking, so the form's
 * change handler sees it as if it had just been typed.
 */
export async function replayEarlyTyping(doc: Document = document): Promise<number> {
  const changed: HTMLElement[] = [];
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
    if (field.value !== field.defaultValue) changed.push(field);
  }
  let replayed = 0;
  for (const field of changed) {
    if (!(await whenHydrated(field))) continue;
    const proto = Object.getPrototypeOf(field) as object;
    const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    const value = (field as HTMLInputElement).value;
    // The element's own setter tells React the field was empty; the prototype's sets the text behind its back.
    (field as HTMLInputElement).value = '';
    setValue?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    replayed += 1;
  }
  return replayed;
}

/** Choices made in selects before hydration (which set each select back to its state), made again in order. */
export async function replayEarlySelects(win: Window = window): Promise<number> {
  const holder = win as unknown as Record<string, [HTMLSelectElement, string][] | null | undefined>;
  const kept = holder[EARLY_SELECTS_GLOBAL];
  holder[EARLY_SELECTS_GLOBAL] = null;
  if (!kept) return 0;
  let replayed = 0;
  for (const [select, value] of kept) {
    if (!(await whenHydrated(select))) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    replayed += 1;
  }
  return replayed;
}
