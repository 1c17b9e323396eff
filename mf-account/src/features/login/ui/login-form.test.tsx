import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $token, $userInfo } from '@storefront/shared/store';
import { renderJoin } from '../../../test/join-harness';
import { loginFx } from '../model';
import { LoginForm } from './login-form';

afterEach(cleanup);

const user = { id: 7, username: 'shopper1', email: 'shopper1@example.test', nickname: null, avatar: null };
const accepted = { status: 200, msg: 'success', data: { token: 'tok', user, expiresAt: '2030-01-01T00:00:00.000Z' } };

function setup(options: { locale?: 'en' | 'de'; answer?: typeof accepted | { status: number; msg: string; data: null } } = {}) {
  const login = vi.fn(async () => options.answer ?? accepted);
  const onDone = vi.fn();
  const scope = fork({ handlers: [[loginFx, login]] });
  return { login, onDone, scope, render: () => renderJoin(<LoginForm onDone={onDone} carry="?redirect=%2Fuser%2Forder" />, { scope, locale: options.locale }) };
}

const type = (input: HTMLElement, value: string) => act(() => void fireEvent.input(input, { target: { value } }));

describe('LoginForm', () => {
  it('marks a field as it is typed: pattern, then required when emptied', async () => {
    const { render } = setup();
    await render();
    const account = screen.getByLabelText('Email or username');
    await type(account, 'shopper@');
    expect(await screen.findByText('please enter the correct email address')).toBeTruthy();
    expect(account.className).toContain('is-error');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(account.getAttribute('aria-describedby')!)?.textContent).toBe('please enter the correct email address');

    await type(account, '');
    expect(await screen.findByText('please enter your email address or username')).toBeTruthy();
    await type(account, 'shopper1');
    await waitFor(() => expect(account.className).not.toContain('is-error'));
    expect(account.getAttribute('aria-invalid')).toBeNull();

    const password = screen.getByLabelText('Password');
    await type(password, 'abc');
    expect(await screen.findByText('6-16 characters: letters, digits, _ and !@#$%^&*')).toBeTruthy();
    await type(password, '');
    expect(await screen.findByText('please input a password')).toBeTruthy();
  });

  it('does not submit while a field has an error', async () => {
    const { render, login } = setup();
    await render();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect(await screen.findByText('please enter your email address or username')).toBeTruthy();
    expect(screen.getByText('please input a password')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in: the store gets token and user, and the page is told to go back', async () => {
    const { render, login, onDone, scope } = setup();
    await render();
    await type(screen.getByLabelText('Email or username'), 'shopper1');
    await type(screen.getByLabelText('Password'), 'Secret_12!');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(login).toHaveBeenCalledWith({ account: 'shopper1', password: 'Secret_12!' });
    expect(scope.getState($token)).toBe('tok');
    expect(scope.getState($userInfo)).toEqual(user);
  });

  it('shows the server refusal and stays', async () => {
    const { render, onDone } = setup({ answer: { status: 400, msg: 'Too many attempts, please try again in 15 minutes', data: null } });
    await render();
    await type(screen.getByLabelText('Email or username'), 'shopper1');
    await type(screen.getByLabelText('Password'), 'Wrong_123');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, please try again in 15 minutes');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('links to register and forgotten password, keeping the redirect', async () => {
    const { render } = setup();
    await render();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/join/register?redirect=%2Fuser%2Forder');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/join/forget?redirect=%2Fuser%2Forder');
  });

  it('speaks German', async () => {
    const { render, login } = setup({ locale: 'de' });
    await render();
    const account = screen.getByLabelText('E-Mail-Adresse oder Benutzername');
    await type(account, 'a@');
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Anmelden' })));
    expect(await screen.findByText('Bitte geben Sie ein Passwort ein')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });
});
