import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { $token, $userInfo } from '@storefront/shared/store';
import { renderAccount, text } from '../../test/account-harness';
import { click, typeInto } from '../../test/form-helpers';
import { closeAccountFx, fetchDataFx, saveFileFx, sendCodeFx, tickFx } from './model';
import { YourDataPanel } from './ui/your-data-panel';

const ada = { id: 1, username: 'ada', email: 'ada@example.test', nickname: null, avatar: null };
const file = { fileName: 'storefront-data-ada-2026-11-27.json', text: '{"profile":{}}\n' };

/** A scope where the countdown does not run and the requests are fakes. */
function scopeWith(overrides: { send?: () => Promise<unknown>; close?: () => Promise<string> } = {}) {
  const fetch = vi.fn(async () => file);
  const save = vi.fn(async () => {});
  const send = vi.fn(overrides.send ?? (async () => ({ resendAfter: 60, expiresIn: 600 })));
  const close = vi.fn(overrides.close ?? (async () => 'Your account has been closed'));
  const scope = fork({
    values: [
      [$userInfo, ada],
      [$token, 'session-token'],
    ],
    handlers: [
      [fetchDataFx, fetch],
      [saveFileFx, save],
      [sendCodeFx, send],
      [closeAccountFx, close],
      [tickFx, () => new Promise<void>(() => {})],
    ],
  });
  return { scope, fetch, save, send, close };
}

describe.each(['en', 'ru'] as const)('your data (%s)', (locale) => {
  it('downloads the data file the server names', async () => {
    const { scope, fetch, save } = scopeWith();
    await renderAccount(<YourDataPanel />, { locale, scope });
    expect(screen.getByRole('heading', { name: await text(locale, 'yourData.title') })).toBeTruthy();
    await click(await text(locale, 'yourData.download'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(file));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByText(await text(locale, 'yourData.downloaded', { file: file.fileName }))).toBeTruthy();
  });

  it('says what is deleted and what is kept before anything is confirmed', async () => {
    const { scope } = scopeWith();
    await renderAccount(<YourDataPanel />, { locale, scope });
    const group = screen.getByRole('group', { name: await text(locale, 'yourData.closeTitle') });
    for (const key of ['yourData.deletedHeading', 'yourData.deleted', 'yourData.reviewsKept', 'yourData.keptHeading', 'yourData.kept', 'yourData.openOrders']) {
      expect(group.textContent).toContain(await text(locale, key));
    }
    // Every control has a name and is reachable with the keyboard (no tabindex tricks, none hidden).
    const controls = [
      screen.getByLabelText(await text(locale, 'yourData.password')),
      screen.getByLabelText(await text(locale, 'yourData.emailCode')),
      screen.getByLabelText(await text(locale, 'yourData.understand')),
      screen.getByRole('button', { name: await text(locale, 'yourData.send') }),
      screen.getByRole('button', { name: await text(locale, 'yourData.submit') }),
      screen.getByRole('button', { name: await text(locale, 'yourData.download') }),
    ];
    for (const control of controls) {
      expect(control.getAttribute('tabindex')).toBeNull();
      control.focus();
      expect(document.activeElement).toBe(control);
    }
  });

  it('asks for the password before a code is sent', async () => {
    const { scope, send } = scopeWith();
    await renderAccount(<YourDataPanel />, { locale, scope });
    await click(await text(locale, 'yourData.send'));
    expect(await screen.findByText(await text(locale, 'validation.passwordRequired'))).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a code, then closes the account with the password and the code once the shopper confirms', async () => {
    const { scope, send, close } = scopeWith();
    await renderAccount(<YourDataPanel />, { locale, scope });
    await typeInto(await text(locale, 'yourData.password'), 'secret_123');
    await click(await text(locale, 'yourData.send'));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ password: 'secret_123' }));
    expect((await screen.findByText(await text(locale, 'yourData.sent'))).getAttribute('role')).toBe('status');

    await typeInto(await text(locale, 'yourData.emailCode'), '4821');
    await click(await text(locale, 'yourData.submit'));
    expect(await screen.findByText(await text(locale, 'yourData.understandRequired'))).toBeTruthy();
    expect(close).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByLabelText(await text(locale, 'yourData.understand'))));
    await click(await text(locale, 'yourData.submit'));
    await waitFor(() => expect(close).toHaveBeenCalledWith({ password: 'secret_123', emailCode: '4821' }));
    // This browser's session ends with the account.
    await waitFor(() => expect(scope.getState($token)).toBeNull());
    expect(scope.getState($userInfo)).toBeNull();
  });

  it("shows the server's refusal, such as an order still open", async () => {
    const refusal = 'Your account has an order that is not yet paid or delivered';
    const { scope, close } = scopeWith({ send: () => Promise.reject(new Error(refusal)) });
    await renderAccount(<YourDataPanel />, { locale, scope });
    await typeInto(await text(locale, 'yourData.password'), 'secret_123');
    await click(await text(locale, 'yourData.send'));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(close).not.toHaveBeenCalled();
    expect(scope.getState($token)).toBe('session-token');
  });
});
