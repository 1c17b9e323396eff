import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { CategoryNode } from '@storefront/shared/contracts/catalog';
import { LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { RequestState } from '../../../components/request-state';
import { useUnit } from 'effector-react';
import { categories, categoryMissing, categoryPath } from '../model';
import { useCategories } from './use-categories';

/** Keeps keyword, sort and price while moving between categories; the page starts again at 1. */
function categoryHref(id: number | null, search: string) {
  const params = new URLSearchParams(search);
  params.delete('page');
  const query = params.toString();
  return `shop/productList${id ? `/${id}` : ''}${query ? `?${query}` : ''}`;
}

function Branch({ nodes, activeId, search }: { nodes: CategoryNode[]; activeId?: number; search: string }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <LocaleLink
            to={categoryHref(node.id, search)}
            aria-current={node.id === activeId ? 'page' : undefined}
            className={node.id === activeId ? 'is-active' : undefined}
          >
            {node.name} <span className="cat-muted">({node.productCount})</span>
          </LocaleLink>
          {node.children.length > 0 && <Branch nodes={node.children} activeId={activeId} search={search} />}
        </li>
      ))}
    </ul>
  );
}

/** The category filter: the whole (small) tree, the chosen category marked. */
export function CategoryTree({ activeId }: { activeId?: number }) {
  const { t } = useTranslation(NS);
  const { search } = useLocation();
  const { tree, status, retry } = useCategories();
  return (
    <nav className="cat-filter cat-tree" aria-label={t('list.categories')}>
      <h2 className="cat-filter__title">{t('list.categories')}</h2>
      <RequestState status={status} hasData={tree.length > 0} onRetry={retry}>
        <ul>
          <li>
            <LocaleLink to={categoryHref(null, search)} aria-current={!activeId ? 'page' : undefined} className={!activeId ? 'is-active' : undefined}>
              {t('list.allCategories')}
            </LocaleLink>
          </li>
        </ul>
        <Branch nodes={tree} activeId={activeId} search={search} />
      </RequestState>
    </nav>
  );
}

/** The name of the category a list shows (for its heading and title); undefined while unknown. */
export function useCategoryName(id: number | undefined): string | undefined {
  const { tree } = useCategories();
  return categoryPath(tree, id).at(-1)?.name;
}

/** True when the tree is loaded and has no category of this id: the list's address leads nowhere. */
export function useCategoryMissing(id: number | undefined): boolean {
  return categoryMissing(useUnit(categories.$data), id);
}
