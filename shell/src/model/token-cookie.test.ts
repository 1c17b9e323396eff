// @vitest-environment-options {"url": "https://shop.example.com/user/index"}
import Cookies from 'js-cookie';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenCookieAttributes } from '@storefront/shared/api';
import { loggedIn, sessionEnded } from '@storefront/shared/store';
import './boot';

const user = { id: 1, username: 'ada', email: 'ada@example.test', nickname: null, avatar: null };

afterEach(() => vi.restoreAllMocks());

describe('the token cookie', () => {
  it('is written Secure and SameSite=Lax for 7 days when the shop is served over HTTPS', async () => {
    const set = vi.spyOn(Cookies, 'set');
    await allSettled(loggedIn, { scope: fork(), params: { token: 'tok-1', user } as never });
    expect(set).toHaveBeenCalledWith('token', 'tok-1', { expires: 7, path: '/', sameSite: 'Lax', secure: true });
  });

  it('is removed from the same path at logout', async () => {
    const remove = vi.spyOn(Cookies, 'remove');
    await allSettled(sessionEnded, { scope: fork() });
    expect(remove).toHaveBeenCalledWith('token', { path: '/' });
  });

  it('over plain HTTP (development, browser tests) it is not Secure, which the browser would refuse there', () => {
    expect(tokenCookieAttributes('http:')).toEqual({ expires: 7, path: '/', sameSite: 'Lax', secure: false });
    expect(tokenCookieAttributes('https:').secure).toBe(true);
  });
});
