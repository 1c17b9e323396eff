import { combine, createEvent, createStore, sample } from 'effector';
import type { Photo } from '@storefront/shared/contracts/content';
import { createRequest } from '@storefront/shared/store';
import { fetchPhotos } from './api';

export const photos = createRequest(fetchPhotos);
export const galleryOpened = photos.requested;
export const galleryRetried = photos.retried;
export const $galleryStatus = photos.$status;
export const $photos = photos.$data.map((list): Photo[] => list ?? []);

/** Index of the photo shown in the viewer; null while the viewer is closed. */
export const $viewerIndex = createStore<number | null>(null);
export const photoOpened = createEvent<number>();
export const viewerClosed = createEvent();
export const nextPressed = createEvent();
export const previousPressed = createEvent();
export const firstPressed = createEvent();
export const lastPressed = createEvent();
/** The shopper left the gallery page. */
export const galleryLeft = createEvent();

export const $viewedPhoto = combine($photos, $viewerIndex, (list, index) => (index === null ? null : (list[index] ?? null)));

const move = (step: (index: number, count: number) => number) => ({
  source: { index: $viewerIndex, list: $photos },
  filter: ({ index, list }: { index: number | null; list: Photo[] }) => index !== null && list.length > 0,
  fn: ({ index, list }: { index: number | null; list: Photo[] }) => step(index!, list.length),
  target: $viewerIndex,
});

sample({ clock: photoOpened, source: $photos, filter: (list, index) => index >= 0 && index < list.length, fn: (_, index) => index, target: $viewerIndex });
// Moving past either end wraps around, so the arrow keys never stop working.
sample({ clock: nextPressed, ...move((i, n) => (i + 1) % n) });
sample({ clock: previousPressed, ...move((i, n) => (i - 1 + n) % n) });
sample({ clock: firstPressed, ...move(() => 0) });
sample({ clock: lastPressed, ...move((_, n) => n - 1) });
$viewerIndex.reset(viewerClosed, galleryLeft);
