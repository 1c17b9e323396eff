import { createEvent, createStore, sample } from 'effector';
import { checkAvatarFile, type Profile, type ProfileUpdate } from '@storefront/shared/schemas/account';
import { $userInfo, userInfoUpdated, createApiEffect } from '@storefront/shared/store';
import { toastAsked } from '../../lib/toast';
import * as api from './api';

export const settingOpened = createEvent();
export const editClicked = createEvent();
export const editCancelled = createEvent();
export const detailsSubmitted = createEvent<ProfileUpdate>();
export const avatarChosen = createEvent<File>();

export const fetchProfileFx = createApiEffect(api.fetchProfile);
export const saveProfileFx = createApiEffect(api.saveProfile);
export const uploadAvatarFx = createApiEffect(api.uploadAvatar);

export const $profile = createStore<Profile | null>(null)
  .on([fetchProfileFx.doneData, saveProfileFx.doneData, uploadAvatarFx.doneData], (_, profile) => profile)
  // The email address changes through its own form, which tells the shared user info.
  .on(userInfoUpdated, (profile, user) => (profile && user.email !== profile.email ? { ...profile, email: user.email } : profile));
export const $loadFailed = createStore(false)
  .on(fetchProfileFx.fail, () => true)
  .reset(fetchProfileFx);
export const $editing = createStore(false)
  .on(editClicked, () => true)
  .reset(editCancelled, saveProfileFx.done, settingOpened);
/** Message key of the browser's avatar check (spec: JPG only, at most 2 MB). */
export const $avatarError = createStore<string | null>(null)
  .on(avatarChosen, (_, file) => {
    const check = checkAvatarFile(file);
    return check.ok ? null : check.message;
  })
  .reset(settingOpened);
export const $isSaving = saveProfileFx.pending;
export const $isUploading = uploadAvatarFx.pending;

sample({ clock: settingOpened, target: fetchProfileFx });
sample({ clock: detailsSubmitted, target: saveProfileFx });
sample({ clock: avatarChosen, filter: (file) => checkAvatarFile(file).ok, target: uploadAvatarFx });

// The header shows $userInfo: keep its avatar and names in step with the profile.
sample({
  clock: [fetchProfileFx.doneData, saveProfileFx.doneData, uploadAvatarFx.doneData],
  source: $userInfo,
  filter: (user): user is NonNullable<typeof user> => user !== null,
  fn: (user, profile) => ({ ...user!, email: profile.email, nickname: profile.nickname, avatar: profile.avatar }),
  target: userInfoUpdated,
});

sample({ clock: saveProfileFx.done, fn: () => ({ key: 'setting.saved' }), target: toastAsked });
sample({ clock: uploadAvatarFx.done, fn: () => ({ key: 'setting.avatarSaved' }), target: toastAsked });
