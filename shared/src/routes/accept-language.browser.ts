/**
 * A browser build's stand-in (package.json `imports`, "browser" condition): a page has no Accept-Language
 * header to rank, and resolveLocale is only given one on a server, so the matcher stays out of every page.
 */
export function rankLanguages(_header: string): string[] {
  return [];
}
