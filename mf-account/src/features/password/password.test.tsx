import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { renderAccount, text } from '../../test/account-harness';
import { click, typeInto } from '../../test/form-helpers';
import { changePasswordFx } from './model';
import { ChangePasswordForm } from './ui/change-password-form';

describe.each(['en', 'de'] as const)('change password (%s)', (locale) => {
  it('flags a differing confirmation on key-up and does not send', async () => {
    const change = vi.fn();
    await renderAccount(<ChangePasswordForm />, { locale, scope: fork({ handlers: [[changePasswordFx, change]] }) });
    await typeInto(await text(locale, 'password.old'), 'secret_123');
    await typeInto(await text(locale, 'password.new'), 'newpass_1');
    const confirm = await typeInto(await text(locale, 'password.confirm'), 'newpass_2');
    expect(await screen.findByText(await text(locale, 'validation.passwordMismatch'))).toBeTruthy();
    expect(confirm.className).toBe('is-error');
    if (locale === 'en') expect(screen.getByText('the two input passwords are inconsistent')).toBeTruthy();
    await click(await text(locale, 'password.submit'));
    expect(change).not.toHaveBeenCalled();
  });

  it('asks for every field and checks the password rule', async () => {
    await renderAccount(<ChangePasswordForm />, { locale, scope: fork({ handlers: [[changePasswordFx, vi.fn()]] }) });
    await click(await text(locale, 'password.submit'));
    expect((await screen.findAllByText(await text(locale, 'validation.passwordRequired'))).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(await text(locale, 'validation.confirmRequired'))).toBeTruthy();
    await typeInto(await text(locale, 'password.new'), 'a b');
    expect(await screen.findByText(await text(locale, 'validation.passwordInvalid'))).toBeTruthy();
  });

  it('sends old, new and confirmation when all is well', async () => {
    const change = vi.fn(async () => null);
    await renderAccount(<ChangePasswordForm />, { locale, scope: fork({ handlers: [[changePasswordFx, change]] }) });
    await typeInto(await text(locale, 'password.old'), 'secret_123');
    await typeInto(await text(locale, 'password.new'), 'newpass_1');
    await typeInto(await text(locale, 'password.confirm'), 'newpass_1');
    await click(await text(locale, 'password.submit'));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ oldPassword: 'secret_123', password: 'newpass_1', confirmPassword: 'newpass_1' }));
  });
});
