import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderConsole } from '../../../test/harness';
import * as api from '../api';
import { SignIn } from './sign-in';

vi.mock('../api', () => ({ login: vi.fn(), setUpTotp: vi.fn(), confirmTotp: vi.fn(), secondFactor: vi.fn() }));
const mocked = vi.mocked(api);

const operator = { id: 1, email: 'ops@shop.example', role: 'support' as const };
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-${String(1000 + i)}`);

async function passPassword(stage: 'totpSetup' | 'totp') {
  mocked.login.mockResolvedValue({ stage, token: 'step', expiresAt: 0 });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ops@shop.example' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(mocked.login).toHaveBeenCalledWith({ email: 'ops@shop.example', password: 'secret-password' }));
}

beforeEach(() => vi.resetAllMocks());

describe('signing in to the console', () => {
  it('asks for a valid email before sending anything', async () => {
    await renderConsole(<SignIn onSignedIn={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(mocked.login).not.toHaveBeenCalled();
  });

  it('first sign-in: shows the otpauth address and secret, confirms a code, shows the ten recovery codes once', async () => {
    const onSignedIn = vi.fn();
    mocked.setUpTotp.mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Aurora:ops?secret=JBSWY3DPEHPK3PXP' });
    mocked.confirmTotp.mockResolvedValue({ token: 'session', expiresAt: 0, operator, recoveryCodes: CODES, recoveryCodesLeft: 10 });
    await renderConsole(<SignIn onSignedIn={onSignedIn} />);
    await passPassword('totpSetup');
    expect((await screen.findByTestId('totp-uri')).textContent).toBe('otpauth://totp/Aurora:ops?secret=JBSWY3DPEHPK3PXP');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    // No recovery code while setting up: the app's code confirms the secret.
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();

    const code = screen.getByLabelText('Code from your authenticator app');
    fireEvent.change(code, { target: { value: '12 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the six digits your app shows.');
    expect(mocked.confirmTotp).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(mocked.confirmTotp).toHaveBeenCalledWith('step', '123456');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(onSignedIn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I have kept them, continue' }));
    expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'session', operator }));
  });

  it('later sign-ins: a recovery code instead of the app, and the server message when it is refused', async () => {
    const onSignedIn = vi.fn();
    await renderConsole(<SignIn onSignedIn={onSignedIn} />);
    await passPassword('totp');
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    mocked.secondFactor.mockRejectedValueOnce(new Error('The code is wrong or was already used'));
    fireEvent.change(field, { target: { value: 'abcd-efgh-2345-jkmn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(mocked.secondFactor).toHaveBeenCalledWith('step', { recoveryCode: 'ABCD-EFGH-2345-JKMN' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The code is wrong or was already used');
    expect(onSignedIn).not.toHaveBeenCalled();

    mocked.secondFactor.mockResolvedValueOnce({ token: 'session', expiresAt: 0, operator, recoveryCodesLeft: 8 });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'session' })));
  });
});
