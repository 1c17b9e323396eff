import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import type { RequestContext } from '../contracts/request-context';
import { API_HEADERS, AUTH_FAILED, type Envelope } from './envelope';

/** What the client reads outside the request: the browser's cookie jar (tests supply a fake). */
export interface ClientDeps {
  getCookieToken(): string | null;
  /** The page's own host, when the context names none (the browser). */
  getDefaultHost(): string;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** HTTP statuses the caller handles itself (no toast, no /error), e.g. 404 for a product page. */
    expect?: number[];
    /** Language, session, host and address of the page making the request; its headers come from here. */
    context?: RequestContext;
  }
}

/**
 * What the shop does about a failed request (spec section 8), decided here and carried out by the store
 * (shared/src/store/request.ts): an error toast, the /error page, or the session ended and /join. None
 * when the caller handles the failure itself.
 */
export type FailureOutcome = 'toast' | 'errorPage' | 'sessionEnded' | 'none';

/** Calls whose body status 400 goes back to the caller instead of an error toast (spec section 8). */
const PASS_400 = [/\/order\/create$/, /\/login$/, /\/user\/login$/, /\/user\/reg$/];
const TO_ERROR_PAGE = [403, 404, 500];

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly httpStatus: number,
    readonly outcome: FailureOutcome = 'none',
  ) {
    super(message);
  }
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && 'status' in body && 'msg' in body;
}

/** The methods the storefront calls; axios itself is fetched with the first request. */
export interface ApiClient {
  /** Read at each request: the server sets its own API origin before it renders. */
  readonly defaults: { baseURL?: string };
  get(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<Envelope>>;
  post(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<Envelope>>;
  put(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<Envelope>>;
  delete(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<Envelope>>;
}

/**
 * A server-rendered page makes no request before the shopper does something, so axios (~20 KiB gzip) is
 * not part of the first load: it is imported when the first request is made.
 */
export function createApiClient(deps: ClientDeps, config: AxiosRequestConfig = {}): ApiClient {
  const defaults: { baseURL?: string } = { baseURL: config.baseURL ?? '/' };
  let instance: Promise<AxiosInstance> | null = null;
  const client = () => {
    instance ??= import('axios').then((m) => withRules((m.default ?? m) as AxiosStatic, deps, config));
    instance.catch(() => (instance = null));
    return instance;
  };
  const withBase = (c?: AxiosRequestConfig): AxiosRequestConfig => ({ baseURL: defaults.baseURL, ...c });
  return {
    defaults,
    get: async (url, c) => (await client()).get(url, withBase(c)),
    post: async (url, body, c) => (await client()).post(url, body, withBase(c)),
    put: async (url, body, c) => (await client()).put(url, body, withBase(c)),
    delete: async (url, c) => (await client()).delete(url, withBase(c)),
  };
}

function withRules(axios: AxiosStatic, deps: ClientDeps, config: AxiosRequestConfig): AxiosInstance {
  const client = axios.create(config);
  client.interceptors.request.use((req) => {
    const headers = req.headers;
    const context = req.context;
    if (!context) throw new Error(`${req.url}: a request needs its context (locale, token, host)`);
    const ip = context.realIp;
    headers.set(API_HEADERS.host, context.host || deps.getDefaultHost());
    if (ip) {
      headers.set(API_HEADERS.realIp, ip);
      headers.set(API_HEADERS.forwardedFor, ip);
    }
    headers.set(API_HEADERS.lang, context.locale);
    const token = context.token;
    const cookieToken = token ? null : deps.getCookieToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else if (cookieToken) headers.set(API_HEADERS.certificate, cookieToken);
    if ((req.method ?? 'get').toLowerCase() === 'get') headers.set('Content-Type', 'application/x-www-form-urlencoded');
    return req;
  });

  const settle = (res: AxiosResponse | undefined, req: AxiosRequestConfig, httpStatus: number): Envelope => {
    const body = res?.data;
    const env: Envelope = isEnvelope(body) ? body : { status: httpStatus, msg: res?.statusText || 'network error', data: null };
    if (env.status === 200) return env;
    // A caller that expects the session to be gone (logging out) handles 410000 itself.
    if (req.expect?.includes(env.status) && env.status === AUTH_FAILED) throw new ApiRequestError(env.msg, env.status, httpStatus);
    if (env.status === AUTH_FAILED) throw new ApiRequestError(env.msg, env.status, httpStatus, 'sessionEnded');
    const url = req.url ?? '';
    if (env.status === 400 && PASS_400.some((re) => re.test(url.split('?')[0]))) return env;
    if (req.expect?.includes(httpStatus) || req.expect?.includes(env.status)) {
      throw new ApiRequestError(env.msg, env.status, httpStatus);
    }
    if (TO_ERROR_PAGE.includes(httpStatus)) throw new ApiRequestError(env.msg, env.status, httpStatus, 'errorPage');
    throw new ApiRequestError(env.msg, env.status, httpStatus, 'toast');
  };

  client.interceptors.response.use(
    (res) => ({ ...res, data: settle(res, res.config, res.status) }),
    (err: AxiosError) => {
      if (err instanceof ApiRequestError) throw err;
      if (!err.response) throw new ApiRequestError(err.message, 0, 0, 'toast');
      return { ...err.response, data: settle(err.response, err.config ?? {}, err.response.status) };
    },
  );
  return client;
}
