import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { LocaleLink } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { specName, specValue } from '../../../components/spec-text';
import { isFiltered, listSearch, toggleOpt, type ListChange, type ListState } from '../list-query';
import { $facets } from '../model';

/**
 * The facets of a list beside it: for a search the categories its matches are in, then each option (size,
 * colour, ...) as a group of checkboxes with the number of matches each value would give, and a way back
 * to the unfiltered list. Every choice is a new address (`opt=size:m`), so a filtered list can be shared
 * and the server renders it.
 */
export function FacetFilters({ state, onChange }: { state: ListState; onChange(change: ListChange): void }) {
  const { t } = useTranslation(NS);
  const facets = useUnit($facets);
  // A ticked box shows ticked at once, while the router takes the new address (a transition) to the list.
  const [ticked, setTicked] = useState<string[] | null>(null);
  useEffect(() => setTicked(null), [state.opt]);
  const chosen = ticked ?? state.opt;
  const filtered = isFiltered(state);
  // Links keep the words and filters, and start the list again at its first page.
  const unpaged = listSearch({ ...state, page: 1 });
  return (
    <>
      {filtered && (
        <div className="cat-filter cat-facets__clear">
          <button type="button" className="sf-btn" onClick={() => onChange({ opt: [], minPrice: undefined, maxPrice: undefined })} data-testid="clear-filters">
            {t('list.clearFilters')}
          </button>
        </div>
      )}
      {state.keyword && facets && facets.categories.length > 0 && (
        <nav className="cat-filter cat-facet" aria-labelledby="cat-facet-categories">
          <h2 className="cat-filter__title" id="cat-facet-categories">
            {t('list.foundIn')}
          </h2>
          <ul>
            {facets.categories.map((c) => (
              <li key={c.id}>
                <LocaleLink
                  to={`shop/productList/${c.id}${unpaged}`}
                  aria-current={c.id === state.categoryId ? 'page' : undefined}
                  className={c.id === state.categoryId ? 'is-active' : undefined}
                >
                  {c.name} <span className="cat-muted">({c.count})</span>
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {facets?.options.map((option) => (
        <fieldset key={option.name} className="cat-filter cat-facet" data-testid={`facet-${option.name}`}>
          <legend className="cat-filter__title">{specName(t, option.name)}</legend>
          <ul>
            {option.values.map((v) => {
              const checked = chosen.includes(`${option.name}:${v.value}`);
              return (
                <li key={v.value}>
                  <label className="cat-facet__value">
                    <input
                      type="checkbox"
                      checked={checked}
                      // A value no match has cannot narrow the list; a ticked one can always be unticked.
                      disabled={v.count === 0 && !checked}
                      onChange={(e) => {
                        const opt = toggleOpt(chosen, option.name, v.value, e.target.checked);
                        setTicked(opt);
                        onChange({ opt });
                      }}
                    />
                    <span>{specValue(t, v.value)}</span> <span className="cat-muted">({v.count})</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </>
  );
}
