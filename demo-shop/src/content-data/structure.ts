import type { Locale } from '@storefront/shared/routes';

/** Locale-neutral part of the shop's content: what exists, in which order, and how its pictures look. */

export const ARTICLES = [
  { slug: 'linen-care-guide', author: 'Inês Moreira', publishedAt: '2026-11-12T09:00:00Z', art: 'linen' },
  { slug: 'autumn-table-setting', author: 'Tomás Ferreira', publishedAt: '2026-10-29T09:00:00Z', art: 'table' },
  { slug: 'merino-or-cotton', author: 'Clara Weiss', publishedAt: '2026-10-08T09:00:00Z', art: 'knit' },
  { slug: 'light-small-apartment', author: 'Inês Moreira', publishedAt: '2026-09-17T09:00:00Z', art: 'lamp' },
  { slug: 'ceramics-studio-visit', author: 'Tomás Ferreira', publishedAt: '2026-08-27T09:00:00Z', art: 'ceramics' },
  { slug: 'capsule-wardrobe', author: 'Clara Weiss', publishedAt: '2026-08-06T09:00:00Z', art: 'wardrobe' },
  { slug: 'candle-care', author: 'Inês Moreira', publishedAt: '2026-07-16T09:00:00Z', art: 'candles' },
  { slug: 'plant-dyes', author: 'Clara Weiss', publishedAt: '2026-06-25T09:00:00Z', art: 'dyes' },
  { slug: 'calmer-bedroom', author: 'Inês Moreira', publishedAt: '2026-06-04T09:00:00Z', art: 'bedroom' },
  { slug: 'packing-light', author: 'Tomás Ferreira', publishedAt: '2026-05-14T09:00:00Z', art: 'travel' },
  { slug: 'wool-throw-story', author: 'Clara Weiss', publishedAt: '2026-04-23T09:00:00Z', art: 'wool' },
  { slug: 'winter-gift-guide', author: 'Tomás Ferreira', publishedAt: '2026-03-26T09:00:00Z', art: 'gifts' },
  { slug: 'mend-dont-replace', author: 'Inês Moreira', publishedAt: '2026-02-19T09:00:00Z', art: 'mending' },
] as const;

/** In this order, so a fresh database gives brandstory id 1 and aboutus id 2. */
export const PAGES = ['brandstory', 'aboutus', 'shipping', 'returns', 'privacy', 'terms'] as const;

export const QUESTION_GROUPS = {
  orders: ['how-to-order', 'payment-methods', 'currency', 'change-order', 'promo-code'],
  shipping: ['delivery-time', 'shipping-cost', 'track-order', 'countries', 'customs'],
  returns: ['return-policy', 'start-return', 'refund-time', 'damaged-item'],
  products: ['sizing', 'materials', 'linen-shrink', 'restock'],
  account: ['need-account', 'forgot-password', 'newsletter-frequency', 'unsubscribe'],
} as const;

/** Gallery order; each picture is drawn from a motif and a palette (see content-media.ts). */
export const PHOTOS = [
  { slug: 'stoneware-mugs', motif: 'mugs', palette: 'clay', w: 1200, h: 900 },
  { slug: 'linen-bedding', motif: 'bed', palette: 'oat', w: 1200, h: 800 },
  { slug: 'wool-throw', motif: 'chair-throw', palette: 'rust', w: 900, h: 1200 },
  { slug: 'ceramic-vases', motif: 'vases', palette: 'sage', w: 1000, h: 1000 },
  { slug: 'autumn-table', motif: 'table', palette: 'rust', w: 1200, h: 800 },
  { slug: 'soy-candles', motif: 'candles', palette: 'honey', w: 1000, h: 1000 },
  { slug: 'merino-sweater', motif: 'sweater', palette: 'sea', w: 900, h: 1200 },
  { slug: 'linen-shirt', motif: 'shirt', palette: 'oat', w: 900, h: 1200 },
  { slug: 'canvas-tote', motif: 'tote', palette: 'sand', w: 1000, h: 1000 },
  { slug: 'striped-scarf', motif: 'scarf', palette: 'sea', w: 1200, h: 900 },
  { slug: 'paper-lamp', motif: 'lamp', palette: 'honey', w: 900, h: 1200 },
  { slug: 'olive-tree', motif: 'plant', palette: 'sage', w: 900, h: 1200 },
  { slug: 'waffle-towels', motif: 'stack', palette: 'sand', w: 1000, h: 1000 },
  { slug: 'rust-cushions', motif: 'cushions', palette: 'rust', w: 1200, h: 800 },
  { slug: 'breakfast-bowls', motif: 'bowls', palette: 'clay', w: 1200, h: 900 },
  { slug: 'potters-wheel', motif: 'wheel', palette: 'clay', w: 1000, h: 1000 },
  { slug: 'rain-jacket', motif: 'jacket', palette: 'forest', w: 900, h: 1200 },
  { slug: 'wool-beanie', motif: 'beanie', palette: 'rust', w: 1000, h: 1000 },
  { slug: 'oak-chair', motif: 'chair', palette: 'oat', w: 900, h: 1200 },
  { slug: 'glass-carafe', motif: 'carafe', palette: 'sea', w: 900, h: 1200 },
  { slug: 'linen-apron', motif: 'apron', palette: 'forest', w: 900, h: 1200 },
  { slug: 'wool-socks', motif: 'socks', palette: 'honey', w: 1200, h: 900 },
  { slug: 'woven-baskets', motif: 'baskets', palette: 'sand', w: 1200, h: 900 },
  { slug: 'shop-window', motif: 'shopfront', palette: 'forest', w: 1200, h: 800 },
] as const;

export const CONTACT = { email: 'hello@aurora-home.example', phone: '+351 220 145 880' } as const;

export const COVER = { width: 1200, height: 630 } as const;

export type ArticleSlug = (typeof ARTICLES)[number]['slug'];
export type ArticleArt = (typeof ARTICLES)[number]['art'];
export type PageSlug = (typeof PAGES)[number];
export type GroupSlug = keyof typeof QUESTION_GROUPS;
export type QuestionSlug = (typeof QUESTION_GROUPS)[GroupSlug][number];
export type PhotoSlug = (typeof PHOTOS)[number]['slug'];
export type PhotoMotif = (typeof PHOTOS)[number]['motif'];
export type Palette = (typeof PHOTOS)[number]['palette'];

export interface LongText {
  title: string;
  /** One or two sentences: list cards and the page's meta description. */
  summary: string;
  /** Paragraphs; one starting with "## " is a heading. */
  body: string[];
}

/** Everything a shopper reads, for one locale. TypeScript makes every locale cover every item. */
export interface ContentTexts {
  locale: Locale;
  articles: Record<ArticleSlug, LongText>;
  pages: Record<PageSlug, LongText>;
  groups: Record<GroupSlug, string>;
  questions: Record<QuestionSlug, [question: string, answer: string]>;
  photos: Record<PhotoSlug, [title: string, alt: string]>;
  contact: { intro: string; address: string; hours: string };
}

/** Folders below /media/ (DATA_DIR/media) of the generated pictures. */
export const ARTICLE_COVER_DIR = 'content/articles';
export const PHOTO_DIR = 'content/photos';
