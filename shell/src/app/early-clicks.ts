import { takeEarlyClicks, type EarlyInput } from './early-input';

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

/** Kept clicks, replayed in order once each control is taken over. */
async function replayClicks(kept: Element[]): Promise<number> {
  let replayed = 0;
  for (const control of kept) {
    if (!(control instanceof HTMLElement) || !(await whenHydrated(control))) continue;
    control.click();
    replayed += 1;
  }
  return replayed;
}

/**
 * Text typed before the page was hydrated is in the page but not in its forms' state.
 * Once each field is taken over, its value is set again through React's own tracking, so the form's
 * change handler sees it as if it had just been typed.
 */
async function replayTyping(changed: Array<HTMLInputElement | HTMLTextAreaElement>): Promise<number> {
  let replayed = 0;
  for (const field of changed) {
    if (!(await whenHydrated(field))) continue;
    const proto = Object.getPrototypeOf(field) as object;
    const setValue = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    const value = field.value;
    // The element's own setter tells React the field was empty; the prototype's sets the text behind its back.
    field.value = '';
    setValue?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    replayed += 1;
  }
  return replayed;
}

/** Choices made in selects before hydration (which set each select back to its state), made again in order. */
async function replaySelects(kept: [HTMLSelectElement, string][]): Promise<number> {
  let replayed = 0;
  for (const [select, value] of kept) {
    if (!(await whenHydrated(select))) continue;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    replayed += 1;
  }
  return replayed;
}

/** One task later: what the replayed typing and choices set has been rendered, so a handler reads it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Does again what the shopper did before hydration, in the order it was done: typing and choices first,
 * then, once React has rendered what they changed, the clicks held until now. A Submit clicked at once
 * would otherwise run with the form's state from before the typing (an empty address, say).
 */
export async function replayEarlyInput(input: EarlyInput): Promise<void> {
  try {
    await Promise.all([replayTyping(input.typed), replaySelects(input.selects)]);
    await nextTask();
  } finally {
    await replayClicks(takeEarlyClicks());
  }
}
