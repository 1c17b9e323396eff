import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@storefront/shared/ui';
import type { Paged } from '@storefront/shared/schemas/common';
import { NS } from '../../../i18n';
import type { ConsoleError } from '../../../lib/api';
import { when } from '../../../lib/confirm';
import { fetchAudit, type AuditEntry } from '../api';
import { ErrorNote, HeadRow } from '../../../lib/notes';

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
      <ErrorNote message={problem} />
      {result && (
        <>
          <table className="bo-table">
            <HeadRow labels={[t('audit.who'), t('audit.when'), t('audit.what'), t('audit.target'), t('audit.before'), t('audit.after')]} />
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
