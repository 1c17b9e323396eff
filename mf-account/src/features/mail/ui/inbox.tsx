import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, EmptyState, ErrorState, LocaleLink, Loading, Pager } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import { dateTime } from '../../../lib/date';
import { $openId, $pendingDelete, $unread, deleteCancelled, deleteClicked, deleteConfirmed, inbox, messageClosed, messageOpened } from '../model';

/** The inbox: unread marker, read in place, delete with the confirm prompt. */
export function Inbox() {
  const { t } = useTranslation(NS);
  const [data, failed, unread, openId, pending] = useUnit([inbox.$data, inbox.$failed, $unread, $openId, $pendingDelete]);
  const [opened, pageChanged, open, close, askDelete, confirm, cancel] = useUnit([
    inbox.opened, inbox.pageChanged, messageOpened, messageClosed, deleteClicked, deleteConfirmed, deleteCancelled,
  ]);
  useEffect(() => void opened(), [opened]);
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
        <ul className="acc-list" data-testid="mail-list">
          {data.list.map((m) => {
            const isOpen = openId === m.id;
            return (
              <li key={m.id} className={`sf-card${m.read ? '' : ' acc-unread'}`} data-testid="mail-item" data-read={m.read}>
                <div className="acc-row">
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
                <div className="acc-actions" style={{ marginTop: 8 }}>
                  <button type="button" className="sf-btn" onClick={() => askDelete(m.id)}>
                    {t('common.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {data.total > 0 && <Pager page={data.page} size={data.size} total={data.total} onChange={pageChanged} />}
      <ConfirmDialog open={pending !== null} onConfirm={confirm} onCancel={cancel} />
    </>
  );
}
