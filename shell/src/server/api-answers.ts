import { AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_HEADERS } from '@storefront/shared/api';

/**
 * A render worker asks its own server for the same public answers page after page (a product page: the
 * product, its reviews, related and newest products), each over HTTP: a quarter of a cold page's render
 * and most of the server thread's share of it. An answer the API marked public (a shared cache may keep it
 * for anyone) is kept here for a second, raw, before axios parses it, so every render gets its own copy.
 * The server has its workers forget them on every committed change (ADR 0045), so a change shows in the next
 * page.
 */
const KEEP_MS = 1000;
const MAX_KEPT = 1000;
/** The shopper's address goes with each request for the API's logs and limits; a public answer is the same for all. */
const NOT_IN_KEY = new Set([API_HEADERS.realIp, API_HEADERS.forwardedFor].map((h) => h.toLowerCase()));

interface Kept {
  at: number;
  answer: Promise<AxiosResponse | null>;
}

const kept = new Map<string, Kept>();

function keyOf(config: InternalAxiosRequestConfig): string | null {
  if ((config.method ?? 'get').toLowerCase() !== 'get') return null;
  const headers = AxiosHeaders.from(config.headers).toJSON() as Record<string, unknown>;
  const named: [string, unknown][] = [];
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    // A session's request is never kept.
    if (lower === 'authorization' || lower === API_HEADERS.certificate.toLowerCase() || lower === 'cookie') return null;
    if (!NOT_IN_KEY.has(lower)) named.push([lower, value]);
  }
  named.sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([config.baseURL, config.url, config.params ?? null, named]);
}

const isPublic = (response: AxiosResponse) => response.status === 200 && /^public\b/.test(String(response.headers['cache-control'] ?? ''));

/** Each render gets a response of its own around the kept body: axios writes its parsed body into it. */
const copyFor = (response: AxiosResponse, config: InternalAxiosRequestConfig): AxiosResponse => ({
  ...response,
  headers: new AxiosHeaders(response.headers as AxiosHeaders),
  config,
});

export function keepPublicAnswers(adapter: AxiosAdapter, keepMs = KEEP_MS, now: () => number = Date.now): AxiosAdapter {
  if (keepMs <= 0) return adapter;
  return (config) => {
    const key = keyOf(config);
    if (key === null) return adapter(config);
    const found = kept.get(key);
    if (found && now() - found.at < keepMs) {
      return found.answer.then((response) => (response ? copyFor(response, config) : adapter(config)));
    }
    const answered = adapter(config);
    const entry: Kept = {
      at: now(),
      // A failure or a private answer is not kept: the next render asks again.
      answer: answered.then(
        (response) => (isPublic(response) ? response : null),
        () => null,
      ),
    };
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, entry);
    void entry.answer.then((response) => {
      if (!response && kept.get(key) === entry) kept.delete(key);
    });
    // The kept response stays as the adapter gave it: axios writes the parsed body into the one it is handed.
    return answered.then((response) => copyFor(response, config));
  };
}

/** A change was committed: no answer asked before it is given again (one still on its way is no longer kept). */
export function forgetPublicAnswers() {
  kept.clear();
}
