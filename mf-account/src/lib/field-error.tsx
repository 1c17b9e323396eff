import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** A form message key, from this remote's namespace or the shared one (common field rules). */
export function useMessage() {
  const { t } = useTranslation([NS, 'shared']);
  return (key: string | undefined) => (key ? t(key, { ns: [NS, 'shared'] }) : '');
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useMessage()(message);
  if (!text) return null;
  return (
    <p id={id} className="sf-field-error" role="alert">
      {text}
    </p>
  );
}

/** aria and class props of an input with its error paragraph. */
export function fieldProps(id: string, error: unknown) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    className: error ? 'is-error' : undefined,
  } as const;
}
