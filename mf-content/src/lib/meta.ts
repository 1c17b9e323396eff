import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@storefront/shared/ui';
import { NS } from '../i18n';

/** Title as "<page> · Aurora" and the meta description, in the current language. */
export function useContentMeta(title: string | undefined, description?: string) {
  const { t } = useTranslation(NS);
  usePageMeta(title ? t('metaTitle', { title }) : undefined, description);
}
