import Cookies from 'js-cookie';
import type { AxiosRequestConfig } from 'axios';
import { createApiClient, type ClientDeps } from './client';
import type { Envelope } from './envelope';
import { $host, $locale, $realIp, $token, getAppScope, sessionEnded, showToast } from '../store';
import { scopeBind } from 'effector';

export { AUTH_FAILED, API_HEADERS } from './envelope';
export type { Envelope } from './envelope';
export { createApiClient, ApiRequestError } from './client';
export type { ClientDeps } from './client';

/** Name of the cookie that keeps the session token for 7 days. */
export const TOKEN_COOKIE = 'token';
export const TOKEN_DAYS = 7;

/**
 * Attributes of the token cookie: 7 days for the whole site, SameSite=Lax so other sites' requests and
 * form posts do not carry it, and Secure whenever the shop is served over HTTPS (production), so the token
 * never travels in clear. Over plain HTTP (development, the browser tests) a Secure cookie would be
 * refused by the browser, so it is left off there.
 */
export function tokenCookieAttributes(protocol = typeof location === 'undefined' ? 'http:' : location.protocol): Cookies.CookieAttributes {
  return { expires: TOKEN_DAYS, path: '/', sameSite: 'Lax', secure: protocol === 'https:' };
}

let navigate: (path: string) => void = (path) => window.location.assign(path);
/** The shell hands over its router's navigate so redirects stay inside the single-page app. */
export function setNavigate(fn: (path: string) => void) {
  navigate = fn;
}

const read = <T>(store: { getState(): T }): T => {
  const scope = getAppScope();
  return scope ? scope.getState(store as never) : store.getState();
};

const deps: ClientDeps = {
  getToken: () => read($token),
  getCookieToken: () => Cookies.get(TOKEN_COOKIE) ?? null,
  getLocale: () => read($locale),
  getHost: () => read($host) || (typeof location !== 'undefined' ? location.host : ''),
  getRealIp: () => read($realIp),
  toastError: (msg) => showToast(msg, 'error'),
  navigate: (path) => navigate(path),
  authLost: () => {
    Cookies.remove(TOKEN_COOKIE, { path: '/' });
    const scope = getAppScope();
    if (scope) scopeBind(sessionEnded, { scope })();
    else sessionEnded();
  },
};

/** The storefront's one HTTP client, with the spec's envelope and error rules. */
export const http = createApiClient(deps);

/** Typed helpers answering the envelope; the 400 pass-through answers resolve with status 400. */
export async function apiGet<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return (await http.get(url, { ...config, params })).data as Envelope<T>;
}
export async function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return (await http.post(url, body, config)).data as Envelope<T>;
}
export async function apiPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return (await http.put(url, body, config)).data as Envelope<T>;
}
export async function apiDelete<T>(url: string, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return (await http.delete(url, config)).data as Envelope<T>;
}
