import type { ReactNode } from 'react';
import { FieldError } from '@storefront/shared/ui/field-error';
import { MESSAGE_NS } from '../i18n';

export interface FormFieldProps {
  /** id of the control; its error paragraph is `${id}-error` (see fieldProps). */
  id: string;
  label: string;
  /** Message key of the field's error (a `shared` validation key or one of this remote's). */
  error?: string;
  /** The control, spread with fieldProps(id, error) so it carries is-error and aria-invalid. */
  children: ReactNode;
}

/** A labelled form row: label, control (and any buttons beside it), then the error message. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldError id={`${id}-error`} message={error} ns={MESSAGE_NS} />
    </div>
  );
}
