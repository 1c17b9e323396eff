import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReleaseHealth } from '@storefront/shared/schemas/release-health';
import { renderConsole } from '../../../test/harness';
import { HealthCharts } from './health-charts';

type Point = ReleaseHealth['versions'][number]['points'][number];
const none: Point = { clients: 0, failing: 0, p75: { LCP: null, INP: null, CLS: null } };
/** Twelve half hours from 06:00 UTC; `set` fills some of them. */
const line = (set: Record<number, Partial<Omit<Point, 'p75'>> & { p75?: Partial<Point['p75']> }>): Point[] =>
  Array.from({ length: 12 }, (_, i) => (set[i] ? { ...none, ...set[i], p75: { ...none.p75, ...set[i].p75 } } : none));

const health: ReleaseHealth = {
  remote: 'catalog',
  current: '3.0.0-b',
  canary: { version: '3.0.0-c', percent: 10 },
  hours: 6,
  bucketMinutes: 30,
  buckets: Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 0, 1, 6) + i * 1_800_000).toISOString()),
  versions: [
    {
      version: '3.0.0-b',
      points: line({
        8: { clients: 2, p75: { LCP: 2250, INP: 150 } },
        // A half hour without reports breaks the line.
        10: { clients: 3, failing: 1, p75: { LCP: 1000, INP: 180, CLS: 0.02 } },
        11: { clients: 2, p75: { LCP: 1200, INP: 190, CLS: 0.01 } },
      }),
    },
    { version: '3.0.0-c', points: line({ 11: { clients: 1, failing: 2, p75: { LCP: 3100, INP: 480, CLS: 0.18 } } }) },
    { version: '3.0.0-a', points: line({ 9: { clients: 4, p75: { LCP: 3250, INP: 250, CLS: 0.05 } } }) },
  ],
};

const versionsDrawn = (chart: HTMLElement) =>
  [...chart.querySelectorAll('g[data-version]')].map((g) => [g.getAttribute('data-version'), g.getAttribute('data-role')]);

describe("a remote's real-user health as small charts", () => {
  it('draws one line per version, current and canary set apart, against the budget, with the figures as text', async () => {
    await renderConsole(<HealthCharts health={health} />);
    const lcp = screen.getByRole('img', { name: "Largest paint (LCP), p75 per version, last 6 hours, Google's good limit 2.5 sec" });
    const chart = screen.getByTestId('chart-LCP');
    expect(chart.contains(lcp)).toBe(true);
    // Earlier versions under the current one, the canary on top.
    expect(versionsDrawn(chart)).toEqual([
      ['3.0.0-a', 'earlier'],
      ['3.0.0-b', 'current'],
      ['3.0.0-c', 'canary'],
    ]);
    const paths = [...chart.querySelectorAll('g[data-version] path')];
    expect(paths).toHaveLength(3);
    const current = chart.querySelector('g[data-role="current"] path')!;
    const canary = chart.querySelector('g[data-role="canary"] path')!;
    expect(current.getAttribute('stroke')).not.toBe(canary.getAttribute('stroke'));
    expect(current.getAttribute('stroke-dasharray')).toBeNull();
    expect(canary.getAttribute('stroke-dasharray')).not.toBeNull();
    // The gap at 11:00 splits the current version's line in two; each point also has its dot.
    expect(current.getAttribute('d')!.match(/M/g)).toHaveLength(2);
    expect(chart.querySelectorAll('g[data-role="current"] circle')).toHaveLength(3);
    // Google's 2.5 s line, above every point but the slow ones.
    const budget = chart.querySelector('line')!;
    expect(within(chart).getByText('2.5 sec')).toBeTruthy();
    const yOf = (d: string) => Number(d.trim().split(' ').at(-1));
    expect(yOf(current.getAttribute('d')!)).toBeGreaterThan(Number(budget.getAttribute('y1')));
    expect(yOf(canary.getAttribute('d')!)).toBeLessThan(Number(budget.getAttribute('y1')));

    // The text alternative: the latest p75 of each version, tied to the chart as its description.
    const latest = document.getElementById(lcp.getAttribute('aria-describedby')!)!;
    expect(latest.textContent).toBe('Latest: 3.0.0-b (current) 1.2 sec at 11:30 AM; 3.0.0-c (canary, 10%) 3.1 sec at 11:30 AM; 3.0.0-a 3.25 sec at 10:30 AM');
    expect(within(screen.getByTestId('chart-INP')).getByTestId('chart-latest').textContent).toContain('3.0.0-c (canary, 10%) 480 ms at 11:30 AM');
    expect(within(screen.getByTestId('chart-CLS')).getByTestId('chart-latest').textContent).toContain('3.0.0-a 0.05 at 10:30 AM');
    expect(within(screen.getByTestId('chart-failing')).getByTestId('chart-latest').textContent).toBe(
      'Latest: 3.0.0-b (current) 0 at 11:30 AM; 3.0.0-c (canary, 10%) 2 at 11:30 AM; 3.0.0-a 0 at 10:30 AM',
    );
    // Counts have no budget line.
    expect(screen.getByTestId('chart-clients').querySelector('line')).toBeNull();
    expect(screen.getByRole('img', { name: 'Clients measured per version, last 6 hours' })).toBeTruthy();

    // Every half hour with data, per version, in a table for screen readers.
    const table = screen.getByRole('table', { name: "Shoppers' experience per version and period of 30 minutes" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('rowheader')[0]!.textContent + ' ' + r.querySelector('td')!.textContent)).toEqual([
      '10:00 AM 3.0.0-b (current)',
      '10:30 AM 3.0.0-a',
      '11:00 AM 3.0.0-b (current)',
      '11:30 AM 3.0.0-b (current)',
      '11:30 AM 3.0.0-c (canary, 10%)',
    ]);
    expect([...rows[1]!.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['3.0.0-a', '3.25 sec', '250 ms', '0.05', '4', '0']);
    expect(screen.getByRole('list', { name: 'Versions in the charts' }).textContent).toContain('3.0.0-c (canary, 10%)');
  });

  it('says so when no shopper reported in the span, in the console language', async () => {
    const empty: ReleaseHealth = { ...health, canary: null, versions: [{ version: '3.0.0-b', points: line({}) }] };
    await renderConsole(<HealthCharts health={empty} />);
    expect(screen.getByTestId('health-empty').textContent).toBe('No data from shoppers in the last 6 hours.');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks the console language, numbers and units included', async () => {
    await renderConsole(<HealthCharts health={health} />, 'de');
    const lcp = screen.getByRole('img', { name: 'Größtes Element gezeichnet (LCP), p75 je Version, letzte 6 Stunden, Googles Grenze für „gut“ 2,5 Sek.' });
    expect(document.getElementById(lcp.getAttribute('aria-describedby')!)!.textContent).toContain('3.0.0-a 3,25 Sek. um 10:30');
  });
});
