import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loading } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $editing, $isSaving, $loadFailed, $profile, detailsSubmitted, editCancelled, editClicked, fetchProfileFx, settingOpened } from '../model';
import { AvatarUpload } from './avatar-upload';
import { ProfileForm } from './profile-form';

/** My information, with modify personal details. */
export function ProfilePanel() {
  const { t } = useTranslation(NS);
  const [profile, failed, loading, editing, saving] = useUnit([$profile, $loadFailed, fetchProfileFx.pending, $editing, $isSaving]);
  const [submit, edit, cancel, opened] = useUnit([detailsSubmitted, editClicked, editCancelled, settingOpened]);
  useEffect(() => void opened(), [opened]);
  if (failed) return <ErrorState onRetry={opened} />;
  if (!profile && loading) return <Loading />;
  return (
    <section className="sf-card" aria-labelledby="acc-my-info">
      <div className="acc-row">
        <h2 id="acc-my-info">{t('setting.myInfo')}</h2>
        {!editing && (
          <button type="button" className="sf-btn" onClick={edit}>
            {t('setting.modify')}
          </button>
        )}
      </div>
      <AvatarUpload />
      {editing ? (
        <ProfileForm profile={profile} saving={saving} onSubmit={submit} onCancel={cancel} />
      ) : (
        <dl className="acc-dl" style={{ marginTop: 16 }}>
          <dt>{t('setting.username')}</dt>
          <dd>{profile?.username}</dd>
          <dt>{t('setting.nickname')}</dt>
          <dd>{profile?.nickname || '—'}</dd>
          <dt>{t('setting.realName')}</dt>
          <dd>{profile?.realName || '—'}</dd>
          <dt>{t('setting.birthday')}</dt>
          <dd>{profile?.birthday || '—'}</dd>
          <dt>{t('setting.sex')}</dt>
          <dd>{profile ? t(`setting.sexes.${profile.sex}`) : ''}</dd>
          <dt>{t('setting.email')}</dt>
          <dd>{profile?.email}</dd>
        </dl>
      )}
    </section>
  );
}
