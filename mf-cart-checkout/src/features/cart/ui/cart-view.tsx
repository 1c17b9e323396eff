import { lazy, Suspense, useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, LocaleLink, useLocaleNavigate, usePriceFormatter } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { CodeSources } from '../../../ui/code-sources';
import { $checked } from '../model';
import {
  $allSelected,
  $checkoutTarget,
  $confirmOpen,
  $lines,
  $notice,
  $selected,
  $selectedCount,
  $total,
  allToggled,
  checkoutStarted,
  deleteConfirmed,
  deleteDismissed,
  deleteSelectedClicked,
  lineToggled,
  proceedClicked,
  quantityChanged,
} from '../selection';
import { CartLineRow } from './cart-line-row';

/** Asked only before a line is deleted: its code comes then, not with the cart page. */
const ConfirmDialog = lazy(() => import('@storefront/shared/ui/dialog').then((m) => ({ default: m.ConfirmDialog })));

/** shop/goodCart. `busy` while the customer's cart is being saved on the server (checkout waits for it). */
export function CartView({ busy = false }: { busy?: boolean }) {
  const { t } = useTranslation(NS);
  const price = usePriceFormatter();
  const navigate = useLocaleNavigate();
  const [lines, checked, selected, allSelected, total, count, notice, confirmOpen, target] = useUnit([
    $lines,
    $checked,
    $selected,
    $allSelected,
    $total,
    $selectedCount,
    $notice,
    $confirmOpen,
    $checkoutTarget,
  ]);
  const [toggle, toggleAll, changeQuantity, askDelete, confirmDelete, dismissDelete, proceed, started] = useUnit([
    lineToggled,
    allToggled,
    quantityChanged,
    deleteSelectedClicked,
    deleteConfirmed,
    deleteDismissed,
    proceedClicked,
    checkoutStarted,
  ]);

  useEffect(() => {
    if (!target) return;
    started();
    navigate(`shop/placeAnOrder?items=${target.join(',')}`);
  }, [target, started, navigate]);

  if (lines.length === 0) {
    return (
      <EmptyState>
        <p>{t('cart.empty')}</p>
        <LocaleLink to="shop" className="sf-btn sf-btn--primary">
          {t('cart.continueShopping')}
        </LocaleLink>
      </EmptyState>
    );
  }

  return (
    <div className="cc-cart">
      {!checked && (
        <div className="cc-cart__checking">
          <Loading />
        </div>
      )}
      <div className="cc-cart__head" aria-hidden="true">
        <span />
        <span />
        <span>{t('cart.item')}</span>
        <span>{t('cart.unitPrice')}</span>
        <span>{t('cart.quantity')}</span>
        <span>{t('cart.subtotal')}</span>
      </div>
      <label className="cc-actions">
        <input type="checkbox" checked={allSelected} onChange={(e) => toggleAll(e.target.checked)} /> {t('cart.selectAll')}
      </label>
      <ul className="cc-lines" aria-label={t('cart.lines')}>
        {lines.map((line) => (
          <CartLineRow key={line.skuId} line={line} selected={selected.includes(line.skuId)} onToggle={toggle} onQuantity={changeQuantity} />
        ))}
      </ul>
      {notice && (
        <p className="cc-notice" role="alert">
          {notice.key === 'cart.tooMany' ? t(notice.key, { name: notice.name, stock: notice.stock }) : t(notice.key)}
        </p>
      )}
      <div className="cc-card cc-cart__foot">
        <div className="cc-actions">
          <button type="button" className="sf-btn" onClick={askDelete}>
            {t('cart.deleteSelected')}
          </button>
          <LocaleLink to="shop">{t('cart.continueShopping')}</LocaleLink>
        </div>
        <div className="cc-actions">
          <span className="cc-muted">{t('cart.selectedCount', { count })}</span>
          <span className="cc-cart__total">
            {t('cart.total')}: <span data-testid="cart-total">{price(total)}</span>
          </span>
          <button type="button" className="sf-btn sf-btn--primary" onClick={proceed} disabled={busy}>
            {t('cart.proceed')}
          </button>
        </div>
        <CodeSources lead={t('cart.codesAtCheckout')} testId="cart-code-sources" />
      </div>
      {confirmOpen && (
        <Suspense fallback={null}>
          <ConfirmDialog open title={t('cart.deleteConfirm.title')} message={t('cart.deleteConfirm.body')} onConfirm={confirmDelete} onCancel={dismissDelete} />
        </Suspense>
      )}
    </div>
  );
}
