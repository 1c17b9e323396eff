import { inArray } from 'drizzle-orm';
import type { Db, Seeder } from 'api/db';
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
  mediaFiles,
} from 'api/db-schema';
import { cn } from './content-data/cn';
import { de } from './content-data/de';
import { en } from './content-data/en';
import { es } from './content-data/es';
import { fr } from './content-data/fr';
import { jp } from './content-data/jp';
import { pt } from './content-data/pt';
import { ru } from './content-data/ru';
import { tw } from './content-data/tw';
import { ARTICLES, CONTACT, COVER, PAGES, PHOTOS, QUESTION_GROUPS, type ContentTexts } from './content-data/structure';
import { contentMedia } from './content-media';

/** Every locale's texts; en first. */
export const CONTENT_TEXTS: readonly ContentTexts[] = [en, cn, de, es, fr, jp, pt, ru, tw];

/** id by slug after inserting whatever is missing (rows are matched on their unique slug). */
async function ensureSlugs<T extends { slug: string }>(
  db: Db,
  table: typeof contentArticles | typeof contentPages | typeof contentQuestionGroups | typeof contentQuestions | typeof contentPhotos,
  rows: T[],
): Promise<Map<string, number>> {
  await db
    .insert(table)
    .values(rows as never)
    .onConflictDoNothing({ target: table.slug });
  const found = await db
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(
      inArray(
        table.slug,
        rows.map((r) => r.slug),
      ),
    );
  return new Map(found.map((r) => [r.slug, r.id]));
}

/**
 * The shop's content in nine languages: blog articles with covers, pages, questions in groups, the photo
 * gallery, contact details. Inserts only what is missing, in a handful of statements.
 */
export const contentSeeder: Seeder = {
  name: 'content',
  async run(db) {
    // Pictures are kept in the database and written to DATA_DIR/media by the media plugin on request.
    const media = contentMedia();
    await db.insert(mediaFiles).values(media.all).onConflictDoNothing({ target: mediaFiles.path });
    const url = (file: { path: string } | undefined) => `/media/${file!.path}`;

    const articleIds = await ensureSlugs(
      db,
      contentArticles,
      ARTICLES.map((a) => ({
        slug: a.slug,
        author: a.author,
        coverUrl: url(media.covers.get(a.slug)),
        coverWidth: COVER.width,
        coverHeight: COVER.height,
        publishedAt: new Date(a.publishedAt),
      })),
    );
    await db
      .insert(contentArticleI18n)
      .values(
        CONTENT_TEXTS.flatMap((t) =>
          ARTICLES.map((a) => {
            const text = t.articles[a.slug];
            return { articleId: articleIds.get(a.slug)!, locale: t.locale, title: text.title, summary: text.summary, body: text.body.join('\n\n') };
          }),
        ),
      )
      .onConflictDoNothing();

    const pageIds = await ensureSlugs(
      db,
      contentPages,
      PAGES.map((slug, i) => ({ slug, sort: i + 1 })),
    );
    await db
      .insert(contentPageI18n)
      .values(
        CONTENT_TEXTS.flatMap((t) =>
          PAGES.map((slug) => {
            const text = t.pages[slug];
            return { pageId: pageIds.get(slug)!, locale: t.locale, title: text.title, summary: text.summary, body: text.body.join('\n\n') };
          }),
        ),
      )
      .onConflictDoNothing();

    const groupSlugs = Object.keys(QUESTION_GROUPS) as (keyof typeof QUESTION_GROUPS)[];
    const groupIds = await ensureSlugs(
      db,
      contentQuestionGroups,
      groupSlugs.map((slug, i) => ({ slug, sort: i + 1 })),
    );
    await db
      .insert(contentQuestionGroupI18n)
      .values(CONTENT_TEXTS.flatMap((t) => groupSlugs.map((slug) => ({ groupId: groupIds.get(slug)!, locale: t.locale, name: t.groups[slug] }))))
      .onConflictDoNothing();

    const questions = groupSlugs.flatMap((group) => QUESTION_GROUPS[group].map((slug, i) => ({ slug, groupId: groupIds.get(group)!, sort: i + 1 })));
    const questionIds = await ensureSlugs(db, contentQuestions, questions);
    await db
      .insert(contentQuestionI18n)
      .values(
        CONTENT_TEXTS.flatMap((t) =>
          questions.map(({ slug }) => {
            const [question, answer] = t.questions[slug as keyof ContentTexts['questions']];
            return { questionId: questionIds.get(slug)!, locale: t.locale, question, answer };
          }),
        ),
      )
      .onConflictDoNothing();

    const photoIds = await ensureSlugs(
      db,
      contentPhotos,
      PHOTOS.map((p, i) => ({ slug: p.slug, url: url(media.photos.get(p.slug)), width: p.w, height: p.h, sort: i + 1 })),
    );
    await db
      .insert(contentPhotoI18n)
      .values(
        CONTENT_TEXTS.flatMap((t) =>
          PHOTOS.map((p) => {
            const [title, alt] = t.photos[p.slug];
            return { photoId: photoIds.get(p.slug)!, locale: t.locale, title, alt };
          }),
        ),
      )
      .onConflictDoNothing();

    await db
      .insert(contentContact)
      .values({ id: 1, ...CONTACT })
      .onConflictDoNothing();
    await db
      .insert(contentContactI18n)
      .values(CONTENT_TEXTS.map((t) => ({ locale: t.locale, ...t.contact })))
      .onConflictDoNothing();
  },
};
