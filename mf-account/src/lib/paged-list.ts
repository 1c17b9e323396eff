import { createEvent, createStore, sample } from 'effector';
import { createApiEffect } from '@storefront/shared/store';
import type { RequestContext } from '@storefront/shared/api';
import type { Paged } from '@storefront/shared/schemas/common';
import { DEFAULT_PAGE_SIZE } from '@storefront/shared/ui';

export interface PageState<F> {
  page: number;
  size: number;
  filter: F;
}

/**
 * The units of a paged list: opening, paging and filtering fetch again; `refreshed` reloads the current
 * page (after a change) and steps back a page when the last row of a page went away.
 */
export function createPagedList<P extends Paged<unknown>, F = null>(fetcher: (context: RequestContext, q: PageState<F>) => Promise<P>, initialFilter: F) {
  const opened = createEvent<Partial<PageState<F>> | void>();
  const pageChanged = createEvent<{ page: number; size: number }>();
  const filterChanged = createEvent<F>();
  const refreshed = createEvent();

  const fetchFx = createApiEffect(fetcher);
  const $query = createStore<PageState<F>>({ page: 1, size: DEFAULT_PAGE_SIZE, filter: initialFilter });
  // Read before $query changes: opening with another filter must not show the old rows meanwhile.
  const reopened = sample({
    clock: opened,
    source: $query,
    fn: (q, patch) => ({ next: { ...q, page: 1, ...(patch ?? {}) }, filterChanged: !!patch && 'filter' in patch && patch.filter !== q.filter }),
  });
  $query
    .on(reopened, (_, r) => r.next)
    .on(pageChanged, (q, p) => ({ ...q, ...p }))
    .on(filterChanged, (q, filter) => ({ ...q, filter, page: 1 }));
  const $data = createStore<P | null>(null)
    .on(fetchFx.doneData, (_, d) => d)
    .on(reopened, (d, r) => (r.filterChanged ? null : d))
    .reset(filterChanged);
  const $failed = createStore(false)
    .on(fetchFx.fail, () => true)
    .reset(fetchFx);
  const $loading = fetchFx.pending;

  sample({ clock: [reopened, pageChanged, filterChanged, refreshed], source: $query, target: fetchFx });
  // A page left empty by a removal shows the one before it.
  sample({
    clock: fetchFx.done,
    filter: ({ params, result }) => result.list.length === 0 && params.page > 1,
    fn: ({ params }) => ({ page: params.page - 1, size: params.size }),
    target: pageChanged,
  });

  return { opened, pageChanged, filterChanged, refreshed, fetchFx, $query, $data, $failed, $loading };
}
