import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { CodePurpose } from '@storefront/shared/schemas/auth';
import { JOIN_NS } from '../../../i18n/join';
import { verificationCodes } from '../model';

const WIDTH = 120;
const HEIGHT = 44;

/** The image code's picture with a button for another one; a new picture is fetched when it mounts. */
export function CaptchaImage({ purpose }: { purpose: CodePurpose }) {
  const { t } = useTranslation(JOIN_NS);
  const codes = verificationCodes[purpose];
  const [captcha, failed, opened, refresh] = useUnit([codes.$captcha, codes.$captchaFailed, codes.opened, codes.refreshClicked]);
  useEffect(() => {
    opened();
  }, [opened]);
  return (
    <span className="join-captcha">
      {captcha && !failed ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
          alt={t('code.imageAlt')}
          width={WIDTH}
          height={HEIGHT}
          data-captcha-id={captcha.id}
          className="join-captcha__image"
        />
      ) : (
        <span className="join-captcha__placeholder" style={{ width: WIDTH, height: HEIGHT }} role={failed ? 'alert' : undefined}>
          {failed ? t('code.imageFailed') : null}
        </span>
      )}
      <button type="button" className="sf-icon-btn join-captcha__refresh" onClick={() => refresh()} aria-label={t('code.refresh')} title={t('code.refresh')}>
        ↻
      </button>
    </span>
  );
}
