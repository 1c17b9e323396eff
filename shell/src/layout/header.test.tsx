import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router';
import { $token, $userInfo, sessionRestored, type UserInfo } from '@storefront/shared/store';
import { Header } from './header';

afterEach(cleanup);

function renderHeader(scope: ReturnType<typeof fork>) {
  return render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/shop']}>
        <Header />
      </MemoryRouter>
    </Provider>,
  );
}

describe("the header's account part", () => {
  it("is one neutral placeholder for everyone until the session is read, then the shopper's own", async () => {
    const user = { id: 1, username: 'ada', nickname: 'Ada L.' } as unknown as UserInfo;
    const scope = fork({
      values: [
        [$token, 'secret-token'],
        [$userInfo, user],
      ],
    });
    const { container } = renderHeader(scope);
    // As the server renders it and the first client render hydrates it: nobody's name, no "Log in" link.
    expect(screen.getByTestId('account-pending')).toBeTruthy();
    expect(container.textContent).not.toContain('Ada L.');
    expect(container.querySelector('a[href^="/join"]')).toBeNull();

    await act(() => allSettled(sessionRestored, { scope }));
    expect(screen.queryByTestId('account-pending')).toBeNull();
    expect(container.textContent).toContain('Ada L.');
  });

  it('offers the login once the browser knows there is no session', async () => {
    const scope = fork();
    const { container } = renderHeader(scope);
    expect(container.querySelector('a[href^="/join"]')).toBeNull();
    await act(() => allSettled(sessionRestored, { scope }));
    expect(container.querySelector('a[href^="/join"]')).not.toBeNull();
  });
});
