import type { Scope } from 'effector';
import { vi } from 'vitest';
import { $locale, localeChosen } from '@storefront/shared/store';
import { allSettled, type EventCallable } from 'effector';
import type { Locale, PageStart } from '@storefront/shared/routes';

/**
 * A fake for an API effect that also notes the language each request went out in: the request context's
 * locale is the scope's $locale when the effect runs. `bind` ties it to that scope once it is forked.
 */
export function fakeRequest<P, R>(answer: (params: P) => R | Promise<R>) {
  let scope: Scope | null = null;
  const languages: string[] = [];
  const handler = vi.fn(async (params: P) => {
    languages.push(scope ? scope.getState($locale) : '');
    return answer(params);
  });
  return {
    handler,
    languages,
    bind(s: Scope) {
      scope = s;
    },
  };
}

/** As the shell does when the shopper picks another language: the store takes it, then the page on screen starts again. */
export async function changeLanguage(scope: Scope, started: EventCallable<PageStart>, locale: Locale, start: Omit<PageStart, 'locale'>) {
  await allSettled(localeChosen, { scope, params: locale });
  await allSettled(started, { scope, params: { ...start, locale, again: true } });
}
