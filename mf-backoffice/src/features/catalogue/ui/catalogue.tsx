import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail, Sku } from '@storefront/shared/schemas/catalog';
import { NS } from '../../../i18n';
import type { ConsoleError } from '../../../lib/api';
import { useConfirm } from '../../../lib/confirm';
import { fetchProduct, setSkuPrice, setSkuStock } from '../api';
import { minorToPrice, parseStock, priceToMinor } from '../amounts';
import { PhotoGallery } from './photos';
import { ErrorNote, HeadRow } from '../../../lib/notes';

function SkuRow({ sku, onSaved }: { sku: Sku; onSaved(): void }) {
  const { t } = useTranslation(NS);
  const { ask, dialog } = useConfirm();
  const [price, setPrice] = useState(minorToPrice(sku.price));
  const [stock, setStock] = useState(String(sku.stock));
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (e: ConsoleError) => setProblem(e.message);
  const savePrice = () => {
    const minor = priceToMinor(price);
    if (minor === null) return setProblem(t('catalogue.priceInvalid'));
    setProblem(null);
    ask(t('catalogue.setPrice'), t('catalogue.confirmPrice', { code: sku.code, from: minorToPrice(sku.price), to: minorToPrice(minor) }), () =>
      setSkuPrice(sku.id, minor).then(onSaved, fail),
    );
  };
  const saveStock = () => {
    const pieces = parseStock(stock);
    if (pieces === null) return setProblem(t('catalogue.stockInvalid'));
    setProblem(null);
    ask(t('catalogue.setStock'), t('catalogue.confirmStock', { code: sku.code, from: sku.stock, to: pieces }), () =>
      setSkuStock(sku.id, pieces).then(onSaved, fail),
    );
  };
  return (
    <tr data-testid="sku-row">
      <th scope="row">
        {sku.code}
        <span className="bo-muted"> {Object.values(sku.options).join(' / ')}</span>
      </th>
      <td>
        <input aria-label={t('catalogue.priceOf', { code: sku.code })} value={price} onChange={(e) => setPrice(e.target.value)} inputMode="decimal" />
        <button type="button" className="sf-btn" onClick={savePrice}>
          {t('catalogue.setPrice')}
        </button>
      </td>
      <td>
        <input aria-label={t('catalogue.stockOf', { code: sku.code })} value={stock} onChange={(e) => setStock(e.target.value)} inputMode="numeric" />
        <button type="button" className="sf-btn" onClick={saveStock}>
          {t('catalogue.setStock')}
        </button>
        <ErrorNote message={problem} />
        {dialog}
      </td>
    </tr>
  );
}

/** A product found by its number: its SKUs' price and stock, and its photos, to change. */
export function Catalogue() {
  const { t } = useTranslation(NS);
  const id = useId();
  const [productId, setProductId] = useState('');
  const [product, setProduct] = useState<ProductDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const load = (value = productId) => {
    if (!/^\d+$/.test(value)) return setProblem(t('catalogue.productInvalid'));
    fetchProduct(Number(value)).then(
      (p) => {
        setProduct(p);
        setProblem(null);
      },
      (e: ConsoleError) => {
        setProduct(null);
        setProblem(e.message);
      },
    );
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    load();
  };
  return (
    <section aria-labelledby="bo-catalogue-title">
      <h1 id="bo-catalogue-title">{t('nav.catalogue')}</h1>
      <form role="search" onSubmit={find} className="bo-form bo-inline">
        <label htmlFor={id}>{t('catalogue.productId')}</label>
        <input id={id} value={productId} onChange={(e) => setProductId(e.target.value.trim())} inputMode="numeric" />
        <button type="submit" className="sf-btn sf-btn--primary">
          {t('catalogue.find')}
        </button>
      </form>
      <ErrorNote message={problem} />
      {saved && <p role="status">{t('catalogue.saved')}</p>}
      {product && (
        <>
          <h2>{product.name}</h2>
          <table className="bo-table">
            <HeadRow labels={[t('catalogue.sku'), t('catalogue.price'), t('catalogue.stock')]} />
            <tbody>
              {product.skus.map((sku) => (
                <SkuRow
                  key={`${sku.id}:${sku.price}:${sku.stock}`}
                  sku={sku}
                  onSaved={() => {
                    setSaved(true);
                    load(String(product.id));
                  }}
                />
              ))}
            </tbody>
          </table>
          <PhotoGallery key={product.id} productId={product.id} name={product.name} />
        </>
      )}
    </section>
  );
}
