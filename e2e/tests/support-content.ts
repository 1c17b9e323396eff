import type { APIRequestContext } from '@playwright/test';
import apiDe from 'api/messages/de' with { type: 'json' };
import apiEn from 'api/messages/en' with { type: 'json' };
import { en } from '@storefront/demo-shop/content-data/en';
import { jp } from '@storefront/demo-shop/content-data/jp';
import { ARTICLES } from '@storefront/demo-shop/content-data/structure';

/** The seeded content (what the shop shows) and the API's answers, for the content journeys. */
export const CONTENT = { en, jp } as const;
export const API_MESSAGES = { en: apiEn.content, de: apiDe.content } as const;

/** Article slugs in the blog's order, newest first. */
export const ARTICLE_ORDER = [...ARTICLES].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((a) => a.slug);

export async function articleIds(request: APIRequestContext): Promise<number[]> {
  const res = await request.get('/api/content/articles?size=100');
  const body = (await res.json()) as { data: { list: { id: number }[] } };
  return body.data.list.map((a) => a.id);
}

/** An address no one used before, so the newsletter journey starts from scratch on every run. */
export const freshEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
