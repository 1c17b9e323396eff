import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $token, $userInfo } from '@storefront/shared/store';
import { $registerDone, $registerError, registerFx, registerSubmitted } from './model';

const request = {
  username: 'newshopper',
  email: 'n@example.test',
  password: 'Secret_12!',
  confirmPassword: 'Secret_12!',
  emailCode: '1234',
  agree: true as const,
};

describe('register model', () => {
  it('a new account is logged in at once', async () => {
    const user = { id: 3, username: 'newshopper', email: 'n@example.test', nickname: null, avatar: null };
    const register = vi.fn(async () => ({ status: 200, msg: 'Registration succeeded', data: { token: 't2', user, expiresAt: '2030-01-01T00:00:00Z' } }));
    const scope = fork({ handlers: [[registerFx, register]] });
    await allSettled(registerSubmitted, { scope, params: request });
    expect(register).toHaveBeenCalledWith(request);
    expect(scope.getState($token)).toBe('t2');
    expect(scope.getState($userInfo)).toEqual(user);
    expect(scope.getState($registerDone)).toBe(true);
  });

  it('a refusal keeps the server message', async () => {
    const scope = fork({ handlers: [[registerFx, async () => ({ status: 400, msg: 'This email address is already registered', data: null })]] });
    await allSettled(registerSubmitted, { scope, params: request });
    expect(scope.getState($registerError)).toBe('This email address is already registered');
    expect(scope.getState($registerDone)).toBe(false);
  });
});
