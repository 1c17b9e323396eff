import type { Locale } from '@storefront/shared/routes';
import { format, type MessageKey } from '../../i18n/messages';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SandboxPageData {
  locale: Locale;
  serial: string;
  orderNo: string;
  amount: string;
  method: string;
  /** The attempt was already approved, declined or replaced. */
  done: boolean;
  backUrl: string;
}

const HTML_LANG: Record<Locale, string> = { en: 'en', cn: 'zh-Hans', de: 'de', es: 'es', fr: 'fr', jp: 'ja', pt: 'pt', ru: 'ru', tw: 'zh-Hant' };

/** The hosted page of the built-in sandbox provider: the order, the amount, approve or decline. */
export function sandboxPage(d: SandboxPageData): string {
  const t = (key: MessageKey) => escapeHtml(format(d.locale, key));
  const body = d.done
    ? `<p role="status">${t('pay.page.done')}</p><p><a href="${escapeHtml(d.backUrl)}">${t('pay.page.back')}</a></p>`
    : `<form method="post" action="/api/pay/sandbox/${escapeHtml(d.serial)}">
        <button type="submit" name="decision" value="approve" class="approve">${t('pay.page.approve')}</button>
        <button type="submit" name="decision" value="decline" class="decline">${t('pay.page.decline')}</button>
      </form>`;
  return `<!doctype html>
<html lang="${HTML_LANG[d.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('pay.page.title')}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2330; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
  dt { color: #555; } dd { margin: 0; font-weight: 600; }
  form { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { flex: 1; font: inherit; padding: .7rem 1rem; border-radius: 6px; border: 1px solid #1d2330; cursor: pointer; background: #fff; }
  button.approve { background: #1a7f37; border-color: #1a7f37; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0b5fff; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <h1>${t('pay.page.title')}</h1>
  <p>${t('pay.page.intro')}</p>
  <dl>
    <dt>${t('pay.page.order')}</dt><dd data-testid="sandbox-order-no">${escapeHtml(d.orderNo)}</dd>
    <dt>${t('pay.page.amount')}</dt><dd data-testid="sandbox-amount">${escapeHtml(d.amount)}</dd>
    <dt>${t('pay.page.method')}</dt><dd>${escapeHtml(d.method)}</dd>
  </dl>
  ${body}
</main>
</body>
</html>`;
}
