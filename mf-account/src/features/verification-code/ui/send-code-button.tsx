import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { PublicCodePurpose } from '@storefront/shared/schemas/auth';
import { JOIN_NS } from '../../../i18n/join';
import { verificationCodes, type CodeRequest } from '../model';

export interface SendCodeButtonProps {
  purpose: PublicCodePurpose;
  /** Checks the email and image code fields (showing their errors) and answers them, or null. */
  read(): Promise<CodeRequest | null>;
  /** id of the element the status line gets, so the code input can point at it. */
  statusId: string;
}

/** Sends the emailed code; then counts down until another may be sent, and says where it went. */
export function SendCodeButton({ purpose, read, statusId }: SendCodeButtonProps) {
  const { t } = useTranslation(JOIN_NS);
  const codes = verificationCodes[purpose];
  const [send, sending, secondsLeft, sentTo, error] = useUnit([codes.sendClicked, codes.$isSending, codes.$secondsLeft, codes.$sentTo, codes.$sendError]);
  const waiting = secondsLeft > 0;
  const click = async () => {
    const request = await read();
    if (request) send(request);
  };
  return (
    <>
      <button type="button" className="sf-btn join-send-code" onClick={click} disabled={sending || waiting} aria-describedby={statusId}>
        {sending ? t('code.sending') : waiting ? t('code.resendIn', { seconds: secondsLeft }) : t('code.send')}
      </button>
      <p id={statusId} className={error ? 'sf-field-error join-code-status' : 'join-code-status'} role={error ? 'alert' : 'status'} aria-live="polite">
        {error ?? (sentTo ? t('code.sent', { email: sentTo }) : '')}
      </p>
    </>
  );
}
