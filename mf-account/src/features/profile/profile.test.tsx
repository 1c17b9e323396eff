import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { $userInfo } from '@storefront/shared/store';
import type { Profile } from '@storefront/shared/schemas/account';
import { chooseFiles, fakeFile, renderAccount, text } from '../../test/account-harness';
import { $avatarError, $profile, avatarChosen, fetchProfileFx, saveProfileFx, uploadAvatarFx } from './model';
import { ProfileForm } from './ui/profile-form';
import { AvatarUpload } from './ui/avatar-upload';

const profile: Profile = { id: 1, username: 'ada', email: 'ada@example.test', nickname: null, realName: null, birthday: null, sex: 'secrecy', avatar: null };

async function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.change(input, { target: { value } });
    fireEvent.keyUp(input);
  });
  return input;
}

describe.each(['en', 'de'] as const)('modify personal details (%s)', (locale) => {
  it('marks a field as it is typed and words the rule', async () => {
    const onSubmit = vi.fn();
    await renderAccount(<ProfileForm profile={profile} saving={false} onSubmit={onSubmit} onCancel={() => {}} />, { locale });
    const realName = await type(await text(locale, 'setting.realName'), 'R2-D2');
    await waitFor(() => expect(realName).toHaveProperty('className', 'is-error'));
    expect(await screen.findByText(await text(locale, 'validation.realNameInvalid'))).toBeTruthy();

    await type(await text(locale, 'setting.birthday'), '2999-01-01');
    expect(await screen.findByText(await text(locale, 'validation.birthdayInvalid'))).toBeTruthy();

    await type(await text(locale, 'setting.nickname'), 'x'.repeat(21));
    expect(await screen.findByText(await text(locale, 'validation.nicknameTooLong'))).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: await text(locale, 'setting.save') })));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid details, a Chinese real name included', async () => {
    const onSubmit = vi.fn();
    await renderAccount(<ProfileForm profile={profile} saving={false} onSubmit={onSubmit} onCancel={() => {}} />, { locale });
    await type(await text(locale, 'setting.realName'), '张三');
    await type(await text(locale, 'setting.birthday'), '1990-12-10');
    await act(async () => fireEvent.click(screen.getByLabelText(await text(locale, 'setting.sexes.female'))));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: await text(locale, 'setting.save') })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ nickname: '', realName: '张三', birthday: '1990-12-10', sex: 'female' });
    // The email address is not part of these details: it has its own form with password and code.
    expect(screen.queryByLabelText(await text(locale, 'setting.email'))).toBeNull();
  });
});

describe('avatar upload', () => {
  it.each([
    ['a PNG', fakeFile('a.png', 'image/png', 1000), 'validation.avatarJpgOnly'],
    ['a JPG over 2 MB', fakeFile('a.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1), 'validation.avatarTooLarge'],
  ])('refuses %s in the browser without uploading', async (_, file, message) => {
    const upload = vi.fn();
    const scope = fork({ handlers: [[uploadAvatarFx, upload]] });
    await allSettled(avatarChosen, { scope, params: file });
    expect(scope.getState($avatarError)).toBe(message);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads a JPG of 2 MB and hands the new avatar to the header', async () => {
    const uploaded = { ...profile, avatar: '/uploads/avatars/x.jpg' };
    const scope = fork({
      values: [[$userInfo, { id: 1, username: 'ada', email: 'ada@example.test', avatar: null }]],
      handlers: [[uploadAvatarFx, async () => uploaded]],
    });
    await allSettled(avatarChosen, { scope, params: fakeFile('a.jpg', 'image/jpeg', 2 * 1024 * 1024) });
    expect(scope.getState($avatarError)).toBeNull();
    expect(scope.getState($profile)?.avatar).toBe('/uploads/avatars/x.jpg');
    expect(scope.getState($userInfo)?.avatar).toBe('/uploads/avatars/x.jpg');
  });

  it.each(['en', 'cn'] as const)('shows the spec message for a PNG (%s)', async (locale) => {
    const scope = fork({
      values: [[$profile, profile]],
      handlers: [
        [uploadAvatarFx, vi.fn()],
        [fetchProfileFx, async () => profile],
        [saveProfileFx, vi.fn()],
      ],
    });
    const { container } = await renderAccount(<AvatarUpload />, { locale, scope });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => chooseFiles(input, [fakeFile('a.png', 'image/png', 100)]));
    expect((await screen.findByRole('alert')).textContent).toBe(await text(locale, 'validation.avatarJpgOnly'));
    if (locale === 'en') expect(screen.getByRole('alert').textContent).toBe('avatar upload can only be JPG format');
  });

  it('shows the avatar as a photo at its widths, in a fixed box, with its alt text', async () => {
    const avatar = '/media/photos/0123456789abcdef.1024x1024.jpg';
    const scope = fork({
      values: [[$profile, { ...profile, avatar, avatarPlaceholder: 'data:image/webp;base64,UklGRg==' }]],
      handlers: [
        [uploadAvatarFx, vi.fn()],
        [fetchProfileFx, async () => ({ ...profile, avatar })],
        [saveProfileFx, vi.fn()],
      ],
    });
    await renderAccount(<AvatarUpload />, { locale: 'en', scope });
    const img = screen.getByTestId('setting-avatar');
    expect(img.getAttribute('alt')).toBe(await text('en', 'setting.avatarAlt'));
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('sizes')]).toEqual(['96', '96', '96px']);
    const avif = img.closest('picture')!.querySelector('source[type="image/avif"]')!;
    expect(avif.getAttribute('srcset')).toBe([160, 320, 480, 800].map((w) => `/media/photos/0123456789abcdef.1024x1024.${w}.avif ${w}w`).join(', '));
    // The blurred preview fills the box until the picture arrives (from the task after the page's take-over).
    await vi.waitFor(() => expect(img.closest('.sf-photo')!.querySelector('.sf-photo__ph')!.getAttribute('src')).toBe('data:image/webp;base64,UklGRg=='));
  });
});
