import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RELEASE_HEALTH_HOURS } from '@storefront/shared/contracts/release-health';
import { LANGUAGE_TAGS, type Locale } from '@storefront/shared/routes';
import type { ReleaseHealth } from '@storefront/shared/schemas/release-health';
import { Loading } from '@storefront/shared/ui';
import { HEALTH_NS } from '../../../i18n/release-health';
import type { ConsoleError } from '../../../lib/api';
import { fetchReleaseHealth, type ShopRemote } from '../api';
import { HealthCharts } from './health-charts';

/**
 * One remote's real-user health over the last hours, loaded with the releases page but in a chunk of its own,
 * so the console's first load does not carry the charts. Asks again when `revision` changes (a release,
 * rollback or canary change).
 */
export default function ReleaseHealthPanel({ remote, revision }: { remote: ShopRemote; revision: string }) {
  const { t, i18n } = useTranslation(HEALTH_NS);
  const id = useId();
  const [health, setHealth] = useState<ReleaseHealth | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchReleaseHealth(remote, RELEASE_HEALTH_HOURS).then(
      (answer) => live && (setHealth(answer), setProblem(null)),
      (e: ConsoleError) => live && setProblem(e.message),
    );
    return () => {
      live = false;
    };
  }, [remote, revision]);
  const tag = LANGUAGE_TAGS[i18n.language as Locale] ?? i18n.language;
  const span = new Intl.NumberFormat(tag, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(RELEASE_HEALTH_HOURS);
  return (
    <section className="bo-health" aria-labelledby={id} data-testid="release-health">
      <h3 id={id}>{t('healthTitle', { span })}</h3>
      {problem ? (
        <p role="alert" className="bo-error">
          {problem}
        </p>
      ) : health ? (
        <HealthCharts health={health} />
      ) : (
        <Loading />
      )}
    </section>
  );
}
