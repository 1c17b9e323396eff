import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { Profile } from '@storefront/shared/schemas/account';
import { $error, $sentTo, sendCodeFx, codeRequested } from '../features/change-email/model';
import { $editing, $profile, editClicked, fetchProfileFx } from '../features/profile/model';
import { changeLanguage, startPage } from '../test/page-start';
import { settingStarted } from './setting.model';

const profile = {
  username: 'grace',
  email: 'grace@example.test',
  nickname: 'G',
  realName: '',
  birthday: '',
  sex: 'secrecy',
  avatar: null,
} as unknown as Profile;

describe('setting page start', () => {
  it('loads the profile and clears what an earlier visit left: an open form, a sent code note', async () => {
    const fetch = vi.fn(async () => profile);
    const scope = fork({
      handlers: [
        [fetchProfileFx, fetch],
        [sendCodeFx, async () => ({ resendAfter: 0, expiresIn: 600 })],
      ],
    });
    await allSettled(editClicked, { scope });
    await allSettled(codeRequested, { scope, params: { newEmail: 'new@example.test', password: 'secret' } });
    expect(scope.getState($sentTo)).toBe('new@example.test');
    await startPage(scope, 'Setting', settingStarted);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(scope.getState($profile)).toEqual(profile);
    expect(scope.getState($editing)).toBe(false);
    expect(scope.getState($sentTo)).toBeNull();
    expect(scope.getState($error)).toBeNull();
  });

  it('another language loads the profile again, keeping the details form open', async () => {
    const fetch = vi.fn(async () => profile);
    const scope = fork({ handlers: [[fetchProfileFx, fetch]] });
    await startPage(scope, 'Setting', settingStarted);
    await allSettled(editClicked, { scope });
    await changeLanguage(scope, settingStarted, 'jp');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(scope.getState($editing)).toBe(true);
  });
});
