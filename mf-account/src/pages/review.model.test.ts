import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { myReviews } from '../features/my-reviews/model';
import { changeLanguage, startPage } from '../test/page-start';
import { myReviewsStarted } from './review.model';

describe('my reviews page start', () => {
  it("loads the first page of the shopper's comments, and again in another language", async () => {
    const fetch = vi.fn(async ({ page }: { page: number }) => ({ list: [{ id: 2, productName: 'Teapot', content: 'Lovely' }], total: 1, page, size: 10 }));
    const scope = fork({ handlers: [[myReviews.fetchFx, fetch as never]] });
    await startPage(scope, 'Review', myReviewsStarted);
    expect(fetch.mock.calls[0][0]).toMatchObject({ page: 1 });
    expect(scope.getState(myReviews.$data)?.list).toHaveLength(1);
    await changeLanguage(scope, myReviewsStarted, 'pt');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
