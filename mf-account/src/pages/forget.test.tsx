import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { sessionRestored } from '@storefront/shared/store';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderJoin } from '../test/join-harness';
import { CaptchaImage } from '../features/verification-code/ui/captcha-image';
import { SendCodeButton } from '../features/verification-code/ui/send-code-button';
import { verificationCodes } from '../features/verification-code/model';
import { resetPasswordFx } from '../features/forgot-password/model';
import { ForgotPasswordForm } from '../features/forgot-password/ui/forgot-password-form';
import { startPage } from '../test/page-start';
import { forgetStarted } from './forget.model';

afterEach(cleanup);

const codes = verificationCodes.reset;

function setup(options: { locale?: 'en' | 'jp'; refusal?: string } = {}) {
  const sendCode = vi.fn(async () => ({ resendAfter: 60, expiresIn: 600 }));
  const reset = vi.fn(async () => {
    if (options.refusal) throw new Error(options.refusal);
  });
  const onDone = vi.fn();
  const scope = fork({
    handlers: [
      [codes.fetchCaptchaFx, async () => ({ id: 'reset-captcha', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })],
      [codes.sendCodeFx, sendCode],
      [codes.tickFx, () => new Promise<void>(() => {})],
      [resetPasswordFx, reset],
    ],
  });
  const ui = (
    <ForgotPasswordForm
      carry="?redirect=%2Fuser%2Fsetting"
      onDone={onDone}
      captcha={<CaptchaImage purpose="reset" />}
      renderSendCode={(read) => <SendCodeButton purpose="reset" read={read} statusId="fp-code-status" />}
    />
  );
  // As in the browser: the session is known, then the page starts (which fetches the image code).
  const render = async () => {
    await allSettled(sessionRestored, { scope });
    await startPage(scope, 'Forget', forgetStarted);
    return renderJoin(ui, { scope, locale: options.locale });
  };
  return { sendCode, reset, onDone, render };
}

const type = (input: HTMLElement, value: string) => act(() => void fireEvent.input(input, { target: { value } }));
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent ?? null;

async function fillValid() {
  await type(screen.getByLabelText('Email address'), 'shopper@example.test');
  await type(screen.getByLabelText('Image code'), 'Xy7k');
  await type(screen.getByLabelText('Email verification code'), '0427');
  await type(screen.getByLabelText('New password'), 'Fresh_pass2');
  await type(screen.getByLabelText('Confirm new password'), 'Fresh_pass2');
}

describe('ForgotPasswordForm', () => {
  it('checks each field as it is typed, the confirmation included', async () => {
    const { render } = setup();
    await render();
    const email = screen.getByLabelText('Email address');
    await type(email, 'shopper');
    await waitFor(() => expect(errorOf(email)).toBe('please enter the correct email address'));
    await type(email, '');
    await waitFor(() => expect(errorOf(email)).toBe('please enter email address'));
    expect(email.className).toContain('is-error');

    await type(screen.getByLabelText('New password'), 'Fresh_pass2');
    const confirm = screen.getByLabelText('Confirm new password');
    await type(confirm, 'Fresh_pass');
    await waitFor(() => expect(errorOf(confirm)).toBe('the two input passwords are inconsistent'));
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    await type(confirm, 'Fresh_pass2');
    await waitFor(() => expect(errorOf(confirm)).toBeNull());
  });

  it('asks for a reset code for the typed address', async () => {
    const { render, sendCode } = setup();
    await render();
    await screen.findByAltText(/Image code/);
    await type(screen.getByLabelText('Email address'), 'shopper@example.test');
    await type(screen.getByLabelText('Image code'), 'Xy7k');
    await click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(sendCode).toHaveBeenCalledWith({ purpose: 'reset', email: 'shopper@example.test', imageCode: 'Xy7k', captchaId: 'reset-captcha' }),
    );
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
  });

  it('does not submit with errors, and resets with the request fields when all is well', async () => {
    const { render, reset, onDone } = setup();
    await render();
    await click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(errorOf(screen.getByLabelText('New password'))).toBe('please input a password'));
    expect(errorOf(screen.getByLabelText('Confirm new password'))).toBe('please enter the password again');
    expect(reset).not.toHaveBeenCalled();

    await fillValid();
    await click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(reset).toHaveBeenCalledWith({ email: 'shopper@example.test', emailCode: '0427', password: 'Fresh_pass2', confirmPassword: 'Fresh_pass2' });
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/join?redirect=%2Fuser%2Fsetting');
  });

  it('shows the refusal of a wrong or expired code', async () => {
    const { render, onDone } = setup({ refusal: 'The verification code is wrong or has expired' });
    await render();
    await fillValid();
    await click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The verification code is wrong or has expired');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('speaks Japanese', async () => {
    const { render } = setup({ locale: 'jp' });
    await render();
    await type(screen.getByLabelText('新しいパスワード'), 'Fresh_pass2');
    const confirm = screen.getByLabelText('新しいパスワード（確認）');
    await type(confirm, 'Fresh_pass3');
    await waitFor(() => expect(errorOf(confirm)).toBe('入力された2つのパスワードが一致しません'));
    const email = screen.getByLabelText('メールアドレス');
    await type(email, 'a');
    await type(email, '');
    await waitFor(() => expect(errorOf(email)).toBe('メールアドレスを入力してください'));
    expect(screen.getByRole('button', { name: 'パスワードを再設定' })).toBeTruthy();
  });
});
