import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_TAGS, localePath, type Locale } from '@storefront/shared/routes';
import { ok, responses } from '../../lib/envelope';
import { ApiError } from '../../lib/errors';
import { escapeHtml } from '../../lib/shell-page';
import { requestLocale, t, text } from '../../i18n/messages';
import { newsletterBodySchema, newsletterResultSchema } from './schemas';
import { checkLink, confirmSubscription, newsletterKey, subscribe, unsubscribe, type LinkResult } from './service';

const tokenQuerySchema = z.object({ token: z.string().max(200).default('') });
// RFC 8058: a one-click POST carries List-Unsubscribe=One-Click; a person's form carries nothing else either.
const formBodySchema = z
  .object({ token: z.string().max(200).optional() })
  .passthrough()
  .nullish();

type PageKey = 'confirm' | 'confirmed' | 'unsubscribed' | 'invalid';

/** A small page of its own (the links are opened from a mail, by someone who may not be logged in). */
function page(reply: FastifyReply, key: PageKey, result: LinkResult, fallback: Locale, form?: { action: string; token: string }) {
  const locale = result.ok ? result.locale : fallback;
  const words = (name: string) => text(locale, 'mail', `page.${name}` as never, { email: result.ok ? result.email : '' });
  const title = words(`${key === 'unsubscribed' ? 'unsubscribed' : key}Title`);
  const button = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="token" value="${escapeHtml(form.token)}"><button type="submit">${escapeHtml(title)}</button></form>`
    : '';
  const html = `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(words(`${key}Text`))}</p>${button}<p><a href="${escapeHtml(localePath(locale, '/'))}">${escapeHtml(words('back'))}</a></p></main></body></html>`;
  return reply
    .code(result.ok ? 200 : 400)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .send(html);
}

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const key = await newsletterKey(app.config);

  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['content'],
        summary:
          'Signs an address up for the newsletter (double opt-in): it is mailed a link to confirm, and only a confirmed address gets the one-time promo code and the newsletter. The answer is the same whether or not the address was known; msg is it in the shopper’s language',
        body: newsletterBodySchema,
        response: responses(newsletterResultSchema, [400, 429]),
      },
    },
    async (request, reply) => {
      const result = await subscribe(app.db, key, request.body.email, { ip: request.ip, locale: requestLocale(request) });
      if (result.ok) return ok(result.data, t(request, 'newsletter.subscribed'));
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new ApiError(429, 429, 'tooManyRequests');
    },
  );

  // A link scanner opening the mail's link must not confirm for the reader: the page asks, its form confirms.
  app.get(
    '/newsletter/confirm',
    { schema: { tags: ['content'], summary: 'The confirm link of a signup mail: a page (HTML) whose button confirms', querystring: tokenQuerySchema } },
    async (request, reply) => {
      const found = await checkLink(app.db, key, 'confirm', request.query.token);
      return page(reply, found.ok ? 'confirm' : 'invalid', found, requestLocale(request), { action: '/api/newsletter/confirm', token: request.query.token });
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags: ['content'],
        summary: 'Confirms a signup (token from the confirm link, in the form or the query); the first confirmation mails the welcome code. A page (HTML)',
        querystring: tokenQuerySchema,
        body: formBodySchema,
      },
    },
    async (request, reply) => {
      const token = request.body?.token ?? request.query.token;
      const done = await confirmSubscription(app.db, key, token);
      return page(reply, done.ok ? 'confirmed' : 'invalid', done, requestLocale(request));
    },
  );

  app.get(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['content'],
        summary: 'The unsubscribe link of every newsletter mail: ends the subscription, no login needed. A page (HTML)',
        querystring: tokenQuerySchema,
      },
    },
    async (request, reply) => {
      const done = await unsubscribe(app.db, key, request.query.token);
      return page(reply, done.ok ? 'unsubscribed' : 'invalid', done, requestLocale(request));
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['content'],
        summary: 'One-click unsubscribe (RFC 8058, List-Unsubscribe-Post) with the token of the List-Unsubscribe address; no login needed',
        querystring: tokenQuerySchema,
        body: formBodySchema,
        response: responses(z.object({ unsubscribed: z.literal(true) }), [400]),
      },
    },
    async (request) => {
      const done = await unsubscribe(app.db, key, request.body?.token ?? request.query.token);
      if (!done.ok) throw ApiError.badRequest('http.badRequest');
      return ok({ unsubscribed: true as const });
    },
  );
};

export default newsletterRoutes;
