import { LANGUAGE_TAGS, type Locale } from '@storefront/shared/routes';
import { format, type MessageKey } from '../../i18n/messages';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SandboxPageData {
  locale: Locale;
  serial: string;
  orderNo: string;
  amount: string;
  method: string;
  /** open: approve or decline; done: already approved or declined; unavailable: not the live attempt of a payable order. */
  state: SandboxPageState;
  backUrl: string;
  /** The answer's Content-Security-Policy nonce for the page's own stylesheet (reply.cspNonce.style). */
  styleNonce?: string;
}

export type SandboxPageState = 'open' | 'done' | 'unavailable';

// The page's own icon, inline: without one the browser asks for /favicon.ico, which the API does not serve (a 404 in the console).
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect x='1' y='3' width='14' height='10' rx='2' fill='%231a7f37'/%3E%3Crect x='1' y='5.5' width='14' height='2' fill='%23fff'/%3E%3C/svg%3E";

/** The hosted page of the built-in sandbox provider: says it is a test, the order, the amount, approve or decline. */
export function sandboxPage(d: SandboxPageData): string {
  const t = (key: MessageKey) => escapeHtml(format(d.locale, key));
  const body =
    d.state !== 'open'
      ? `<p role="status">${t(d.state === 'done' ? 'pay.page.done' : 'pay.page.unavailable')}</p><p><a href="${escapeHtml(d.backUrl)}">${t('pay.page.back')}</a></p>`
      : `<form method="post" action="/api/pay/sandbox/${escapeHtml(d.serial)}">
        <button type="submit" name="decision" value="approve" class="approve">${t('pay.page.approve')}</button>
        <button type="submit" name="decision" value="decline" class="decline">${t('pay.page.decline')}</button>
      </form>`;
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[d.locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="${ICON}">
<title>${t('pay.page.title')}</title>
<style${d.styleNonce ? ` nonce="${escapeHtml(d.styleNonce)}"` : ''}>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2330; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .4rem 1rem; }
  dt { color: #555; } dd { margin: 0; font-weight: 600; }
  form { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { flex: 1; font: inherit; padding: .7rem 1rem; border-radius: 6px; border: 1px solid #1d2330; cursor: pointer; background: #fff; }
  button.approve { background: #1a7f37; border-color: #1a7f37; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #0b5fff; outline-offset: 2px; }
  .test-notice { margin: 0 0 1.5rem; padding: .8rem 1rem; border: 2px solid #9a6700; border-radius: 6px; background: #fff8c5; color: #3b2300; }
</style>
</head>
<body>
<main>
  <p class="test-notice" role="note" data-testid="sandbox-test-notice"><strong>${t('pay.page.testTitle')}</strong><br>${t('pay.page.testNotice')}</p>
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
