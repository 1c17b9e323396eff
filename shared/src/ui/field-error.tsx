import { useTranslation } from 'react-i18next';

// Its own entry (@storefront/shared/ui/field-error), not part of the page-wide ui module: only pages with
// forms need it, so it stays out of the first load of the others.

/**
 * Namespaces a form's message keys are looked up in, first match wins: a remote's own rules next to
 * the `shared` ones of the common schemas. Each remote passes its own order.
 */
export type MessageNamespaces = readonly [string, ...string[]];

/** Translates a form message key from the given namespaces; no key gives ''. */
export function useFieldMessage(ns: MessageNamespaces) {
  const { t } = useTranslation([...ns]);
  return (key: string | undefined) => (key ? t(key, { ns: [...ns] }) : '');
}

/** The error paragraph of a field; its id is what fieldProps points aria-describedby at. */
export function FieldError({ id, message, ns }: { id: string; message?: string; ns: MessageNamespaces }) {
  const text = useFieldMessage(ns)(message);
  if (!text) return null;
  return (
    <p id={id} className="sf-field-error" role="alert">
      {text}
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
