import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { CONTACT_LIMITS, contactMessageSchema, type ContactMessage, type ContactMessageInput } from '@storefront/shared/schemas/content';
import { NS } from '../../../i18n';
import { $confirmation, $isSending, $sendError, anotherMessageRequested, messageSubmitted } from '../model';

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: FieldError; hint?: string; children: ReactNode }) {
  const { t } = useTranslation('shared');
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="ct-hint">
          {hint}
        </span>
      )}
      {children}
      {error?.message && (
        <p id={`${id}-error`} className="sf-field-error">
          {t(error.message)}
        </p>
      )}
    </div>
  );
}

/** Accessible wiring of an input to its label, hint and error. */
const described = (id: string, error: FieldError | undefined, hint = false) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
  className: error ? 'is-error' : undefined,
});

/**
 * The consultation form. Fields are checked as the shopper types (spec section 5) with the same zod
 * schema the API uses; the server's confirmation replaces the form once the message is stored.
 */
export function ContactForm() {
  const { t } = useTranslation(NS);
  const [submit, again, sending, confirmation, serverError] = useUnit([messageSubmitted, anotherMessageRequested, $isSending, $confirmation, $sendError]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({ resolver: zodResolver(contactMessageSchema), mode: 'onChange', defaultValues: EMPTY });
  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!confirmation) return;
    reset(EMPTY);
    confirmationRef.current?.focus();
  }, [confirmation, reset]);

  if (confirmation) {
    return (
      <div className="sf-card ct-confirmation" role="status" tabIndex={-1} ref={confirmationRef} data-testid="contact-confirmation">
        <h2>{t('contact.form.sentTitle')}</h2>
        <p>{confirmation}</p>
        <button type="button" className="sf-btn" onClick={() => again()}>
          {t('contact.form.another')}
        </button>
      </div>
    );
  }

  return (
    <form className="sf-card ct-form" noValidate onSubmit={handleSubmit((values) => submit(values))} aria-labelledby="ct-form-title">
      <h2 id="ct-form-title">{t('contact.form.title')}</h2>
      <p>{t('contact.form.intro')}</p>
      <Field id="ct-name" label={t('contact.form.name')} error={errors.name}>
        <input type="text" autoComplete="name" maxLength={CONTACT_LIMITS.name} {...register('name')} {...described('ct-name', errors.name)} />
      </Field>
      <Field id="ct-email" label={t('contact.form.email')} error={errors.email}>
        <input type="email" autoComplete="email" {...register('email')} {...described('ct-email', errors.email)} />
      </Field>
      <Field id="ct-subject" label={t('contact.form.subject')} error={errors.subject} hint={t('contact.form.optional')}>
        <input type="text" maxLength={CONTACT_LIMITS.subject} {...register('subject')} {...described('ct-subject', errors.subject, true)} />
      </Field>
      <Field id="ct-message" label={t('contact.form.message')} error={errors.message}>
        <textarea rows={6} maxLength={CONTACT_LIMITS.message} {...register('message')} {...described('ct-message', errors.message)} />
      </Field>
      {serverError && (
        <p className="sf-field-error" role="alert">
          {serverError}
        </p>
      )}
      <button type="submit" className="sf-btn sf-btn--primary" disabled={sending}>
        {sending ? t('contact.form.sending') : t('contact.form.submit')}
      </button>
    </form>
  );
}
