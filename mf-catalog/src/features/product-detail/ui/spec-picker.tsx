import { useTranslation } from 'react-i18next';
import type { Sku, SpecDef } from '@storefront/shared/contracts/catalog';
import { NS } from '../../../i18n';
import { specName, specValue } from '../../../components/spec-text';
import { optionState, type Selection } from '../spec-picker';

/** One group of radio buttons per specification; sold-out options say so, impossible ones are disabled. */
export function SpecPicker({
  specs,
  skus,
  selection,
  onChoose,
}: {
  specs: SpecDef[];
  skus: Sku[];
  selection: Selection;
  onChoose(name: string, value: string): void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className="cat-specs">
      {specs.map((spec) => (
        <fieldset key={spec.name} className="cat-spec" data-testid={`spec-${spec.name}`}>
          <legend>{specName(t, spec.name)}</legend>
          <div className="cat-spec__options">
            {spec.values.map((value) => {
              const state = optionState(skus, selection, spec.name, value);
              const checked = selection[spec.name] === value;
              return (
                <label key={value} className={`cat-chip${checked ? ' is-checked' : ''}${state !== 'available' ? ' is-muted' : ''}`}>
                  <input
                    type="radio"
                    name={`spec-${spec.name}`}
                    value={value}
                    checked={checked}
                    disabled={state === 'unavailable'}
                    onChange={() => onChoose(spec.name, value)}
                    onClick={() => checked && onChoose(spec.name, value)}
                  />
                  <span>{specValue(t, value)}</span>
                  {state === 'soldOut' && <span className="cat-chip__note">{t('detail.soldOut')}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
