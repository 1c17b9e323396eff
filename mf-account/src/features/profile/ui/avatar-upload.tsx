import { useId, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { AVATAR_TYPES } from '@storefront/shared/schemas/account';
import { ProductPicture } from '@storefront/shared/ui';
import { useFieldMessage } from '@storefront/shared/ui/field-error';
import { MESSAGE_NS, NS } from '../../../i18n';
import { $avatarError, $isUploading, $profile, avatarChosen } from '../model';

export function AvatarUpload() {
  const { t } = useTranslation(NS);
  const message = useFieldMessage(MESSAGE_NS);
  const [profile, error, uploading, choose] = useUnit([$profile, $avatarError, $isUploading, avatarChosen]);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="acc-row" style={{ justifyContent: 'flex-start' }}>
      {profile?.avatar ? (
        <ProductPicture
          src={profile.avatar}
          placeholder={profile.avatarPlaceholder}
          alt={t('setting.avatarAlt')}
          width={96}
          height={96}
          sizes="96px"
          className="acc-avatar"
          testId="setting-avatar"
        />
      ) : (
        <span className="acc-avatar" style={{ width: 96, height: 96, display: 'inline-grid', placeItems: 'center', fontSize: 36 }} aria-hidden="true">
          {(profile?.nickname || profile?.username || '?').slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="sf-visually-hidden acc-file"
          aria-describedby={`${id}-hint`}
          disabled={uploading}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) choose(file);
            // The same file can be chosen again after a refusal.
            if (input.current) input.current.value = '';
          }}
        />
        {/* After the input, so the input's keyboard focus can outline the label that stands for it. */}
        <label htmlFor={id} className="sf-btn">
          {uploading ? t('setting.uploading') : t('setting.changeAvatar')}
        </label>
        <p id={`${id}-hint`} className="acc-muted">
          {t('setting.avatarHint')}
        </p>
        {error ? (
          <p className="sf-field-error" role="alert" data-testid="avatar-error">
            {message(error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
