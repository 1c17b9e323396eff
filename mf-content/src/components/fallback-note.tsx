import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** Said when a text is shown in English because it has no translation in the shopper's language yet. */
export function FallbackNote({ lang, locale }: { lang: string; locale: string }) {
  const { t } = useTranslation(NS);
  if (lang === locale) return null;
  return <p className="ct-note">{t('fallbackNote')}</p>;
}
