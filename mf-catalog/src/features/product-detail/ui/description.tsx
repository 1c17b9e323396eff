import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '@storefront/shared/contracts/catalog';
import { NS } from '../../../i18n';
import { specName, specValue } from '../../../components/spec-text';

export function Description({ product }: { product: ProductDetail }) {
  const { t } = useTranslation(NS);
  return (
    <div className="cat-description">
      <p>{product.description}</p>
      <table className="cat-spec-table">
        <caption className="sf-visually-hidden">{t('detail.specifications')}</caption>
        <tbody>
          {product.specs.map((s) => (
            <tr key={s.name}>
              <th scope="row">{specName(t, s.name)}</th>
              <td>{s.values.map((v) => specValue(t, v)).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
