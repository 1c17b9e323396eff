import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@storefront/shared/contracts/catalog';
import type { ReviewsRequest } from '../api';
import { reviews, reviewsOpened } from '../model';
import { ReviewList } from './review-list';

const review = (id: number): Review => ({
  id,
  authorName: `Author ${id}`,
  productRating: 5,
  serviceRating: 4,
  content: `Review ${id}`,
  pictures: [],
  reply: null,
  locale: 'en',
  createdAt: 1_700_000_000,
});

/** The API's answer: 45 reviews, the asked page of the asked size. */
const answer = vi.fn(async ({ page, limit }: ReviewsRequest) => ({
  list: Array.from({ length: Math.min(limit, 45 - (page - 1) * limit) }, (_, i) => review((page - 1) * limit + i + 1)),
  total: 45,
  page,
  size: limit,
  closed: false,
}));

afterEach(() => {
  cleanup();
  answer.mockClear();
});

describe('review list pager', () => {
  it('shows the page size the answer reports and asks for other pages and sizes with limit', async () => {
    const scope = fork({ handlers: [[reviews.fx, answer]] });
    await allSettled(reviewsOpened, { scope, params: 7 });
    render(
      <Provider value={scope}>
        <ReviewList />
      </Provider>,
    );
    expect(answer).toHaveBeenLastCalledWith({ productId: 7, page: 1, limit: 10 });
    expect(screen.getByLabelText('Items per page')).toHaveProperty('value', '10');
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 6' })).toBeNull();

    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Page 2' })));
    expect(answer).toHaveBeenLastCalledWith({ productId: 7, page: 2, limit: 10 });
    await waitFor(() => expect(screen.getByText('Review 11')).toBeTruthy());

    await act(() => fireEvent.change(screen.getByLabelText('Items per page'), { target: { value: '20' } }));
    expect(answer).toHaveBeenLastCalledWith({ productId: 7, page: 1, limit: 20 });
    await waitFor(() => expect(screen.getByLabelText('Items per page')).toHaveProperty('value', '20'));
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
    expect(screen.getByText('Review 20')).toBeTruthy();
  });
});

describe('a review whose author closed the account', () => {
  it('is shown as by a former customer', async () => {
    const detached = vi.fn(async ({ page, limit }: ReviewsRequest) => ({
      list: [{ ...review(1), authorName: '', pictures: ['/uploads/reviews/a.jpg'] }, review(2)],
      total: 2,
      page,
      size: limit,
      closed: false,
    }));
    const scope = fork({ handlers: [[reviews.fx, detached]] });
    await allSettled(reviewsOpened, { scope, params: 7 });
    render(
      <Provider value={scope}>
        <ReviewList />
      </Provider>,
    );
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('cat-review'));
    expect(first.querySelector('strong')?.textContent).toBe('a former customer');
    expect(screen.getByRole('button', { name: 'Open picture 1 from a former customer' })).toBeTruthy();
    expect(second.querySelector('strong')?.textContent).toBe('Author 2');
  });
});

describe('review pictures', () => {
  const photo = '/media/photos/0123456789abcdef.1000x500.jpg';
  const older = '/uploads/reviews/0123456789abcdef0123456789abcdef.jpg';
  const preview = 'data:image/webp;base64,UklGRg==';

  it('are photos at every width made from the upload, in a fixed box, lazy; older single files shown as they are', async () => {
    const withPictures = vi.fn(async ({ page, limit }: ReviewsRequest) => ({
      list: [{ ...review(1), pictures: [photo, older], placeholders: [preview, null] }],
      total: 1,
      page,
      size: limit,
      closed: false,
    }));
    const scope = fork({ handlers: [[reviews.fx, withPictures]] });
    await allSettled(reviewsOpened, { scope, params: 7 });
    const { container } = render(
      <Provider value={scope}>
        <ReviewList />
      </Provider>,
    );
    const [first, second] = [...container.querySelectorAll('.cat-review__pictures li')];
    const avif = first.querySelector('source[type="image/avif"]')!;
    expect(avif.getAttribute('srcset')).toBe([160, 320, 480, 800].map((w) => `/media/photos/0123456789abcdef.1000x500.${w}.avif ${w}w`).join(', '));
    expect(avif.getAttribute('sizes')).toBe('88px');
    expect(first.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toContain('.160.webp 160w');
    const img = first.querySelector('picture img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['88', '88', 'lazy']);
    expect(img.getAttribute('alt')).toBe('Picture 1 from Author 1');
    // Its blurred preview sits in the same box until it arrives (from the task after the page's take-over); the
    // older file has none.
    const ph = first.querySelector('.sf-photo__ph')!;
    await vi.waitFor(() => expect([ph.getAttribute('src'), ph.getAttribute('width'), ph.getAttribute('alt')]).toEqual([preview, '88', '']));
    expect(second.querySelector('picture')).toBeNull();
    expect(second.querySelector('.sf-photo__ph')).toBeNull();
    expect(second.querySelector('img')!.getAttribute('src')).toBe(older);

    // Opened, the picture is drawn large in a box of its own shape (the viewer's code comes on the first opening).
    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 from Author 1' })));
    const viewer = await screen.findByTestId('picture-viewer');
    const large = viewer.querySelector('picture img')!;
    expect([large.getAttribute('width'), large.getAttribute('height'), large.getAttribute('loading')]).toEqual(['640', '320', 'eager']);
    expect(viewer.querySelector('source[type="image/webp"]')!.getAttribute('sizes')).toBe('(max-width: 700px) 90vw, 640px');
    expect(large.getAttribute('alt')).toBe('Picture 1 from Author 1');
    expect(viewer.querySelector('.sf-photo__ph')!.getAttribute('src')).toBe(preview);
  });
});
