import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';

export const LOCALES = ['en', 'cn', 'de', 'es', 'fr', 'jp', 'pt', 'ru', 'tw'] as const;
const root = resolve(import.meta.dirname, '../..');

/** The texts a namespace shows in a locale, read from the app's own translation files. */
export function texts(pkg: string, locale: string): any {
  const dir = pkg === 'shared' ? 'shared/src/i18n/locales' : `${pkg}/src/i18n`;
  return JSON.parse(readFileSync(resolve(root, dir, `${locale}.json`), 'utf8'));
}

export async function setSettings(request: APIRequestContext, values: Record<string, unknown>) {
  const res = await request.put('/api/dev/settings', { data: values });
  if (!res.ok()) throw new Error(`settings: ${res.status()} ${await res.text()}`);
}

/** The newest mail to the address in the development outbox, or the newest of one kind (say `emailCode`). */
export async function latestMail(request: APIRequestContext, to: string, kind?: string) {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = await res.json();
  type Mail = { kind: string; subject: string; text: string; html: string };
  const mails = body.data as Mail[];
  // Undefined when there is none, which some journeys assert.
  return (kind ? mails.find((mail) => mail.kind === kind) : mails[0]) as Mail;
}

export async function chooseCurrency(page: Page, currency: string) {
  await page.getByTestId('currency-select').selectOption(currency);
}

/** What the page's layout shifts added up to, and what moved. */
interface LayoutShifts {
  total: number;
  moved: string[];
}

/**
 * Sums the page's layout shifts from its first paint on, as CLS counts them (not those right after an input),
 * and notes what moved for a failure message. Call before the first navigation; it holds for every later one.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
    const w = window as unknown as { __shifts: LayoutShifts };
    w.__shifts = { total: 0, moved: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__shifts.total += entry.value;
        for (const s of entry.sources) {
          const [was, is] = [s.previousRect, s.currentRect];
          w.__shifts.moved.push(
            `${(s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? s.node?.nodeName}: ` +
              `x ${was.x} -> ${is.x}, y ${was.y} -> ${is.y}, w ${was.width} -> ${is.width}, h ${was.height} -> ${is.height}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts of the page open now, watched by `watchLayoutShifts`. */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: LayoutShifts }).__shifts);
