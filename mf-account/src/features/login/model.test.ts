import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $token, $userInfo } from '@storefront/shared/store';
import { $loginDone, $loginError, loginFx, loginOpened, loginSubmitted } from './model';

const user = { id: 1, username: 'shopper1', email: 's@example.test', nickname: null, avatar: null };

describe('login model', () => {
  it('a login fires loggedIn: the shop state gets token and user', async () => {
    const login = vi.fn(async () => ({ status: 200, msg: 'success', data: { token: 't1', user, expiresAt: '2030-01-01T00:00:00Z' } }));
    const scope = fork({ handlers: [[loginFx, login]] });
    await allSettled(loginSubmitted, { scope, params: { account: 'shopper1', password: 'Secret_12!' } });
    expect(scope.getState($token)).toBe('t1');
    expect(scope.getState($userInfo)).toEqual(user);
    expect(scope.getState($loginDone)).toBe(true);
    await allSettled(loginOpened, { scope });
    expect(scope.getState($loginDone)).toBe(false);
  });

  it('a refusal keeps the message and changes nothing else', async () => {
    const scope = fork({ handlers: [[loginFx, async () => ({ status: 400, msg: 'Incorrect account or password', data: null })]] });
    await allSettled(loginSubmitted, { scope, params: { account: 'shopper1', password: 'nope_123' } });
    expect(scope.getState($loginError)).toBe('Incorrect account or password');
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($loginDone)).toBe(false);
  });
});
