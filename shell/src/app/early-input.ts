import { EARLY_CLICKS_GLOBAL, EARLY_SELECTS_GLOBAL } from '@storefront/shared/contracts/early-clicks';

/** What the shopper did before the page's code took over: select choices and typed fields. */
export interface EarlyInput {
  selects: [HTMLSelectElement, string][];
  typed: Array<HTMLInputElement | HTMLTextAreaElement>;
}

type Holder = Record<string, unknown[] | null | undefined>;

const TYPED = 'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([type=submit]):not([type=button]), textarea';

/**
 * Called once the page is hydrated: takes the choices kept by the inline script and the fields typed in
 * meanwhile. Null when there is nothing, so most visits never fetch the replay's code (app/early-clicks.ts).
 * While there is typing or a choice to replay, the script goes on holding clicks: a click on Submit made
 * now would otherwise reach a form whose state does not have the typed text yet. takeEarlyClicks ends that.
 */
export function takeEarlyInput(win: Window = window): EarlyInput | null {
  const holder = win as unknown as Holder;
  const selects = (holder[EARLY_SELECTS_GLOBAL] ?? []) as [HTMLSelectElement, string][];
  holder[EARLY_SELECTS_GLOBAL] = null;
  const typed = [...win.document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)].filter((field) => field.value !== field.defaultValue);
  if (selects.length || typed.length || holder[EARLY_CLICKS_GLOBAL]?.length) return { selects, typed };
  holder[EARLY_CLICKS_GLOBAL] = null;
  return null;
}

/** Stops the inline script holding clicks, and returns those it held, in order. */
export function takeEarlyClicks(win: Window = window): Element[] {
  const holder = win as unknown as Holder;
  const clicks = (holder[EARLY_CLICKS_GLOBAL] ?? []) as Element[];
  holder[EARLY_CLICKS_GLOBAL] = null;
  return clicks;
}
