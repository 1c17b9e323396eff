import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import type { Order } from '@storefront/shared/schemas/checkout';
import { chooseFiles, fakeFile, renderAccount, text } from '../../test/account-harness';
import { click, typeInto } from '../../test/form-helpers';
import {
  $askContinue,
  $itemId,
  $pictureError,
  $pictures,
  continueConfirmed,
  createReviewFx,
  fetchOrderFx,
  picturesChosen,
  reviewStarted,
  reviewSubmitted,
  uploadPictureFx,
} from './model';
import { ReviewDialog } from './ui/review-dialog';

const order = {
  id: 3,
  orderNo: 'SF-3',
  items: [
    { id: 31, name: 'Teapot', image: '/media/t.jpg', evaluated: true },
    { id: 32, name: 'Cup', image: '/media/c.jpg', evaluated: false },
  ],
} as unknown as Order;
const jpg = (name = 'a.jpg') => fakeFile(name, 'image/jpeg', 1000);
const values = { productRating: 5, serviceRating: 4, content: 'Lovely' };

function scopeWith(upload: (p: { id: string; file: File }) => Promise<{ id: string; url: string }>, create = vi.fn(async () => ({}))) {
  return fork({
    handlers: [
      [fetchOrderFx, async () => order],
      [uploadPictureFx, upload],
      [createReviewFx, create],
    ],
  });
}

describe('review pictures', () => {
  it('uploads each picture and sends the uploaded URLs with the first unevaluated line', async () => {
    const create = vi.fn(async () => ({}));
    const scope = scopeWith(async ({ id }) => ({ id, url: `/uploads/reviews/${id}.jpg` }), create);
    await allSettled(reviewStarted, { scope, params: 3 });
    expect(scope.getState($itemId)).toBe(32);
    await allSettled(picturesChosen, { scope, params: [jpg(), jpg('b.jpg')] });
    expect(scope.getState($pictures).map((p) => p.status)).toEqual(['done', 'done']);
    await allSettled(reviewSubmitted, { scope, params: values });
    expect(create).toHaveBeenCalledTimes(1);
    expect((create.mock.calls[0] as unknown[])[0]).toEqual({
      orderItemId: 32,
      ...values,
      pictures: [expect.stringMatching(/^\/uploads\/reviews\/p\d+\.jpg$/), expect.stringMatching(/^\/uploads\/reviews\//)],
    });
  });

  it('refuses a 7th picture with "out of limit" and a wrong type', async () => {
    const scope = scopeWith(async ({ id }) => ({ id, url: `/u/${id}` }));
    await allSettled(reviewStarted, { scope, params: 3 });
    await allSettled(picturesChosen, { scope, params: Array.from({ length: 7 }, (_, i) => jpg(`${i}.jpg`)) });
    expect(scope.getState($pictures)).toHaveLength(6);
    expect(scope.getState($pictureError)).toBe('validation.outOfLimit');
    await allSettled(picturesChosen, { scope, params: [fakeFile('x.gif', 'image/gif', 10)] });
    expect(scope.getState($pictureError)).toBe('validation.pictureType');
    expect(scope.getState($pictures)).toHaveLength(6);
  });

  it('asks before sending while a picture failed, and sends without it when told to continue', async () => {
    const create = vi.fn(async () => ({}));
    let n = 0;
    const scope = scopeWith(async ({ id }) => {
      if (++n === 2) throw new Error('network');
      return { id, url: `/uploads/reviews/${id}.jpg` };
    }, create);
    await allSettled(reviewStarted, { scope, params: 3 });
    await allSettled(picturesChosen, { scope, params: [jpg(), jpg('b.jpg')] });
    await allSettled(reviewSubmitted, { scope, params: values });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState($askContinue)).toEqual(values);
    await allSettled(continueConfirmed, { scope });
    expect(create).toHaveBeenCalledTimes(1);
    expect((create.mock.calls[0] as unknown[])[0]).toMatchObject({ pictures: [expect.stringMatching(/\.jpg$/)] });
  });
});

describe.each(['en', 'de'] as const)('review dialog (%s)', (locale) => {
  it('asks for ratings and a comment, and says "out of limit" past six pictures', async () => {
    const create = vi.fn(async () => ({}));
    const scope = scopeWith(async ({ id }) => ({ id, url: `/u/${id}` }), create);
    await allSettled(reviewStarted, { scope, params: 3 });
    const { container } = await renderAccount(<ReviewDialog />, { locale, scope });
    await click(await text(locale, 'review.submit'));
    expect((await screen.findAllByText(await text(locale, 'validation.ratingRequired'))).length).toBe(2);
    expect(screen.getByText(await text(locale, 'validation.commentRequired'))).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    const input = container.ownerDocument.querySelector('[data-testid=review-picture-input]') as HTMLInputElement;
    await act(async () =>
      chooseFiles(
        input,
        Array.from({ length: 7 }, (_, i) => jpg(`${i}.jpg`)),
      ),
    );
    expect((await screen.findByTestId('picture-error')).textContent).toBe(await text(locale, 'validation.outOfLimit'));
    if (locale === 'en') expect(screen.getByTestId('picture-error').textContent).toBe('out of limit');

    await act(async () => screen.getByLabelText(`${await text(locale, 'review.stars', { count: 5 })}`, { selector: '[name=productRating]' }).click());
    await act(async () => screen.getByLabelText(`${await text(locale, 'review.stars', { count: 4 })}`, { selector: '[name=serviceRating]' }).click());
    await typeInto(await text(locale, 'review.comment'), 'Lovely');
    await click(await text(locale, 'review.submit'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect((create.mock.calls[0] as unknown[])[0]).toMatchObject({ orderItemId: 32, productRating: 5, serviceRating: 4, content: 'Lovely' });
  });
});
