import { describe, expect, it, vi } from 'vitest';
import { allSettled, fork } from 'effector';
import { $userInfo } from '@storefront/shared/store';
import type { Profile } from '@storefront/shared/schemas/account';
import { changeEmailFx } from '../features/change-email/model';
import { $profile } from '../features/profile/model';

// The setting page shows the profile panel beside the change-email form: the two features meet only
// through the shared user info, so the page is where their hand-over is tested.
const ada = { id: 1, username: 'ada', email: 'ada@example.test', nickname: null, avatar: null };
const moved: Profile = { ...ada, email: 'ada@new.example', realName: null, birthday: null, sex: 'secrecy' };

describe('the profile panel', () => {
  it('shows the new address once the change is made', async () => {
    const scope = fork({ values: [[$userInfo, ada]], handlers: [[changeEmailFx, vi.fn(async () => moved)]] });
    await allSettled($profile, { scope, params: { ...moved, email: 'ada@example.test' } });
    await allSettled(changeEmailFx, { scope, params: { newEmail: 'ada@new.example', password: 'secret_123', emailCode: '4821' } });
    expect(scope.getState($profile)?.email).toBe('ada@new.example');
  });
});
