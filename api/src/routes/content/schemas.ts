import { z } from 'zod';
import type {
  Article,
  ArticleDetail,
  ArticleLink,
  ArticleList,
  ArticleSummary,
  ContactDetails,
  ContentImage,
  ContentPage,
  ContentPageLink,
  Photo,
  QuestionGroup,
  QuestionItem,
} from '@storefront/shared/contracts/content';
import { idParamSchema, pagedSchema, textField } from '@storefront/shared/schemas/common';
import { pageQuerySchema } from '@storefront/shared/schemas/content';

const lang = z.string().describe('Locale the texts are in: the one asked for, or en when it has no translation');

export const contentImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
}) satisfies z.ZodType<ContentImage>;

export const articleSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  publishedAt: z.number().int().describe('Unix seconds'),
  cover: contentImageSchema,
  lang,
}) satisfies z.ZodType<ArticleSummary>;

export const articleSchema = articleSummarySchema.extend({ body: z.string() }) satisfies z.ZodType<Article>;
export const articleLinkSchema = z.object({ id: z.number().int(), title: z.string() }) satisfies z.ZodType<ArticleLink>;

export const articleListSchema = pagedSchema(articleSummarySchema) satisfies z.ZodType<ArticleList>;

export const articleDetailSchema = z.object({
  article: articleSchema,
  prev: articleLinkSchema.nullable().describe('The newer neighbour (before it in the blog list)'),
  next: articleLinkSchema.nullable().describe('The older neighbour (after it in the blog list)'),
}) satisfies z.ZodType<ArticleDetail>;

export const contentPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  lang,
}) satisfies z.ZodType<ContentPage>;

export const contentPageLinkSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() }) satisfies z.ZodType<ContentPageLink>;

export const questionItemSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  question: z.string(),
  answer: z.string(),
  lang,
}) satisfies z.ZodType<QuestionItem>;

export const questionGroupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  questions: z.array(questionItemSchema),
}) satisfies z.ZodType<QuestionGroup>;

export const photoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  title: z.string(),
  alt: z.string(),
  lang,
}) satisfies z.ZodType<Photo>;

export const contactDetailsSchema = z.object({
  email: z.string(),
  phone: z.string(),
  intro: z.string(),
  address: z.string(),
  hours: z.string(),
  lang,
}) satisfies z.ZodType<ContactDetails>;

export const articleListQuerySchema = pageQuerySchema;

export const idParamsSchema = z.object({ id: idParamSchema });

/** A page by its id (single/{id}) or its slug (brandstory, aboutus...). */
export const pageRefParamsSchema = z.object({ ref: textField().regex(/^[a-z0-9-]{1,64}$/, 'validation.invalid') });
