export { LOCALES, DEFAULT_LOCALE, LANGUAGE_TAGS, REMOTES, ROUTES, pagesOf } from './table';
export type { Locale, RemoteName, Owner, RouteDef } from './table';
export { matchPath, applyGuards, localePath, splitLocale, isLocale, findRoute } from './match';
export type { RouteMatch, GuardState } from './match';
export type { PageStart, PageMeta } from '../contracts/page-module';
export { resolveLocale, LANGUAGE_COOKIE } from './locale';
export type { LocaleOptions } from './locale';
