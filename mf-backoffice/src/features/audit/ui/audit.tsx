import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@storefront/shared/ui';
import type { Paged } from '@storefront/shared/schemas/common';
import { NS } from '../../../i18n';
import type { ConsoleError } from '../../../lib/api';
import { when } from '../../../lib/confirm';
import { fetchAudit, type AuditEntry } from '../api';

const SIZE = 20;
const shown = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Who changed what and when, newest first, with the state before and after. */
export function Audit() {
  const { t, i18n } = useTranslation(NS);
  const [{ page, size }, setPage] = useState({ page: 1, size: SIZE });
  const [result, setResult] = useState<Paged<AuditEntry> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    fetchAudit(page, size).then(setResult, (e: ConsoleError) => setProblem(e.message));
  }, [page, size]);
  return (
    <section aria-labelledby="bo-audit-title">
      <h1 id="bo-audit-title">{t('nav.audit')}</h1>
      {problem && (
        <p role="alert" className="bo-error">
          {problem}
        </p>
      )}
      {result && (
        <>
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.before')}</th>
                <th scope="col">{t('audit.after')}</th>
              </tr>
            </thead>
            <tbody>
              {result.list.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.actor}</td>
                  <td>{when(entry.at, i18n.language)}</td>
                  <td>{entry.action}</td>
                  <td>{entry.target}</td>
                  <td>
                    <code>{shown(entry.before)}</code>
                  </td>
                  <td>
                    <code>{shown(entry.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {result.list.length === 0 && <p>{t('empty')}</p>}
          <Pager page={result.page} size={result.size} total={result.total} onChange={setPage} />
        </>
      )}
    </section>
  );
}
