import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LocaleLink, Loading, Pager } from '@storefront/shared/ui';
import { ConfirmDialog } from '@storefront/shared/ui/dialog';
import { NS } from '../../../i18n';
import { dateTime } from '../../../lib/date';
import {
  $openId,
  $pendingDelete,
  $selectedMail,
  $selectFirst,
  $unread,
  allMailToggled,
  deleteCancelled,
  deleteConfirmed,
  deleteSelectedClicked,
  inbox,
  mailToggled,
  messageClosed,
  messageOpened,
} from '../model';

/** The inbox: unread marker, read in place; one action area deletes the ticked messages after the confirm prompt. */
export function Inbox() {
  const { t } = useTranslation(NS);
  const [data, failed, unread, openId, pending, selected, selectFirst] = useUnit([
    inbox.$data,
    inbox.$failed,
    $unread,
    $openId,
    $pendingDelete,
    $selectedMail,
    $selectFirst,
  ]);
  const [opened, pageChanged, open, close, toggle, toggleAll, askDelete, confirm, cancel] = useUnit([
    inbox.opened,
    inbox.pageChanged,
    messageOpened,
    messageClosed,
    mailToggled,
    allMailToggled,
    deleteSelectedClicked,
    deleteConfirmed,
    deleteCancelled,
  ]);
  if (failed) return <ErrorState onRetry={() => opened()} />;
  if (!data) return <Loading />;
  return (
    <>
      <p className="acc-muted" data-testid="mail-unread">
        {t('mail.unreadCount', { count: unread })}
      </p>
      {data.total === 0 ? (
        <EmptyState>{t('mail.empty')}</EmptyState>
      ) : (
        <>
          <div className="acc-toolbar" data-testid="mail-actions">
            <label>
              <input
                type="checkbox"
                checked={data.list.length > 0 && data.list.every((m) => selected.includes(m.id))}
                onChange={(e) => toggleAll(e.target.checked)}
              />{' '}
              {t('mail.selectAll')}
            </label>
            <button type="button" className="sf-btn" onClick={askDelete}>
              {t('mail.deleteSelected', { count: selected.length })}
            </button>
            {selectFirst && (
              <span className="sf-field-error" role="alert">
                {t('mail.selectFirst')}
              </span>
            )}
          </div>
          <ul className="acc-list" data-testid="mail-list">
            {data.list.map((m) => {
              const isOpen = openId === m.id;
              return (
                <li key={m.id} className={`sf-card${m.read ? '' : ' acc-unread'}`} data-testid="mail-item" data-read={m.read}>
                  <div className="acc-row acc-mail-row">
                    <input type="checkbox" checked={selected.includes(m.id)} onChange={() => toggle(m.id)} aria-label={t('mail.select', { title: m.title })} />
                    <button
                      type="button"
                      className="sf-link-btn"
                      aria-expanded={isOpen}
                      aria-controls={`mail-body-${m.id}`}
                      onClick={() => (isOpen ? close() : open(m))}
                    >
                      {!m.read && <span className="acc-dot" aria-label={t('mail.unread')} role="img" />}
                      {m.title}
                    </button>
                    <span className="acc-muted">{dateTime(m.createdAt)}</span>
                  </div>
                  {isOpen && (
                    <div id={`mail-body-${m.id}`}>
                      <p>{m.body}</p>
                      {m.orderId ? <LocaleLink to={`user/order/details/${m.orderId}`}>{t('mail.viewOrder')}</LocaleLink> : null}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {data.total > 0 && <Pager page={data.page} size={data.size} total={data.total} onChange={pageChanged} />}
      <ConfirmDialog
        open={pending !== null}
        title={t('mail.deleteConfirm.title')}
        message={t('mail.deleteConfirm.body')}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </>
  );
}
