import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VITALS_BUDGETS } from '@storefront/shared/contracts/release-health';
import { LANGUAGE_TAGS, type Locale } from '@storefront/shared/routes';
import type { ReleaseHealth } from '@storefront/shared/schemas/release-health';
import { NS } from '../../../i18n';
import { HEALTH_NS } from '../../../i18n/release-health';

type Point = ReleaseHealth['versions'][number]['points'][number];
type Role = 'current' | 'canary' | 'earlier';
type Chart = 'LCP' | 'INP' | 'CLS' | 'clients' | 'failing';

const CHARTS: { chart: Chart; name: string; value(p: Point): number | null }[] = [
  { chart: 'LCP', name: 'metricLCP', value: (p) => p.p75.LCP },
  { chart: 'INP', name: 'metricINP', value: (p) => p.p75.INP },
  { chart: 'CLS', name: 'metricCLS', value: (p) => p.p75.CLS },
  // A count is a point only where the version was seen at all: an empty bucket is a gap, not a zero.
  { chart: 'clients', name: 'metricClients', value: (p) => (p.clients || p.failing ? p.clients : null) },
  { chart: 'failing', name: 'metricFailing', value: (p) => (p.clients || p.failing ? p.failing : null) },
];

/** Current solid and strong, canary dashed in another colour, earlier versions thin and grey: not by colour alone. */
const LINE: Record<Role, { stroke: string; width: number; dash?: string }> = {
  current: { stroke: '#1a56db', width: 2.5 },
  canary: { stroke: '#c2410c', width: 2.5, dash: '6 3' },
  earlier: { stroke: '#6b7280', width: 1.5, dash: '1.5 2.5' },
};

const W = 240;
const H = 72;
const PAD = 6;

function formats(tag: string) {
  const seconds = new Intl.NumberFormat(tag, { style: 'unit', unit: 'second', unitDisplay: 'short', maximumFractionDigits: 2 });
  const ms = new Intl.NumberFormat(tag, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 });
  const score = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
  const whole = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  return {
    value: (chart: Chart, v: number) =>
      chart === 'LCP' ? seconds.format(v / 1000) : chart === 'INP' ? ms.format(v) : chart === 'CLS' ? score.format(v) : whole.format(v),
    span: (unit: 'hour' | 'minute', n: number) => new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' }).format(n),
    time: (iso: string) => new Date(iso).toLocaleTimeString(tag, { hour: '2-digit', minute: '2-digit' }),
  };
}

/** Path of one line, broken where a bucket has no value; lone points get a dot so they show. */
function linePath(values: (number | null)[], x: (i: number) => number, y: (v: number) => number): string {
  let d = '';
  values.forEach((v, i) => {
    if (v === null) return;
    d += `${values[i - 1] == null ? 'M' : 'L'}${x(i).toFixed(1)} ${y(v).toFixed(1)} `;
  });
  return d.trim();
}

interface Series {
  version: string;
  label: string;
  role: Role;
  values: (number | null)[];
}

interface SparklineProps {
  chart: Chart;
  /** The chart's heading. */
  title: string;
  /** The chart's accessible name: what, over which span, and the budget. */
  name: string;
  series: Series[];
  budget: { value: number; label: string } | null;
  /** The latest value per version, as text. */
  summary: string;
}

function Sparkline({ chart, title, name, series, budget, summary }: SparklineProps) {
  const id = useId();
  const top = Math.max(budget?.value ?? 0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null))) * 1.15 || 1;
  const n = series[0]?.values.length ?? 1;
  const x = (i: number) => PAD + (n > 1 ? (i * (W - 2 * PAD)) / (n - 1) : (W - 2 * PAD) / 2);
  const y = (v: number) => H - PAD - (v / top) * (H - 2 * PAD);
  // Earlier versions first, so the current and the canary are drawn over them.
  const order: Role[] = ['earlier', 'current', 'canary'];
  const drawn = [...series].sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role)).filter((s) => s.values.some((v) => v !== null));
  return (
    <figure className="bo-chart" aria-labelledby={`${id}-title`} data-testid={`chart-${chart}`}>
      <h4 id={`${id}-title`}>{title}</h4>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-name`} aria-describedby={`${id}-latest`}>
        <title id={`${id}-name`}>{name}</title>
        {budget && (
          <g>
            <line x1={0} x2={W} y1={y(budget.value)} y2={y(budget.value)} stroke="#b00020" strokeWidth={1} strokeDasharray="2 3" />
            {/* At the left: the latest points are at the right. */}
            <text x={2} y={y(budget.value) - 2} fontSize={9} fill="#b00020">
              {budget.label}
            </text>
          </g>
        )}
        {drawn.map((s) => {
          const line = LINE[s.role];
          return (
            <g key={s.version} data-version={s.version} data-role={s.role}>
              <path d={linePath(s.values, x, y)} fill="none" stroke={line.stroke} strokeWidth={line.width} strokeDasharray={line.dash} strokeLinejoin="round" />
              {s.values.map((v, i) => v !== null && <circle key={i} cx={x(i)} cy={y(v)} r={1.8} fill={line.stroke} />)}
            </g>
          );
        })}
      </svg>
      <p id={`${id}-latest`} className="bo-muted bo-chart-latest" data-testid="chart-latest">
        {summary}
      </p>
    </figure>
  );
}

/**
 * A remote's real-user health over the last hours as small charts, one line per version (current and canary
 * set apart), with Google's budget lines, and the same figures as text: the latest value per version under
 * each chart, and every bucket in a table for screen readers.
 */
export function HealthCharts({ health }: { health: ReleaseHealth }) {
  const { t, i18n } = useTranslation([HEALTH_NS, NS]);
  const format = formats(LANGUAGE_TAGS[i18n.language as Locale] ?? i18n.language);
  const span = format.span('hour', health.hours);
  const step = format.span('minute', health.bucketMinutes);
  const seen = (p: Point) => p.clients > 0 || p.failing > 0;
  if (!health.versions.some((v) => v.points.some(seen))) {
    return (
      <p className="bo-muted" data-testid="health-empty">
        {t('noShopperData', { span })}
      </p>
    );
  }
  const roleOf = (version: string): Role => (version === health.current ? 'current' : version === health.canary?.version ? 'canary' : 'earlier');
  const labelOf = (version: string) => {
    const role = roleOf(version);
    if (role === 'current') return `${version} (${t('releases.current', { ns: NS })})`;
    if (role === 'canary') return `${version} (${t('canaryShare', { percent: health.canary!.percent })})`;
    return version;
  };
  const versions = health.versions.map((v) => ({ ...v, label: labelOf(v.version), role: roleOf(v.version) }));
  return (
    <div className="bo-health">
      <p className="bo-muted">{t('healthSpan', { from: format.time(health.buckets[0]!), step })}</p>
      <ul className="bo-legend" aria-label={t('legend')}>
        {versions.map((v) => (
          <li key={v.version}>
            <svg width="24" height="8" aria-hidden="true">
              <line x1={0} x2={24} y1={4} y2={4} stroke={LINE[v.role].stroke} strokeWidth={LINE[v.role].width} strokeDasharray={LINE[v.role].dash} />
            </svg>{' '}
            {v.label}
            {!v.points.some(seen) && ` · ${t('noValue')}`}
          </li>
        ))}
      </ul>
      <div className="bo-charts">
        {CHARTS.map(({ chart, name, value }) => {
          const series = versions.map((v) => ({ version: v.version, label: v.label, role: v.role, values: v.points.map(value) }));
          const latest = series.flatMap((s) => {
            const i = s.values.findLastIndex((v) => v !== null);
            return i < 0 ? [] : [t('latestItem', { version: s.label, value: format.value(chart, s.values[i]!), time: format.time(health.buckets[i]!) })];
          });
          const metric = t(name);
          const limit = chart in VITALS_BUDGETS ? VITALS_BUDGETS[chart as keyof typeof VITALS_BUDGETS] : null;
          const budget = limit === null ? null : { value: limit, label: format.value(chart, limit) };
          return (
            <Sparkline
              key={chart}
              chart={chart}
              title={metric}
              name={budget ? t('chartNameBudget', { metric, span, budget: budget.label }) : t('chartName', { metric, span })}
              series={series}
              budget={budget}
              summary={t('latest', { list: latest.length ? latest.join('; ') : t('noValue') })}
            />
          );
        })}
      </div>
      <table className="sf-visually-hidden">
        <caption>{t('tableCaption', { step })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('periodFrom')}</th>
            <th scope="col">{t('releases.version', { ns: NS })}</th>
            {CHARTS.map(({ chart, name }) => (
              <th key={chart} scope="col">
                {t(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {health.buckets.flatMap((start, i) =>
            versions
              .filter((v) => seen(v.points[i]!))
              .map((v) => (
                <tr key={`${start}-${v.version}`}>
                  <th scope="row">{format.time(start)}</th>
                  <td>{v.label}</td>
                  {CHARTS.map(({ chart, value }) => {
                    const figure = value(v.points[i]!);
                    return <td key={chart}>{figure === null ? t('noValue') : format.value(chart, figure)}</td>;
                  })}
                </tr>
              )),
          )}
        </tbody>
      </table>
    </div>
  );
}
