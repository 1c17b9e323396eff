import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { createVerificationCode } from './model';

function setup(send: () => Promise<{ resendAfter: number; expiresIn: number }>) {
  const codes = createVerificationCode('register');
  let n = 0;
  const fetchCaptcha = vi.fn(async () => ({ id: `c${++n}`, svg: '<svg/>' }));
  const tick = vi.fn(async () => {});
  const sendCode = vi.fn(send);
  const scope = fork({
    handlers: [
      [codes.fetchCaptchaFx, fetchCaptcha],
      [codes.sendCodeFx, sendCode],
      [codes.tickFx, tick],
    ],
  });
  return { codes, scope, fetchCaptcha, sendCode, tick };
}

describe('verification code model', () => {
  it('sends with the current picture id, then counts down to zero a second at a time', async () => {
    const { codes, scope, sendCode, tick, fetchCaptcha } = setup(async () => ({ resendAfter: 3, expiresIn: 600 }));
    await allSettled(codes.opened, { scope });
    expect(scope.getState(codes.$captcha)?.id).toBe('c1');
    await allSettled(codes.sendClicked, { scope, params: { email: 'a@b.co', imageCode: 'abcd' } });
    expect(sendCode).toHaveBeenCalledWith({ purpose: 'register', email: 'a@b.co', imageCode: 'abcd', captchaId: 'c1' });
    expect(tick).toHaveBeenCalledTimes(3);
    expect(scope.getState(codes.$secondsLeft)).toBe(0);
    expect(scope.getState(codes.$sentTo)).toBe('a@b.co');
    // The server used the picture up: another one is shown.
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    expect(scope.getState(codes.$captcha)?.id).toBe('c2');
  });

  it('does not send again while the countdown runs', async () => {
    const codes = createVerificationCode('register');
    const sendCode = vi.fn(async () => ({ resendAfter: 60, expiresIn: 600 }));
    // Time stands still: the first second never ends.
    const frozen = fork({
      handlers: [
        [codes.fetchCaptchaFx, async () => ({ id: 'c', svg: '<svg/>' })],
        [codes.sendCodeFx, sendCode],
        [codes.tickFx, async () => Promise.reject(new Error('paused'))],
      ],
    });
    await allSettled(codes.opened, { scope: frozen });
    await allSettled(codes.sendClicked, { scope: frozen, params: { email: 'a@b.co', imageCode: 'abcd' } });
    expect(frozen.getState(codes.$secondsLeft)).toBe(60);
    await allSettled(codes.sendClicked, { scope: frozen, params: { email: 'a@b.co', imageCode: 'efgh' } });
    expect(sendCode).toHaveBeenCalledTimes(1);
  });

  it('keeps the refusal to show and fetches a new picture', async () => {
    const { codes, scope, fetchCaptcha } = setup(async () => {
      throw new Error('The image code is wrong or has expired, please enter the new one');
    });
    await allSettled(codes.opened, { scope });
    await allSettled(codes.sendClicked, { scope, params: { email: 'a@b.co', imageCode: 'abcd' } });
    expect(scope.getState(codes.$sendError)).toBe('The image code is wrong or has expired, please enter the new one');
    expect(scope.getState(codes.$secondsLeft)).toBe(0);
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
    // Opening the form again clears the old message.
    await allSettled(codes.opened, { scope });
    expect(scope.getState(codes.$sendError)).toBeNull();
  });

  it('does nothing before a picture has loaded', async () => {
    const { codes, scope, sendCode } = setup(async () => ({ resendAfter: 60, expiresIn: 600 }));
    await allSettled(codes.sendClicked, { scope, params: { email: 'a@b.co', imageCode: 'abcd' } });
    expect(sendCode).not.toHaveBeenCalled();
  });
});
