export { LOCALES, DEFAULT_LOCALE, REMOTES, ROUTES, pagesOf } from './table';
export type { Locale, RemoteName, Owner, RouteDef } from './table';
export { matchPath, applyGuards, localePath, splitLocale, isLocale, findRoute } from './match';
export type { RouteMatch, GuardState } from './match';
