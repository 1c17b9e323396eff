import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ArticleDetail,
  ArticleLink,
  ArticleList,
  ContactDetails,
  ContentPage,
  ContentPageLink,
  Photo,
  QuestionGroup,
  QuestionItem,
} from '@storefront/shared/contracts/content';
import { DEFAULT_LOCALE, type Locale } from '@storefront/shared/routes';
import type { PageQuery } from '@storefront/shared/schemas/content';
import type { Db } from '../../db';
import {
  contentArticleI18n,
  contentArticles,
  contentContact,
  contentContactI18n,
  contentPageI18n,
  contentPages,
  contentPhotoI18n,
  contentPhotos,
  contentQuestionGroupI18n,
  contentQuestionGroups,
  contentQuestionI18n,
  contentQuestions,
} from '../../db/schema/content';

/*
 * Every read joins the texts twice: in the asked locale (`loc`) and in English (`def`). A row's texts
 * come whole from one of them: the asked locale when it has that row, else English. Items with neither
 * are left out.
 */

const pick = <T>(localized: SQL | unknown, fallback: unknown) => sql<T>`coalesce(${localized}, ${fallback})`;
const langOf = (localizedKey: unknown, locale: Locale) => sql<string>`case when ${localizedKey} is null then ${DEFAULT_LOCALE}::text else ${locale}::text end`;
const unixSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

const MAX_INT = 2_147_483_647;

function articleTexts(locale: Locale) {
  const loc = alias(contentArticleI18n, 'loc');
  const def = alias(contentArticleI18n, 'def');
  const a = contentArticles;
  return {
    loc,
    def,
    joinLoc: and(eq(loc.articleId, a.id), eq(loc.locale, locale)),
    joinDef: and(eq(def.articleId, a.id), eq(def.locale, DEFAULT_LOCALE)),
    exists: or(isNotNull(loc.articleId), isNotNull(def.articleId)),
    title: pick<string>(loc.title, def.title),
  };
}

function summaryColumns(locale: Locale) {
  const t = articleTexts(locale);
  const a = contentArticles;
  return {
    t,
    columns: {
      id: a.id,
      author: a.author,
      coverUrl: a.coverUrl,
      coverWidth: a.coverWidth,
      coverHeight: a.coverHeight,
      publishedAt: a.publishedAt,
      title: t.title,
      summary: pick<string>(t.loc.summary, t.def.summary),
      lang: langOf(t.loc.articleId, locale),
    },
  };
}

type SummaryRow = {
  id: number;
  author: string;
  coverUrl: string;
  coverWidth: number;
  coverHeight: number;
  publishedAt: Date;
  title: string;
  summary: string;
  lang: string;
};

function toSummary(row: SummaryRow) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    author: row.author,
    publishedAt: unixSeconds(row.publishedAt),
    cover: { url: row.coverUrl, width: row.coverWidth, height: row.coverHeight, alt: row.title },
    lang: row.lang,
  };
}

/** The blog, newest first. A page past the end is empty, with the total. */
export async function listArticles(db: Db, locale: Locale, { page, size }: PageQuery): Promise<ArticleList> {
  const { t, columns } = summaryColumns(locale);
  const a = contentArticles;
  const [{ total }] = await db.select({ total: count() }).from(a).leftJoin(t.loc, t.joinLoc).leftJoin(t.def, t.joinDef).where(t.exists);
  const rows = await db
    .select(columns)
    .from(a)
    .leftJoin(t.loc, t.joinLoc)
    .leftJoin(t.def, t.joinDef)
    .where(t.exists)
    .orderBy(desc(a.publishedAt), desc(a.id))
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map(toSummary), total, page, size };
}

/** One article with its neighbours in the blog's order: prev is the newer one, next the older one. */
export async function getArticle(db: Db, locale: Locale, id: number): Promise<ArticleDetail | null> {
  if (id > MAX_INT) return null;
  const { t, columns } = summaryColumns(locale);
  const a = contentArticles;
  const [row] = await db
    .select({ ...columns, body: pick<string>(t.loc.body, t.def.body) })
    .from(a)
    .leftJoin(t.loc, t.joinLoc)
    .leftJoin(t.def, t.joinDef)
    .where(and(eq(a.id, id), t.exists))
    .limit(1);
  if (!row) return null;

  const at = sql`(${row.publishedAt.toISOString()}::timestamptz, ${row.id}::int)`;
  const neighbour = async (newer: boolean): Promise<ArticleLink | null> => {
    const [link] = await db
      .select({ id: a.id, title: t.title })
      .from(a)
      .leftJoin(t.loc, t.joinLoc)
      .leftJoin(t.def, t.joinDef)
      .where(and(t.exists, newer ? sql`(${a.publishedAt}, ${a.id}) > ${at}` : sql`(${a.publishedAt}, ${a.id}) < ${at}`))
      .orderBy(...(newer ? [asc(a.publishedAt), asc(a.id)] : [desc(a.publishedAt), desc(a.id)]))
      .limit(1);
    return link ?? null;
  };
  const [prev, next] = [await neighbour(true), await neighbour(false)];
  return { article: { ...toSummary(row), body: row.body }, prev, next };
}

function pageTexts(locale: Locale) {
  const loc = alias(contentPageI18n, 'loc');
  const def = alias(contentPageI18n, 'def');
  const p = contentPages;
  return {
    loc,
    def,
    joinLoc: and(eq(loc.pageId, p.id), eq(loc.locale, locale)),
    joinDef: and(eq(def.pageId, p.id), eq(def.locale, DEFAULT_LOCALE)),
    exists: or(isNotNull(loc.pageId), isNotNull(def.pageId)),
  };
}

/** A page by id (digits) or slug. */
export async function getPage(db: Db, locale: Locale, ref: string): Promise<ContentPage | null> {
  const byId = /^\d+$/.test(ref);
  if (byId && Number(ref) > MAX_INT) return null;
  const t = pageTexts(locale);
  const p = contentPages;
  const [row] = await db
    .select({
      id: p.id,
      slug: p.slug,
      title: pick<string>(t.loc.title, t.def.title),
      summary: pick<string>(t.loc.summary, t.def.summary),
      body: pick<string>(t.loc.body, t.def.body),
      lang: langOf(t.loc.pageId, locale),
    })
    .from(p)
    .leftJoin(t.loc, t.joinLoc)
    .leftJoin(t.def, t.joinDef)
    .where(and(byId ? eq(p.id, Number(ref)) : eq(p.slug, ref), t.exists))
    .limit(1);
  return row ?? null;
}

/** Every page's id, slug and title, for links (about us lists the single pages). */
export async function listPages(db: Db, locale: Locale): Promise<ContentPageLink[]> {
  const t = pageTexts(locale);
  const p = contentPages;
  return db
    .select({ id: p.id, slug: p.slug, title: pick<string>(t.loc.title, t.def.title) })
    .from(p)
    .leftJoin(t.loc, t.joinLoc)
    .leftJoin(t.def, t.joinDef)
    .where(t.exists)
    .orderBy(asc(p.sort), asc(p.id));
}

function questionSelect(db: Db, locale: Locale) {
  const loc = alias(contentQuestionI18n, 'loc');
  const def = alias(contentQuestionI18n, 'def');
  const q = contentQuestions;
  return {
    query: db
      .select({
        id: q.id,
        groupId: q.groupId,
        question: pick<string>(loc.question, def.question),
        answer: pick<string>(loc.answer, def.answer),
        lang: langOf(loc.questionId, locale),
      })
      .from(q)
      .leftJoin(loc, and(eq(loc.questionId, q.id), eq(loc.locale, locale)))
      .leftJoin(def, and(eq(def.questionId, q.id), eq(def.locale, DEFAULT_LOCALE)))
      .$dynamic(),
    exists: or(isNotNull(loc.questionId), isNotNull(def.questionId)),
  };
}

/** Questions and answers in their groups, both in display order; groups without questions are left out. */
export async function listQuestionGroups(db: Db, locale: Locale): Promise<QuestionGroup[]> {
  const loc = alias(contentQuestionGroupI18n, 'loc');
  const def = alias(contentQuestionGroupI18n, 'def');
  const g = contentQuestionGroups;
  const groups = await db
    .select({ id: g.id, slug: g.slug, name: pick<string>(loc.name, def.name) })
    .from(g)
    .leftJoin(loc, and(eq(loc.groupId, g.id), eq(loc.locale, locale)))
    .leftJoin(def, and(eq(def.groupId, g.id), eq(def.locale, DEFAULT_LOCALE)))
    .where(or(isNotNull(loc.groupId), isNotNull(def.groupId)))
    .orderBy(asc(g.sort), asc(g.id));
  const { query, exists } = questionSelect(db, locale);
  const questions: QuestionItem[] = await query.where(exists).orderBy(asc(contentQuestions.sort), asc(contentQuestions.id));
  const byGroup = new Map<number, QuestionItem[]>();
  for (const item of questions) byGroup.set(item.groupId, [...(byGroup.get(item.groupId) ?? []), item]);
  return groups.map((group) => ({ ...group, questions: byGroup.get(group.id) ?? [] })).filter((group) => group.questions.length > 0);
}

export async function getQuestion(db: Db, locale: Locale, id: number): Promise<QuestionItem | null> {
  if (id > MAX_INT) return null;
  const { query, exists } = questionSelect(db, locale);
  const [row] = await query.where(and(eq(contentQuestions.id, id), exists)).limit(1);
  return row ?? null;
}

/** The gallery in display order. */
export async function listPhotos(db: Db, locale: Locale): Promise<Photo[]> {
  const loc = alias(contentPhotoI18n, 'loc');
  const def = alias(contentPhotoI18n, 'def');
  const p = contentPhotos;
  return db
    .select({
      id: p.id,
      url: p.url,
      width: p.width,
      height: p.height,
      title: pick<string>(loc.title, def.title),
      alt: pick<string>(loc.alt, def.alt),
      lang: langOf(loc.photoId, locale),
    })
    .from(p)
    .leftJoin(loc, and(eq(loc.photoId, p.id), eq(loc.locale, locale)))
    .leftJoin(def, and(eq(def.photoId, p.id), eq(def.locale, DEFAULT_LOCALE)))
    .where(or(isNotNull(loc.photoId), isNotNull(def.photoId)))
    .orderBy(asc(p.sort), asc(p.id));
}

export async function getContactDetails(db: Db, locale: Locale): Promise<ContactDetails | null> {
  const loc = alias(contentContactI18n, 'loc');
  const def = alias(contentContactI18n, 'def');
  const c = contentContact;
  const [row] = await db
    .select({
      email: c.email,
      phone: c.phone,
      intro: pick<string>(loc.intro, def.intro),
      address: pick<string>(loc.address, def.address),
      hours: pick<string>(loc.hours, def.hours),
      lang: langOf(loc.locale, locale),
    })
    .from(c)
    .leftJoin(loc, eq(loc.locale, locale))
    .leftJoin(def, eq(def.locale, DEFAULT_LOCALE))
    .where(and(eq(c.id, 1), or(isNotNull(loc.locale), isNotNull(def.locale))))
    .limit(1);
  return row ?? null;
}
