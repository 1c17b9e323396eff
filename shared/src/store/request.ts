import { attach, combine, createEffect, createEvent, createStore, sample, type Effect } from 'effector';
// From the client module, not the api entry, which carries the axios client this module does not need.
import { ApiRequestError } from '../api/client';
import type { RequestContext } from '../contracts/request-context';
import { $requestContext, sessionEnded } from './shop';
import { toastShown } from './toast';

/** A request failed in a way the shop answers for the shopper (spec section 8): a toast, /error or /join. */
export const apiFailed = createEvent<ApiRequestError>();
/**
 * Where a failed request sends the shopper; the shell's router follows it and calls redirectDone. A
 * server render never redirects from its data (serialize: 'ignore'): the page it sends shows the failure.
 */
export const $redirectTo = createStore<string | null>(null, { serialize: 'ignore' });
export const redirectDone = createEvent();

sample({ clock: apiFailed, filter: (e) => e.outcome === 'toast', fn: (e) => ({ message: e.message, type: 'error' as const }), target: toastShown });
sample({ clock: apiFailed, filter: (e) => e.outcome === 'sessionEnded', target: sessionEnded });
$redirectTo.on(apiFailed, (to, e) => (e.outcome === 'errorPage' ? '/error' : e.outcome === 'sessionEnded' ? '/join' : to)).reset(redirectDone);

/**
 * An effect that calls the store API: the handler receives the request context of the scope it runs in
 * (language, currency, session, host) and passes it to apiGet/apiPost/..., so a server render and the
 * browser each send their own. Failures the shop answers for reach apiFailed.
 */
export function createApiEffect<P = void, R = void>(handler: (context: RequestContext, params: P) => Promise<R>): Effect<P, R, Error> {
  const withContext = attach({ source: $requestContext, effect: handler }) as unknown as Effect<P, R, Error>;
  // The model's unit takes only its params (a test's fork handler replaces it with a fake of the params);
  // the attached effect inside, called in the same scope, adds that scope's context.
  const fx = createEffect<P, R, Error>((params) => withContext(params));
  sample({
    clock: fx.failData,
    filter: (e): e is ApiRequestError => e instanceof ApiRequestError && e.outcome !== 'none',
    target: apiFailed,
  });
  return fx;
}

export type RequestStatus = 'idle' | 'loading' | 'done' | 'notFound' | 'error';

/** A request's failure as a server-rendered page carries it to the browser. */
type SerializedError = { message: string; status: number; httpStatus: number };

const isNotFound = (error: Error) => error instanceof ApiRequestError && error.httpStatus === 404;

/**
 * One remote resource as effector units: `requested(params)` loads it in the scope's request context and the answer of the latest
 * request wins (an older one arriving late is dropped); `retried` repeats the latest request. An HTTP
 * 404 is a status of its own, so a page can show the not-found view. The previous data stays while the
 * next loads, so a list does not jump.
 */
export function createRequest<P, R>(handler: (context: RequestContext, params: P) => Promise<R>) {
  const requested = createEvent<P>();
  const retried = createEvent();
  const fx = createApiEffect(handler);
  // Each request is a new wrapper, so the latest is told apart even when two ask for the same thing
  // (the same product again in another language, or a request without params).
  const $params = createStore<{ value: P } | null>(null, { skipVoid: false }).on(requested, (_, value) => ({ value }));
  const runFx = attach({ effect: fx, mapParams: (request: { value: P }) => request.value });
  const $data = createStore<R | null>(null, { skipVoid: false });
  // A server-rendered page hands its scope to the browser as JSON, where an Error would arrive as {}: keep
  // what the status is read from, so a 404 the server rendered is still a 404 when the browser hydrates.
  const $error = createStore<Error | null>(null, {
    skipVoid: false,
    serialize: {
      write: (error): SerializedError | null =>
        error && {
          message: error.message,
          status: error instanceof ApiRequestError ? error.status : 0,
          httpStatus: error instanceof ApiRequestError ? error.httpStatus : 0,
        },
      read: (json) => {
        const e = json as SerializedError | null;
        return e ? new ApiRequestError(e.message, e.status, e.httpStatus) : null;
      },
    },
  });
  const $loading = createStore(false);

  sample({ clock: $params, filter: Boolean, fn: (p) => p!, target: runFx });
  $loading.on(requested, () => true);
  sample({
    clock: runFx.done,
    source: $params,
    filter: (latest, { params }) => latest === params,
    fn: (_, { result }) => result,
    target: [$data, $error.reinit, $loading.reinit],
  });
  sample({
    clock: runFx.fail,
    source: $params,
    filter: (latest, { params }) => latest === params,
    fn: (_, { error }) => (error instanceof Error ? error : new Error(String(error))),
    target: [$error, $loading.reinit],
  });
  sample({ clock: retried, source: $params, filter: Boolean, fn: (p) => p!.value, target: requested });

  const $status = combine($data, $error, $loading, (data, error, loading): RequestStatus =>
    loading ? 'loading' : error ? (isNotFound(error) ? 'notFound' : 'error') : data === null ? 'idle' : 'done',
  );
  return { requested, retried, fx, $data, $error, $status };
}
