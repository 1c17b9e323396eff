import type { Paged } from '../schemas/common';

/** Shapes of the content API (blog, pages, questions, photos, contact, newsletter), shared by the API and mf-content. */

/** `lang` on a text-bearing item: the locale its texts are in (the asked one, or en as fallback). */
export interface ContentImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  author: string;
  /** Unix seconds. */
  publishedAt: number;
  cover: ContentImage;
  lang: string;
}

export interface Article extends ArticleSummary {
  /** Paragraphs separated by a blank line; a paragraph starting with "## " is a heading. */
  body: string;
}

export interface ArticleLink {
  id: number;
  title: string;
}

/** GET /api/content/articles */
export type ArticleList = Paged<ArticleSummary>;

/** GET /api/content/articles/:id. prev/next follow the blog's order (newest first). */
export interface ArticleDetail {
  article: Article;
  prev: ArticleLink | null;
  next: ArticleLink | null;
}

/** GET /api/content/pages/:ref (an id or a slug such as brandstory, aboutus). */
export interface ContentPage {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  lang: string;
}

/** GET /api/content/pages */
export interface ContentPageLink {
  id: number;
  slug: string;
  title: string;
}

export interface QuestionItem {
  id: number;
  groupId: number;
  question: string;
  answer: string;
  lang: string;
}

/** GET /api/content/questions */
export interface QuestionGroup {
  id: number;
  slug: string;
  name: string;
  questions: QuestionItem[];
}

/** GET /api/content/photos */
export interface Photo {
  id: number;
  url: string;
  width: number;
  height: number;
  title: string;
  alt: string;
  lang: string;
}

/** GET /api/content/contact */
export interface ContactDetails {
  email: string;
  phone: string;
  intro: string;
  address: string;
  hours: string;
  lang: string;
}

/** POST /api/contact; msg carries the confirmation in the shopper's language. */
export interface ContactReceipt {
  id: number;
}

/** POST /api/newsletter; msg carries the answer in the shopper's language, the same for a new and a known address. */
export interface NewsletterResult {
  email: string;
}
