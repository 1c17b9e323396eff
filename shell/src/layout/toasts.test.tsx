import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { toastShown } from '@storefront/shared/store';
import { Toasts } from './toasts';

afterEach(cleanup);

describe('Toasts', () => {
  it('has both live regions before any message, and puts errors in the assertive one', async () => {
    const scope = fork();
    const { container } = render(
      <Provider value={scope}>
        <Toasts />
      </Provider>,
    );
    const polite = container.querySelector('[aria-live="polite"]')!;
    const assertive = container.querySelector('[aria-live="assertive"]')!;
    expect(polite.children).toHaveLength(0);
    expect(assertive.children).toHaveLength(0);

    await act(async () => {
      const { allSettled } = await import('effector');
      await allSettled(toastShown, { scope, params: { message: 'adding to cart succeeded' } });
      await allSettled(toastShown, { scope, params: { message: 'Payment failed', type: 'error' } });
    });
    expect(polite.textContent).toContain('adding to cart succeeded');
    expect(polite.textContent).not.toContain('Payment failed');
    expect(assertive.textContent).toContain('Payment failed');
    // The same region nodes: a reader only announces changes to a region it already knows.
    expect(container.querySelector('[aria-live="polite"]')).toBe(polite);
  });
});
