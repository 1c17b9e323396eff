import { LANGUAGE_COOKIE, LOCALES, resolveLocale, type Locale } from '@storefront/shared/routes';

/** The console's own language choice, apart from the shop's (an operator may shop in one and work in another). */
export const LANGUAGE_KEY = 'sf:backoffice:locale';

function cookie(name: string, cookies: string): string | null {
  const found = cookies.split('; ').find((c) => c.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/** The console's choice if one was made, else as the shop decides: its language cookie, then the browser's languages. */
export function consoleLocale(saved: string | null, cookies: string, browser: readonly string[]): Locale {
  if (saved && (LOCALES as readonly string[]).includes(saved)) return saved as Locale;
  return resolveLocale(null, cookie(LANGUAGE_COOKIE, cookies), browser);
}
