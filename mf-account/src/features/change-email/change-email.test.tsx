import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { $userInfo } from '@storefront/shared/store';
import type { Profile } from '@storefront/shared/schemas/account';
import { renderAccount, text } from '../../test/account-harness';
import { click, typeInto } from '../../test/form-helpers';
import { changeEmailFx, sendCodeFx, tickFx } from './model';
import { ChangeEmailForm } from './ui/change-email-form';

const ada = { id: 1, username: 'ada', email: 'ada@example.test', nickname: null, avatar: null };
const moved: Profile = { ...ada, email: 'ada@new.example', realName: null, birthday: null, sex: 'secrecy' };

/** A scope where the countdown does not run (its first second never ends) and the requests are fakes. */
function scopeWith(send = vi.fn(async () => ({ resendAfter: 60, expiresIn: 600 })), change = vi.fn(async () => moved)) {
  const scope = fork({
    values: [[$userInfo, ada]],
    handlers: [
      [sendCodeFx, send],
      [changeEmailFx, change],
      [tickFx, () => new Promise<void>(() => {})],
    ],
  });
  return { scope, send, change };
}

describe.each(['en', 'de'] as const)('change email address (%s)', (locale) => {
  it('asks for the new address and the password before a code is sent, wording the rules', async () => {
    const { scope, send } = scopeWith();
    await renderAccount(<ChangeEmailForm />, { locale, scope });
    expect(screen.getByTestId('current-email').textContent).toBe('ada@example.test');
    await click(await text(locale, 'emailChange.send'));
    expect(await screen.findByText(await text(locale, 'validation.emailRequired'))).toBeTruthy();
    expect(screen.getByText(await text(locale, 'validation.passwordRequired'))).toBeTruthy();
    const email = await typeInto(await text(locale, 'emailChange.newEmail'), 'ada@');
    expect(await screen.findByText(await text(locale, 'validation.emailInvalid'))).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a code to the new address, then changes the email with the code and the password', async () => {
    const { scope, send, change } = scopeWith();
    await renderAccount(<ChangeEmailForm />, { locale, scope });
    await typeInto(await text(locale, 'emailChange.newEmail'), 'ada@new.example');
    await typeInto(await text(locale, 'emailChange.password'), 'secret_123');
    await click(await text(locale, 'emailChange.send'));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ newEmail: 'ada@new.example', password: 'secret_123' }));
    expect((await screen.findByRole('status')).textContent).toBe(await text(locale, 'emailChange.sent', { email: 'ada@new.example' }));
    expect(screen.getByRole('button', { name: await text(locale, 'emailChange.resendIn', { seconds: 60 }) }).hasAttribute('disabled')).toBe(true);

    await typeInto(await text(locale, 'emailChange.emailCode'), '4821');
    await click(await text(locale, 'emailChange.submit'));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ newEmail: 'ada@new.example', password: 'secret_123', emailCode: '4821' }));
    // The header (shared user info) shows the new address, and the form is empty again.
    await waitFor(() => expect(scope.getState($userInfo)?.email).toBe('ada@new.example'));
    expect((screen.getByLabelText(await text(locale, 'emailChange.newEmail')) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal", async () => {
    const refusal = 'The verification code is wrong or has expired';
    const { scope } = scopeWith(
      undefined,
      vi.fn(async () => Promise.reject(new Error(refusal))),
    );
    await renderAccount(<ChangeEmailForm />, { locale, scope });
    await typeInto(await text(locale, 'emailChange.newEmail'), 'ada@new.example');
    await typeInto(await text(locale, 'emailChange.password'), 'secret_123');
    await typeInto(await text(locale, 'emailChange.emailCode'), '0000');
    await click(await text(locale, 'emailChange.submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(scope.getState($userInfo)?.email).toBe('ada@example.test');
  });
});
