import type { ReactNode } from 'react';
import type { FieldError as FormError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldProps } from '@storefront/shared/ui/field-error';
import { FormField } from './form-field';

interface CodeInputProps {
  id: string;
  field: UseFormRegisterReturn;
  error?: FormError;
}

/** The four digits mailed to the shopper; the phone offers the code from the mail. */
export function EmailCodeInput({ id, field, error }: CodeInputProps) {
  return <input type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={4} {...field} {...fieldProps(id, error)} />;
}

export interface MailedCodeFieldsProps {
  /** Prefix of the two inputs' ids: `${idPrefix}-image-code` and `${idPrefix}-email-code`. */
  idPrefix: string;
  labels: { imageCode: string; emailCode: string };
  imageCode: UseFormRegisterReturn;
  emailCode: UseFormRegisterReturn;
  errors: { imageCode?: FormError; emailCode?: FormError };
  /** The image code's picture with its refresh button. */
  captcha: ReactNode;
  /** The send-code button beside the mailed code. */
  sendCode: ReactNode;
}

/** The image code, then the mailed code it unlocks: the rows registration and password reset share. */
export function MailedCodeFields({ idPrefix, labels, imageCode, emailCode, errors, captcha, sendCode }: MailedCodeFieldsProps) {
  const imageId = `${idPrefix}-image-code`;
  const emailId = `${idPrefix}-email-code`;
  return (
    <>
      <FormField id={imageId} label={labels.imageCode} error={errors.imageCode?.message}>
        <div className="join-code-row">
          <input
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={4}
            {...imageCode}
            {...fieldProps(imageId, errors.imageCode)}
          />
          {captcha}
        </div>
      </FormField>
      <FormField id={emailId} label={labels.emailCode} error={errors.emailCode?.message}>
        <div className="join-code-row">
          <EmailCodeInput id={emailId} field={emailCode} error={errors.emailCode} />
          {sendCode}
        </div>
      </FormField>
    </>
  );
}

export interface ResendButtonProps {
  onClick(): void;
  sending: boolean;
  /** Seconds until another code may be asked for; 0 when it may be now. */
  secondsLeft: number;
  /** The status paragraph that says where the code went. */
  statusId: string;
  labels: { send: string; sending: string; resendIn(seconds: number): string };
}

/** Asks for a mailed code for a signed-in shopper, counting down while another may not be asked for. */
export function ResendButton({ onClick, sending, secondsLeft, statusId, labels }: ResendButtonProps) {
  const waiting = secondsLeft > 0;
  return (
    <button type="button" className="sf-btn" onClick={onClick} disabled={sending || waiting} aria-describedby={statusId}>
      {sending ? labels.sending : waiting ? labels.resendIn(secondsLeft) : labels.send}
    </button>
  );
}
