import Cookies from 'js-cookie';
import type { AxiosRequestConfig } from 'axios';
import { createApiClient, type ClientDeps } from './client';
import type { Envelope } from './envelope';
import type { RequestContext } from '../contracts/request-context';

export { AUTH_FAILED, API_HEADERS } from './envelope';
export type { Envelope } from './envelope';
export { createApiClient, ApiRequestError } from './client';
export type { ClientDeps, FailureOutcome } from './client';
export type { RequestContext } from '../contracts/request-context';

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

const deps: ClientDeps = {
  getCookieToken: () => Cookies.get(TOKEN_COOKIE) ?? null,
  getDefaultHost: () => (typeof location !== 'undefined' ? location.host : ''),
};

/** The storefront's one HTTP client, with the spec's envelope and error rules. */
export const http = createApiClient(deps);

/**
 * Typed helpers answering the envelope; the 400 pass-through answers resolve with status 400. The context
 * comes first: a handler made with createApiEffect (shared/store) receives it from the page's scope.
 */
export async function apiGet<T>(context: RequestContext, url: string, params?: object, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return (await http.get(url, { ...config, params, context })).data as Envelope<T>;
}
export async function apiPost<T>(context: RequestContext, url: string, body?: unknown, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return (await http.post(url, body, { ...config, context })).data as Envelope<T>;
}
export async function apiPut<T>(context: RequestContext, url: string, body?: unknown, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return (await http.put(url, body, { ...config, context })).data as Envelope<T>;
}
export async function apiDelete<T>(context: RequestContext, url: string, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return (await http.delete(url, { ...config, context })).data as Envelope<T>;
}
