import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { PublicCodePurpose } from '@storefront/shared/schemas/auth';
import { JOIN_NS } from '../../../i18n/join';
import { verificationCodes } from '../model';

const WIDTH = 120;
const HEIGHT = 44;

/** The image code's picture with a button for another one; the page's model fetches the first. */
export function CaptchaImage({ purpose }: { purpose: PublicCodePurpose }) {
  const { t } = useTranslation(JOIN_NS);
  const codes = verificationCodes[purpose];
  const [captcha, failed, refresh] = useUnit([codes.$captcha, codes.$captchaFailed, codes.refreshClicked]);
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
        <span className="join-captcha__placeholder" role={failed ? 'alert' : undefined}>
          {failed ? t('code.imageFailed') : null}
        </span>
      )}
      <button type="button" className="sf-icon-btn join-captcha__refresh" onClick={() => refresh()} aria-label={t('code.refresh')} title={t('code.refresh')}>
        ↻
      </button>
    </span>
  );
}
