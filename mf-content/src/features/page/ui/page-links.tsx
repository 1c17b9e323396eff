import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { $pageLinks } from '../model';

/** Links to the information pages (single/{id}; the page's model loads them), leaving out the page being read. */
export function PageLinks({ exclude = [], title, showHeading = true }: { exclude?: string[]; title?: string; showHeading?: boolean }) {
  const { t } = useTranslation(NS);
  const links = useUnit($pageLinks);
  const list = (links ?? []).filter((l) => !exclude.includes(l.slug));
  if (list.length === 0) return null;
  return (
    <nav className="ct-links" aria-label={title ?? t('page.more')}>
      {showHeading && <h2>{title ?? t('page.more')}</h2>}
      <ul>
        {list.map((l) => (
          <li key={l.id}>
            <LocaleLink to={`single/${l.id}`}>{l.title}</LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
