import { EARLY_CLICKS_GLOBAL, EARLY_SELECTS_GLOBAL } from '@storefront/shared/contracts/early-clicks';

/** What the shopper did before the page's code took over: kept clicks, select choices, and typed fields. */
export interface EarlyInput {
  clicks: Element[];
  selects: [HTMLSelectElement, string][];
  typed: Array<HTMLInputElement | HTMLTextAreaElement>;
}

const TYPED = 'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([type=submit]):not([type=button]), textarea';

/**
 * Called once the page is hydrated: stops the inline script keeping clicks and choices, and takes what it
 * kept with the fields typed in meanwhile. Null when there is nothing, so most visits never fetch the
 * replay's code (app/early-clicks.ts).
 */
export function takeEarlyInput(win: Window = window): EarlyInput | null {
  const holder = win as unknown as Record<string, unknown[] | null | undefined>;
  const clicks = (holder[EARLY_CLICKS_GLOBAL] ?? []) as Element[];
  const selects = (holder[EARLY_SELECTS_GLOBAL] ?? []) as [HTMLSelectElement, string][];
  holder[EARLY_CLICKS_GLOBAL] = null;
  holder[EARLY_SELECTS_GLOBAL] = null;
  const typed = [...win.document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)].filter((field) => field.value !== field.defaultValue);
  return clicks.length || selects.length || typed.length ? { clicks, selects, typed } : null;
}
