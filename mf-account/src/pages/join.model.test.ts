import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { sessionRestored } from '@storefront/shared/store';
import { $loginDone, $loginError, loginFx, loginSubmitted } from '../features/login/model';
import { $registerError, registerFx, registerSubmitted } from '../features/register/model';
import { $resetDone, resetPasswordFx, resetSubmitted } from '../features/forgot-password/model';
import { verificationCodes } from '../features/verification-code/model';
import { createI18n } from '../test/join-harness';
import { startPage } from '../test/page-start';
import { forgetMeta, forgetStarted } from './forget.model';
import { joinMeta, joinStarted } from './join.model';
import { registerMeta, registerStarted } from './register.model';

const captcha = (id: string) => ({ id, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });

describe('join pages start', () => {
  it('login: a fresh form, without the refusal or success of an earlier visit', async () => {
    const scope = fork({ handlers: [[loginFx, async () => ({ status: 400, msg: 'Wrong password', data: null })]] });
    await allSettled(loginSubmitted, { scope, params: { account: 'grace', password: 'nope' } });
    expect(scope.getState($loginError)).toBe('Wrong password');
    await startPage(scope, 'Join', joinStarted);
    expect(scope.getState($loginError)).toBeNull();
    expect(scope.getState($loginDone)).toBe(false);
  });

  it('register: the server renders the form without an image code; the browser fetches one once it knows the session', async () => {
    const codes = verificationCodes.register;
    const fetchCaptcha = vi.fn(async () => captcha('c-1'));
    const scope = fork({
      handlers: [
        [codes.fetchCaptchaFx, fetchCaptcha],
        [registerFx, async () => ({ status: 400, msg: 'Taken', data: null })],
      ],
    });
    await allSettled(registerSubmitted, {
      scope,
      params: { username: 'g', email: 'g@example.test', password: 'x', confirmPassword: 'x', emailCode: '1234', agree: true } as never,
    });
    expect(scope.getState($registerError)).toBe('Taken');
    // As on the server: the page starts before any session is known.
    await startPage(scope, 'Register', registerStarted);
    expect(scope.getState($registerError)).toBeNull();
    expect(fetchCaptcha).not.toHaveBeenCalled();
    // The browser takes the page over and reads its session.
    await allSettled(sessionRestored, { scope });
    expect(fetchCaptcha).toHaveBeenCalledTimes(1);
    expect(scope.getState(codes.$captcha)?.id).toBe('c-1');
    // A later visit in the same browser fetches a new one as it starts.
    await startPage(scope, 'Register', registerStarted);
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
  });

  it('forget: a fresh form and an image code of its own, only while it is on screen', async () => {
    const reset = verificationCodes.reset;
    const register = verificationCodes.register;
    const resetCaptcha = vi.fn(async () => captcha('r-1'));
    const registerCaptcha = vi.fn(async () => captcha('c-1'));
    const scope = fork({
      handlers: [
        [reset.fetchCaptchaFx, resetCaptcha],
        [register.fetchCaptchaFx, registerCaptcha],
        [resetPasswordFx, async () => undefined],
      ],
    });
    await allSettled(resetSubmitted, { scope, params: { email: 'g@example.test', emailCode: '1234', password: 'x', confirmPassword: 'x' } as never });
    expect(scope.getState($resetDone)).toBe(true);
    await allSettled(sessionRestored, { scope });
    await startPage(scope, 'Forget', forgetStarted);
    expect(scope.getState($resetDone)).toBe(false);
    expect(resetCaptcha).toHaveBeenCalledTimes(1);
    expect(registerCaptcha).not.toHaveBeenCalled();
  });

  it('give the server the page titles in the page language', async () => {
    const { t } = await createI18n('de');
    const scope = fork();
    expect(joinMeta(scope, t)).toEqual({ title: 'Anmelden', description: expect.any(String) });
    expect(registerMeta(scope, t).title).toBe(t('join:register.title'));
    expect(forgetMeta(scope, t).title).toBe(t('join:forget.title'));
    expect(registerMeta(scope, t).title).not.toBe(registerMeta(scope, (await createI18n('en')).t).title);
  });
});
