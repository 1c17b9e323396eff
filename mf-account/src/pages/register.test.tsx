import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $token, sessionRestored } from '@storefront/shared/store';
import { renderJoin } from '../test/join-harness';
import { CaptchaImage } from '../features/verification-code/ui/captcha-image';
import { SendCodeButton } from '../features/verification-code/ui/send-code-button';
import { verificationCodes } from '../features/verification-code/model';
import { registerFx } from '../features/register/model';
import { RegisterForm } from '../features/register/ui/register-form';
import { startPage } from '../test/page-start';
import { registerStarted } from './register.model';

afterEach(cleanup);

const codes = verificationCodes.register;
const user = { id: 9, username: 'newshopper', email: 'new@example.test', nickname: null, avatar: null };

function setup(options: { locale?: 'en' | 'cn'; sendFails?: string; registerAnswer?: { status: number; msg: string; data: unknown } } = {}) {
  let captchaCount = 0;
  const fetchCaptcha = vi.fn(async () => ({ id: `captcha-${++captchaCount}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }));
  const sendCode = vi.fn(async () => {
    if (options.sendFails) throw new Error(options.sendFails);
    return { resendAfter: 60, expiresIn: 600 };
  });
  const register = vi.fn(
    async () =>
      options.registerAnswer ?? { status: 200, msg: 'Registration succeeded', data: { token: 'new-token', user, expiresAt: '2030-01-01T00:00:00.000Z' } },
  );
  const onDone = vi.fn();
  const scope = fork({
    handlers: [
      [codes.fetchCaptchaFx, fetchCaptcha],
      [codes.sendCodeFx, sendCode],
      // The countdown stays where it is: no time passes in these tests.
      [codes.tickFx, () => new Promise<void>(() => {})],
      [registerFx, register],
    ],
  });
  const ui = (
    <RegisterForm
      onDone={onDone}
      captcha={<CaptchaImage purpose="register" />}
      renderSendCode={(read) => <SendCodeButton purpose="register" read={read} statusId="reg-code-status" />}
    />
  );
  // As in the browser: the session is known, then the page starts (which fetches the image code).
  const render = async () => {
    await allSettled(sessionRestored, { scope });
    await startPage(scope, 'Register', registerStarted);
    return renderJoin(ui, { scope, locale: options.locale });
  };
  return { fetchCaptcha, sendCode, register, onDone, scope, render };
}

const type = (input: HTMLElement, value: string) => act(() => void fireEvent.input(input, { target: { value } }));
const click = (element: HTMLElement) => act(async () => void fireEvent.click(element));
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent ?? null;

async function fillValid() {
  await type(screen.getByLabelText('Username'), 'newshopper');
  await type(screen.getByLabelText('Email address'), 'new@example.test');
  await type(screen.getByLabelText('Password'), 'Secret_12!');
  await type(screen.getByLabelText('Confirm password'), 'Secret_12!');
  await type(screen.getByLabelText('Image code'), 'ab3K');
  await type(screen.getByLabelText('Email verification code'), '1234');
}

describe('RegisterForm', () => {
  it('says "the two input passwords are inconsistent" as the confirmation is typed', async () => {
    const { render } = setup();
    await render();
    await type(screen.getByLabelText('Password'), 'Secret_12!');
    const confirm = screen.getByLabelText('Confirm password');
    await type(confirm, 'Secret_1');
    await waitFor(() => expect(errorOf(confirm)).toBe('the two input passwords are inconsistent'));
    expect(confirm.className).toContain('is-error');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    await type(confirm, 'Secret_12!');
    await waitFor(() => expect(errorOf(confirm)).toBeNull());
    // Changing the password afterwards re-checks the confirmation.
    await type(screen.getByLabelText('Password'), 'Secret_12?');
    await waitFor(() => expect(errorOf(confirm)).toBe('the two input passwords are inconsistent'));
    await type(confirm, '');
    await waitFor(() => expect(errorOf(confirm)).toBe('please enter the password again'));
  });

  it('checks each field as it is typed', async () => {
    const { render } = setup();
    await render();
    const cases: Array<[string, string, string]> = [
      ['Username', 'ab', '4-16 letters, digits or underscores'],
      ['Email address', 'new@', 'please enter the correct email address'],
      ['Email address', '', 'please enter email address'],
      ['Password', 'abc', '6-16 characters: letters, digits, _ and !@#$%^&*'],
      ['Password', '', 'please input a password'],
      ['Image code', 'ab', '4 letters or digits'],
      ['Image code', '', 'please enter the verification code'],
      ['Email verification code', '12a4', '4 digits'],
      ['Email verification code', '', 'please enter the verification code'],
    ];
    for (const [label, value, message] of cases) {
      const input = screen.getByLabelText(label);
      await type(input, value);
      await waitFor(() => expect(errorOf(input), `${label}="${value}"`).toBe(message));
      expect(input.className).toContain('is-error');
    }
  });

  it('shows the image code with alt text and size, and fetches another on refresh', async () => {
    const { render, fetchCaptcha } = setup();
    await render();
    const image = await screen.findByAltText('Image code: type the 4 letters or digits shown');
    expect(image.getAttribute('width')).toBe('120');
    expect(image.getAttribute('height')).toBe('44');
    expect(image.getAttribute('data-captcha-id')).toBe('captcha-1');
    await click(screen.getByRole('button', { name: 'Show another image code' }));
    await waitFor(() => expect(screen.getByAltText(/Image code/).getAttribute('data-captcha-id')).toBe('captcha-2'));
    expect(fetchCaptcha).toHaveBeenCalledTimes(2);
  });

  it('sends the email code only with a valid email and image code, then counts down', async () => {
    const { render, sendCode } = setup();
    await render();
    await screen.findByAltText(/Image code/);
    const send = screen.getByRole('button', { name: 'Send code' });
    await click(send);
    await waitFor(() => expect(errorOf(screen.getByLabelText('Email address'))).toBe('please enter email address'));
    expect(errorOf(screen.getByLabelText('Image code'))).toBe('please enter the verification code');
    expect(sendCode).not.toHaveBeenCalled();

    await type(screen.getByLabelText('Email address'), 'new@example.test');
    await type(screen.getByLabelText('Image code'), 'ab3K');
    await click(send);
    await waitFor(() => expect(sendCode).toHaveBeenCalledWith({ purpose: 'register', email: 'new@example.test', imageCode: 'ab3K', captchaId: 'captcha-1' }));
    const waiting = await screen.findByRole('button', { name: 'Resend in 60 s' });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    // Whether the address already has an account is never said on screen.
    expect(
      screen.getByText(
        'If new@example.test can be used, a code is on its way to it. It is valid for 10 minutes. Nothing after a few minutes? Check the address and your spam folder.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('If this address already has an account, we write to that account instead of sending a code.')).toBeTruthy();
    // The image code was used up by the server: a new picture is shown.
    await waitFor(() => expect(screen.getByAltText(/Image code/).getAttribute('data-captcha-id')).toBe('captcha-2'));
  });

  it('shows why a code was not sent', async () => {
    const { render } = setup({ sendFails: 'The image code is wrong or has expired, please enter the new one' });
    await render();
    await screen.findByAltText(/Image code/);
    await type(screen.getByLabelText('Email address'), 'new@example.test');
    await type(screen.getByLabelText('Image code'), 'zzzz');
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The image code is wrong or has expired, please enter the new one');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('asks for the terms to be accepted before registering', async () => {
    const { render, register } = setup();
    await render();
    await fillValid();
    await click(screen.getByRole('button', { name: 'Register' }));
    const agree = screen.getByRole('checkbox', { name: 'I have read and agree to the terms of service and the privacy policy' });
    await waitFor(() => expect(errorOf(agree)).toBe('please read and agree to the terms of service'));
    expect(register).not.toHaveBeenCalled();
    expect(screen.getByText('Terms of service and privacy policy')).toBeTruthy();
  });

  it('registers with the request fields only, logs in and tells the page', async () => {
    const { render, register, onDone, scope } = setup();
    await render();
    await fillValid();
    await click(screen.getByRole('checkbox'));
    await click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(register).toHaveBeenCalledWith({
      username: 'newshopper',
      email: 'new@example.test',
      password: 'Secret_12!',
      confirmPassword: 'Secret_12!',
      emailCode: '1234',
      agree: true,
    });
    expect(scope.getState($token)).toBe('new-token');
  });

  it('shows a refusal of the server, such as a taken username', async () => {
    const { render, onDone } = setup({ registerAnswer: { status: 400, msg: 'This username is already taken', data: null } });
    await render();
    await fillValid();
    await click(screen.getByRole('checkbox'));
    await click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This username is already taken');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('speaks simplified Chinese', async () => {
    const { render } = setup({ locale: 'cn' });
    await render();
    await type(screen.getByLabelText('密码'), 'Secret_12!');
    const confirm = screen.getByLabelText('确认密码');
    await type(confirm, 'Secret_13!');
    await waitFor(() => expect(errorOf(confirm)).toBe('两次输入的密码不一致'));
    await type(screen.getByLabelText('邮箱地址'), 'x@');
    await waitFor(() => expect(errorOf(screen.getByLabelText('邮箱地址'))).toBe('请输入正确的邮箱地址'));
    const form = confirm.closest('form')!;
    expect(within(form).getByRole('checkbox', { name: '我已阅读并同意服务条款和隐私政策' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: '发送验证码' })).toBeTruthy();
  });
});
