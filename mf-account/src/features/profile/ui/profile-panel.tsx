import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $editing, $isSaving, $loadFailed, $profile, detailsSubmitted, editCancelled, editClicked, settingOpened } from '../model';
import { AvatarUpload } from './avatar-upload';
import { ProfileForm } from './profile-form';

/** My information, with modify personal details. */
export function ProfilePanel() {
  const { t } = useTranslation(NS);
  const [profile, failed, editing, saving] = useUnit([$profile, $loadFailed, $editing, $isSaving]);
  const [submit, edit, cancel, opened] = useUnit([detailsSubmitted, editClicked, editCancelled, settingOpened]);
  if (failed) return <ErrorState onRetry={opened} />;
  // Until the profile is there the card keeps its final shape (each value a blank line), so the forms
  // below it do not move when it arrives.
  const blank = '\u00a0';
  return (
    <section className="sf-card" aria-labelledby="acc-my-info" aria-busy={!profile}>
      <div className="acc-row">
        <h2 id="acc-my-info">{t('setting.myInfo')}</h2>
        {!editing && (
          <button type="button" className="sf-btn" onClick={edit} disabled={!profile}>
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
          <dd>{profile?.username ?? blank}</dd>
          <dt>{t('setting.nickname')}</dt>
          <dd>{profile ? profile.nickname || '—' : blank}</dd>
          <dt>{t('setting.realName')}</dt>
          <dd>{profile ? profile.realName || '—' : blank}</dd>
          <dt>{t('setting.birthday')}</dt>
          <dd>{profile ? profile.birthday || '—' : blank}</dd>
          <dt>{t('setting.sex')}</dt>
          <dd>{profile ? t(`setting.sexes.${profile.sex}`) : blank}</dd>
          <dt>{t('setting.email')}</dt>
          <dd>{profile?.email ?? blank}</dd>
        </dl>
      )}
    </section>
  );
}
