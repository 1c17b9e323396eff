import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary, Loading } from '@storefront/shared/ui';
import { NS } from '../../../i18n';
import type { ConsoleError } from '../../../lib/api';
import { useConfirm, when } from '../../../lib/confirm';
import { endCanary, fetchReleases, promoteCanary, rollBack, startCanary, type ReleaseChange, type ReleaseListing } from '../api';
import { ErrorNote, HeadRow } from '../../../lib/notes';

/** How often a running canary's counts are read again while the page is open (the server counts every few seconds). */
const CANARY_REFRESH_MS = 5_000;

// The charts come in a chunk of their own when the releases page opens: the console's first load stays as it was.
const ReleaseHealthPanel = lazy(() => import('./release-health'));

/** A canary share the API takes: more than 0 and less than 100 per cent. */
export function canaryShare(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 && value < 100 ? value : null;
}

type Outcome = { change: ReleaseChange } | { problem: string };

function RemoteReleases({ listing, onChanged }: { listing: ReleaseListing; onChanged(outcome: Outcome): void }) {
  const { t, i18n } = useTranslation(NS);
  const { ask, dialog } = useConfirm();
  const [share, setShare] = useState('10');
  const [shareInvalid, setShareInvalid] = useState(false);
  const { remote, canary, health } = listing;
  const done = [(change: ReleaseChange) => onChanged({ change }), (e: ConsoleError) => onChanged({ problem: e.message })] as const;
  const target = listing.previousGood;
  const startCanaryOf = (version: string) => {
    const percent = canaryShare(share);
    setShareInvalid(percent === null);
    if (percent === null) return;
    ask(t('releases.canary'), t('releases.confirmCanary', { remote, version, percent }), () => startCanary(remote, version, percent).then(...done));
  };
  return (
    <section className="bo-card" aria-labelledby={`bo-rel-${remote}`} data-testid={`release-${remote}`}>
      <h2 id={`bo-rel-${remote}`}>{remote}</h2>
      <p>
        {t('releases.current')}: <strong data-testid="current-version">{listing.current ?? t('releases.none')}</strong>
      </p>
      {target && (
        <button
          type="button"
          className="sf-btn sf-btn--primary"
          onClick={() => ask(t('releases.rollback'), t('releases.confirmRollback', { remote, version: target }), () => rollBack(remote, target).then(...done))}
        >
          {t('releases.rollbackTo', { version: target })}
        </button>
      )}
      {canary && (
        <div className="bo-canary" data-testid="canary">
          <p>{t('releases.canaryNow', { version: canary.version, percent: canary.percent, by: canary.by, at: when(canary.startedAt, i18n.language) })}</p>
          {health && (
            <p>
              {t('releases.health', {
                canaryServed: health.canary.served,
                canaryFailing: health.canary.failing,
                stableServed: health.stable.served,
                stableFailing: health.stable.failing,
              })}
            </p>
          )}
          <button
            type="button"
            className="sf-btn sf-btn--primary"
            onClick={() =>
              ask(t('releases.promote'), t('releases.confirmPromote', { remote, version: canary.version }), () => promoteCanary(remote).then(...done))
            }
          >
            {t('releases.promote')}
          </button>
          <button
            type="button"
            className="sf-btn"
            onClick={() =>
              ask(t('releases.endCanary'), t('releases.confirmEndCanary', { remote, version: canary.version }), () => endCanary(remote).then(...done))
            }
          >
            {t('releases.endCanary')}
          </button>
        </div>
      )}
      {remote !== 'shell' && (
        <ErrorBoundary fallback={<p className="bo-error">{t('releases.healthFailed')}</p>}>
          <Suspense fallback={<Loading />}>
            <ReleaseHealthPanel remote={remote} revision={`${listing.current}:${canary?.version ?? ''}:${canary?.percent ?? ''}`} />
          </Suspense>
        </ErrorBoundary>
      )}
      <table className="bo-table">
        <caption>{t('releases.history')}</caption>
        <HeadRow labels={[t('releases.version'), t('releases.by'), t('releases.when'), t('releases.actions')]} />
        <tbody>
          {listing.versions.map((v) => (
            <tr key={v.version}>
              <td>
                {v.version}
                {v.current && ` (${t('releases.current')})`}
                {v.rolledBack && ` (${t('releases.rolledBack')})`}
              </td>
              <td>{v.by ?? ''}</td>
              <td>{when(v.releasedAt, i18n.language)}</td>
              <td>
                {!v.current && (
                  <button
                    type="button"
                    className="sf-btn"
                    onClick={() =>
                      ask(t('releases.rollback'), t('releases.confirmRollback', { remote, version: v.version }), () =>
                        rollBack(remote, v.version).then(...done),
                      )
                    }
                  >
                    {t('releases.makeCurrent')}
                    <span className="sf-visually-hidden"> {v.version}</span>
                  </button>
                )}
                {!v.current && !canary && remote !== 'shell' && (
                  <button type="button" className="sf-btn" onClick={() => startCanaryOf(v.version)}>
                    {t('releases.canary')}
                    <span className="sf-visually-hidden"> {v.version}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!canary && remote !== 'shell' && listing.versions.length > 1 && (
        <label className="bo-form bo-inline">
          {t('releases.share')}
          <input value={share} onChange={(e) => setShare(e.target.value)} inputMode="decimal" aria-invalid={shareInvalid} />
        </label>
      )}
      {shareInvalid && <p className="bo-error">{t('releases.shareInvalid')}</p>}
      {dialog}
    </section>
  );
}

/** Each remote and the shell: what is served, what was, the canary; roll back, canary, promote. */
export function Releases() {
  const { t } = useTranslation(NS);
  const [listings, setListings] = useState<ReleaseListing[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  // Only the newest read is shown: a refresh sent before a change must not answer after the change's own.
  const reads = useRef(0);
  const load = useCallback(() => {
    const read = ++reads.current;
    fetchReleases().then(
      (l) => read === reads.current && setListings(l),
      (e: ConsoleError) => read === reads.current && setProblem(e.message),
    );
  }, []);
  useEffect(load, [load]);
  const canaryRunning = listings?.some((l) => l.canary) ?? false;
  useEffect(() => {
    if (!canaryRunning) return;
    const timer = setInterval(load, CANARY_REFRESH_MS);
    return () => clearInterval(timer);
  }, [canaryRunning, load]);
  const changed = (outcome: Outcome) => {
    if ('problem' in outcome) {
      setProblem(outcome.problem);
      setStatus(null);
    } else {
      const { remote, current, canary } = outcome.change;
      setProblem(null);
      setStatus(canary ? t('releases.nowWithCanary', { remote, version: current, canary }) : t('releases.nowCurrent', { remote, version: current }));
    }
    load();
  };
  return (
    <section aria-labelledby="bo-releases-title">
      <h1 id="bo-releases-title">{t('nav.releases')}</h1>
      <ErrorNote message={problem} />
      {status && <p role="status">{status}</p>}
      {listings?.map((listing) => (
        <RemoteReleases key={listing.remote} listing={listing} onChanged={changed} />
      ))}
    </section>
  );
}
