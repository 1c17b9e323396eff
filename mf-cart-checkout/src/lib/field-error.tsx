import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** A field rule's message: keys of the shared schemas live in the `shared` namespace. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation([NS, 'shared']);
  if (!message) return null;
  return (
    <p id={id} className="sf-field-error" role="alert">
      {t(message, { ns: ['shared', NS] })}
    </p>
  );
}

/** aria and class props of a control with its error paragraph. */
export function fieldProps(id: string, error: unknown) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: error ? 'is-error' : undefined,
  } as const;
}
