import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { MAX_ADDRESSES } from '@storefront/shared/schemas/checkout';
import { $locale } from '@storefront/shared/store';
import { EmptyState, ErrorState, Loading } from '@storefront/shared/ui';
import { ConfirmDialog } from '@storefront/shared/ui/dialog';
import { AddressForm } from '@storefront/shared/ui/address-form';
import { countryName } from '@storefront/shared/format';
import { NS } from '../../../i18n';
import {
  $addresses,
  $editing,
  $failed,
  $isSaving,
  $pendingDelete,
  $showAll,
  addClicked,
  addressBookOpened,
  defaultClicked,
  deleteCancelled,
  deleteClicked,
  deleteConfirmed,
  editClicked,
  FIRST_ADDRESSES,
  formClosed,
  formSubmitted,
  moreClicked,
} from '../model';

/** The address book: list, add, change, delete with confirm, set default, more addresses. */
export function AddressBook() {
  const { t } = useTranslation(NS);
  const locale = useUnit($locale);
  const [addresses, failed, editing, saving, pending, showAll] = useUnit([$addresses, $failed, $editing, $isSaving, $pendingDelete, $showAll]);
  const [opened, add, edit, close, submit, askDelete, confirm, cancel, makeDefault, more] = useUnit([
    addressBookOpened,
    addClicked,
    editClicked,
    formClosed,
    formSubmitted,
    deleteClicked,
    deleteConfirmed,
    deleteCancelled,
    defaultClicked,
    moreClicked,
  ]);
  if (failed) return <ErrorState onRetry={opened} />;
  if (!addresses) return <Loading />;
  const shown = showAll ? addresses : addresses.slice(0, FIRST_ADDRESSES);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div className="acc-actions">
        <button type="button" className="sf-btn sf-btn--primary" onClick={add} disabled={addresses.length >= MAX_ADDRESSES || editing !== null}>
          {t('address.add')}
        </button>
        <span className="acc-muted">{t('address.count', { count: addresses.length, max: MAX_ADDRESSES })}</span>
      </div>
      {editing === 'new' && <AddressForm key="new" idPrefix="ad" label={t('address.add')} locale={locale} saving={saving} onSubmit={submit} onCancel={close} />}
      {addresses.length === 0 && editing === null ? <EmptyState>{t('address.empty')}</EmptyState> : null}
      <ul className="acc-list" data-testid="address-list">
        {shown.map((a) =>
          editing !== null && editing !== 'new' && editing.id === a.id ? (
            <li key={a.id}>
              <AddressForm
                key={a.id}
                idPrefix="ad"
                label={t('address.change')}
                locale={locale}
                address={a}
                saving={saving}
                onSubmit={submit}
                onCancel={close}
              />
            </li>
          ) : (
            <li key={a.id} className="sf-card" data-testid="address" data-default={a.isDefault}>
              <div className="acc-row">
                <strong>
                  {a.consignee} · {a.phone}
                </strong>
                {a.isDefault && <span className="acc-badge acc-badge--brand">{t('address.default')}</span>}
              </div>
              <p style={{ margin: '6px 0' }}>{[a.line, a.city, a.region, a.postcode, countryName(locale, a.country)].filter(Boolean).join(', ')}</p>
              <div className="acc-actions">
                <button type="button" className="sf-btn" onClick={() => edit(a)} aria-label={t('address.changeNamed', { name: a.consignee })}>
                  {t('address.change')}
                </button>
                <button type="button" className="sf-btn" onClick={() => askDelete(a.id)} aria-label={t('address.deleteNamed', { name: a.consignee })}>
                  {t('common.delete')}
                </button>
                {!a.isDefault && (
                  <button type="button" className="sf-btn" onClick={() => makeDefault(a.id)} aria-label={t('address.setDefaultNamed', { name: a.consignee })}>
                    {t('address.setDefault')}
                  </button>
                )}
              </div>
            </li>
          ),
        )}
      </ul>
      {!showAll && addresses.length > FIRST_ADDRESSES && (
        <button type="button" className="sf-btn" onClick={more}>
          {t('address.more', { count: addresses.length - FIRST_ADDRESSES })}
        </button>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={t('address.deleteConfirm.title')}
        message={t('address.deleteConfirm.body')}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </div>
  );
}
