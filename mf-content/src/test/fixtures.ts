import type {
  ArticleDetail,
  ArticleList,
  ContactDetails,
  ContentPage,
  ContentPageLink,
  Photo,
  QuestionGroup,
  QuestionItem,
} from '@storefront/shared/contracts/content';
import { allSettled, type EventCallable, type Scope } from 'effector';
import { $locale, localeChosen } from '@storefront/shared/store';
import type { Locale, PageStart } from '@storefront/shared/routes';

/** What the content API answers, in German unless said otherwise, for the page model tests. */

export const start = (locale: Locale, params: Record<string, string> = {}, query: Record<string, string> = {}): PageStart => ({ params, query, locale });

const seconds = (iso: string) => Date.parse(iso) / 1000;

export function articleDetail(id: number, lang = 'de'): ArticleDetail {
  return {
    article: {
      id,
      title: `Leinen richtig pflegen (${id})`,
      summary: 'Waschen, trocknen, bügeln: so bleibt Leinen viele Jahre schön.',
      author: 'Inês Moreira',
      publishedAt: seconds('2026-11-12T09:00:00Z'),
      cover: { url: `/media/content/article-${id}.svg`, width: 1200, height: 630, alt: 'Gefaltete Leinentücher' },
      lang,
      body: 'Leinen wird mit jeder Wäsche weicher.\n\n## Waschen\n\nBei 40 Grad, mit wenig Waschmittel.',
    },
    prev: id > 1 ? { id: id - 1, title: 'Merino oder Baumwolle?' } : null,
    next: { id: id + 1, title: 'Der Herbsttisch' },
  };
}

export function articleList(page: number, size: number, total = 14): ArticleList {
  const first = (page - 1) * size;
  const count = Math.max(0, Math.min(size, total - first));
  return { list: Array.from({ length: count }, (_, i) => articleDetail(first + i + 1).article), total, page, size };
}

export const contentPage = (id: number, slug: string, lang = 'de'): ContentPage => ({
  id,
  slug,
  title: slug === 'aboutus' ? 'Über uns' : slug === 'brandstory' ? 'Unsere Geschichte' : `Seite ${id}`,
  summary: `Kurz gesagt: Seite ${slug}.`,
  body: 'Ein Absatz.\n\nNoch einer.',
  lang,
});

export const pageLinks: ContentPageLink[] = [
  { id: 1, slug: 'brandstory', title: 'Unsere Geschichte' },
  { id: 2, slug: 'aboutus', title: 'Über uns' },
  { id: 3, slug: 'shipping', title: 'Versand' },
  { id: 4, slug: 'returns', title: 'Rücksendungen' },
];

export const question = (id: number, groupId = 1): QuestionItem => ({ id, groupId, question: `Frage ${id}?`, answer: `Antwort ${id}.`, lang: 'de' });

export const questionGroups: QuestionGroup[] = [
  { id: 1, slug: 'shipping', name: 'Versand und Lieferung', questions: [question(1), question(2)] },
  { id: 2, slug: 'returns', name: 'Rückgabe', questions: [question(3, 2)] },
];

export const photos: Photo[] = [1, 2, 3].map((id) => ({
  id,
  url: `/media/content/photo-${id}.svg`,
  width: 800,
  height: 800,
  title: `Foto ${id}`,
  alt: `Beschreibung ${id}`,
  lang: 'de',
}));

export const contactDetails: ContactDetails = {
  email: 'hello@aurora-home.example',
  phone: '+351 22 000 0000',
  intro: 'Wir antworten innerhalb eines Werktags.',
  address: 'Rua das Flores 1, Porto',
  hours: 'Mo–Fr 9–18 Uhr',
  lang: 'de',
};

/** A handler that records what it was asked and answers from a function. */
/**
 * A fake for an API effect that notes each request with the language it goes out in: the request
 * context's locale is the scope's $locale when the effect runs (`bind` ties the fake to that scope). A
 * request whose params are one value is noted under `name`.
 */
export function recorder<P, R>(answer: (params: P, locale: string) => R | Promise<R>): Recorder<P, R>;
export function recorder<P, R>(name: string, answer: (params: P, locale: string) => R | Promise<R>): Recorder<P, R>;
export function recorder<P, R>(
  ...args: [(params: P, locale: string) => R | Promise<R>] | [string, (params: P, locale: string) => R | Promise<R>]
): Recorder<P, R> {
  const [name, answer] = args.length === 2 ? args : [null, args[0]];
  let scope: Scope | null = null;
  const calls: Record<string, unknown>[] = [];
  const handler = async (params: P) => {
    const locale = scope ? String(scope.getState($locale)) : '';
    const asked = name ? { [name]: params } : typeof params === 'object' && params !== null ? params : {};
    calls.push({ ...asked, locale });
    return answer(params, locale);
  };
  return {
    calls,
    handler,
    bind(s: Scope) {
      scope = s;
      return s;
    },
  };
}

interface Recorder<P, R> {
  calls: Record<string, unknown>[];
  handler: (params: P) => Promise<R>;
  bind(scope: Scope): Scope;
}

/** As the shell does when the shopper picks another language: the store takes it, then the page on screen starts again. */
export async function changeLanguage(scope: Scope, started: EventCallable<PageStart>, locale: Locale, from: PageStart) {
  await allSettled(localeChosen, { scope, params: locale });
  await allSettled(started, { scope, params: { ...from, locale, again: true } });
}
