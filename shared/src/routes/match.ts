import { DEFAULT_LOCALE, LOCALES, ROUTES, type Locale, type RouteDef } from './table';

export type RouteMatch =
  { kind: 'page'; route: RouteDef; locale: Locale; params: Record<string, string> } | { kind: 'redirect'; to: string } | { kind: 'notFound'; locale: Locale };

export function isLocale(value: string | undefined): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern === '' ? [] : pattern.split('/');
  const params: Record<string, string> = {};
  let i = 0;
  for (; i < parts.length; i++) {
    const part = parts[i];
    const seg = segments[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (seg === undefined) {
        if (optional) continue;
        return null;
      }
      params[name] = decodeURIComponent(seg);
    } else if (seg !== part) {
      return null;
    }
  }
  return segments.length <= parts.length ? params : null;
}

/** Finds the route for a path below the optional language prefix. */
export function findRoute(rest: string[], prefixed: boolean) {
  for (const route of ROUTES) {
    if (route.prefixedOnly && !prefixed) continue;
    if (route.operatorsOnly && prefixed) continue;
    const params = matchPattern(route.path, rest);
    if (params) return { route, params };
  }
  return null;
}

/** Builds a URL path for a route path (without leading slash) in a locale; the default locale has no prefix. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.replace(/^\/+/, '');
  if (locale === DEFAULT_LOCALE) return '/' + clean;
  return '/' + locale + (clean ? '/' + clean : '');
}

/** Splits a pathname into its locale and the path under it. */
export function splitLocale(pathname: string): { locale: Locale; rest: string; prefixed: boolean } {
  const segs = pathname.split('/').filter(Boolean);
  if (isLocale(segs[0])) return { locale: segs[0], rest: segs.slice(1).join('/'), prefixed: true };
  return { locale: DEFAULT_LOCALE, rest: segs.join('/'), prefixed: false };
}

/**
 * The spec's routing rules as one pure function: double slashes collapse by redirect, a prefix equal to
 * the default language redirects to the unprefixed path, unknown paths and unknown language prefixes
 * are not found, redirect-only routes redirect. isEdit and needsLogin are applied by applyGuards.
 */
export function matchPath(pathname: string, search = ''): RouteMatch {
  if (/\/{2,}/.test(pathname)) {
    return { kind: 'redirect', to: pathname.replace(/\/{2,}/g, '/') + search };
  }
  const segs = pathname.split('/').filter(Boolean);
  let locale: Locale = DEFAULT_LOCALE;
  let rest = segs;
  const prefixed = isLocale(segs[0]);
  if (prefixed) {
    locale = segs[0] as Locale;
    rest = segs.slice(1);
    if (locale === DEFAULT_LOCALE) return { kind: 'redirect', to: '/' + rest.join('/') + search };
  }
  const found = findRoute(rest, prefixed);
  if (!found) return { kind: 'notFound', locale };
  if (found.route.redirectTo) return { kind: 'redirect', to: localePath(locale, found.route.redirectTo) + search };
  return { kind: 'page', route: found.route, locale, params: found.params };
}

export interface GuardState {
  isEdit: boolean;
  loggedIn: boolean;
}

/** isEdit sends every navigation home; a needsLogin page without a session goes to /join and comes back. */
export function applyGuards(match: RouteMatch, pathWithSearch: string, state: GuardState): RouteMatch {
  if (match.kind !== 'page') return match;
  if (state.isEdit && match.route.path !== '') return { kind: 'redirect', to: localePath(match.locale, '') };
  if (match.route.needsLogin && !state.loggedIn) {
    return { kind: 'redirect', to: localePath(match.locale, 'join') + '?redirect=' + encodeURIComponent(pathWithSearch) };
  }
  return match;
}
