import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Photo } from '@storefront/shared/contracts/content';
import { $viewedPhoto, $viewerIndex, firstPressed, lastPressed, nextPressed, photoOpened, photos, previousPressed, viewerClosed } from './model';

const list: Photo[] = [1, 2, 3].map((id) => ({ id, url: `/p${id}.svg`, width: 10, height: 10, title: `Photo ${id}`, alt: `Alt ${id}`, lang: 'en' }));

describe('photo viewer model', () => {
  it('opens at a photo, moves with wrap-around, and closes', async () => {
    const scope = fork({ values: [[photos.$data, list]] });
    await allSettled(photoOpened, { scope, params: 1 });
    expect(scope.getState($viewedPhoto)?.id).toBe(2);
    await allSettled(nextPressed, { scope });
    expect(scope.getState($viewerIndex)).toBe(2);
    await allSettled(nextPressed, { scope });
    expect(scope.getState($viewerIndex)).toBe(0);
    await allSettled(previousPressed, { scope });
    expect(scope.getState($viewerIndex)).toBe(2);
    await allSettled(firstPressed, { scope });
    expect(scope.getState($viewerIndex)).toBe(0);
    await allSettled(lastPressed, { scope });
    expect(scope.getState($viewerIndex)).toBe(2);
    await allSettled(viewerClosed, { scope });
    expect(scope.getState($viewerIndex)).toBeNull();
    expect(scope.getState($viewedPhoto)).toBeNull();
  });

  it('ignores moves while closed and indexes outside the gallery', async () => {
    const scope = fork({ values: [[photos.$data, list]] });
    await allSettled(nextPressed, { scope });
    expect(scope.getState($viewerIndex)).toBeNull();
    await allSettled(photoOpened, { scope, params: 9 });
    expect(scope.getState($viewerIndex)).toBeNull();
  });
});
