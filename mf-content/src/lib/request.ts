import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { ApiRequestError } from '@storefront/shared/api';

export type RequestStatus = 'idle' | 'loading' | 'done' | 'notFound' | 'error';

/**
 * One remote resource as effector units: `requested(params)` loads it and the answer of the latest
 * request wins (an older one arriving late is dropped); `retried` repeats the latest request. A 404 is
 * a status of its own, so a page can show the not-found view. The previous data stays while the next
 * loads, so a list does not jump.
 */
export function createRequest<P, R>(handler: (params: P) => Promise<R>) {
  const requested = createEvent<P>();
  const retried = createEvent();
  const fx = createEffect(handler);
  const $params = createStore<{ value: P } | null>(null, { skipVoid: false }).on(requested, (_, value) => ({ value }));
  const $data = createStore<R | null>(null, { skipVoid: false });
  const $failure = createStore<'notFound' | 'error' | null>(null);
  const $loading = createStore(false);

  sample({ clock: $params, filter: Boolean, fn: (p) => p!.value, target: fx });
  $loading.on(requested, () => true);
  sample({
    clock: fx.done,
    source: $params,
    filter: (latest, { params }) => latest?.value === params,
    fn: (_, { result }) => result,
    target: [$data, $failure.reinit, $loading.reinit],
  });
  sample({
    clock: fx.fail,
    source: $params,
    filter: (latest, { params }) => latest?.value === params,
    fn: (_, { error }) => (error instanceof ApiRequestError && error.httpStatus === 404 ? 'notFound' : 'error') as 'notFound' | 'error',
    target: [$failure, $loading.reinit],
  });
  sample({ clock: retried, source: $params, filter: Boolean, fn: (p) => p!.value, target: requested });

  const $status = combine($data, $failure, $loading, (data, failure, loading): RequestStatus =>
    loading ? 'loading' : failure ?? (data === null ? 'idle' : 'done'),
  );
  return { requested, retried, fx, $data, $status };
}
