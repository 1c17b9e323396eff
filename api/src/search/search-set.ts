import type { Locale } from '@storefront/shared/routes';

/**
 * The search test set: per language, queries a shopper types and the demo shop's products (by handle) that
 * must be among the first five results. Kinds: a typo, another word form (plural, case, German compounds),
 * part of a word, or a Chinese or Japanese word inside a longer name. search-set.test.ts runs it on the demo
 * shop and prints precision and recall at 5 per language.
 */
export type QueryKind = 'typo' | 'form' | 'compound' | 'partial' | 'inside' | 'words';
export interface SearchCase {
  query: string;
  kind: QueryKind;
  expect: readonly string[];
}

const JACKETS = ['classic-nylon-jacket', 'warm-leather-jacket', 'classic-denim-jacket'];
const BACKPACKS = ['practical-leather-backpack', 'classic-canvas-backpack', 'sturdy-leather-backpack'];
const TEAPOTS = ['modern-ceramic-teapot', 'classic-glass-teapot', 'practical-castiron-teapot'];
const PANS = ['simple-castiron-frying-pan', 'simple-steel-frying-pan', 'sturdy-steel-frying-pan'];
const HEADPHONES = ['modern-aluminium-headphones', 'light-leather-headphones', 'compact-aluminium-headphones'];
const YOGA_MATS = ['warm-rubber-yoga-mat', 'compact-cork-yoga-mat', 'practical-cork-yoga-mat'];
const SLEEPING_BAGS = ['practical-cotton-sleeping-bag', 'practical-nylon-sleeping-bag', 'light-nylon-sleeping-bag'];
const MUGS = ['simple-glass-mug', 'practical-ceramic-mug', 'modern-glass-mug'];
const VASES = ['soft-glass-vase', 'classic-ceramic-vase', 'modern-ceramic-vase'];
const SPEAKERS = ['sturdy-wood-speaker', 'simple-aluminium-speaker'];
const RUNNING_SHOES = ['modern-nylon-running-shoes', 'simple-suede-running-shoes', 'sturdy-suede-running-shoes'];
const SNEAKERS = ['light-canvas-sneakers', 'classic-leather-sneakers', 'sturdy-suede-sneakers'];
const HIKING_BOOTS = ['sturdy-nylon-hiking-boots', 'classic-suede-hiking-boots', 'modern-leather-hiking-boots'];
const CARD_HOLDERS = ['practical-cork-card-holder', 'light-cork-card-holder', 'practical-leather-card-holder'];
const CANDLE_HOLDERS = ['simple-ceramic-candle-holder', 'modern-ceramic-candle-holder', 'simple-oak-candle-holder'];
const BOTTLES = ['modern-aluminium-water-bottle', 'modern-steel-water-bottle', 'modern-glass-water-bottle'];
const NOTEBOOKS = ['classic-cork-notebook', 'elegant-linen-notebook', 'practical-cork-notebook'];
const WALLETS = ['classic-canvas-wallet', 'practical-leather-wallet', 'light-canvas-wallet'];
const SWEATERS = ['light-wool-sweater', 'light-cotton-sweater', 'classic-wool-sweater'];
const PLANNERS = ['compact-leather-planner', 'simple-leather-planner', 'practical-felt-planner'];
const ORGANIZERS = ['simple-felt-desk-organizer', 'classic-oak-desk-organizer', 'compact-bamboo-desk-organizer'];
const CHAIRS = ['warm-aluminium-camping-chair', 'practical-aluminium-camping-chair', 'compact-wood-camping-chair'];
const PENDANT_LAMPS = ['modern-glass-pendant-lamp', 'elegant-bamboo-pendant-lamp', 'modern-aluminium-pendant-lamp'];
const PHONE_CASES = ['simple-bamboo-phone-case', 'modern-bamboo-phone-case'];
const CERAMIC_VASES = ['classic-ceramic-vase', 'modern-ceramic-vase'];
const LEATHER_JACKET = ['warm-leather-jacket'];

export const SEARCH_SET: Record<Locale, readonly SearchCase[]> = {
  en: [
    { query: 'lether jaket', kind: 'typo', expect: LEATHER_JACKET },
    { query: 'backpak', kind: 'typo', expect: BACKPACKS },
    { query: 'ceramc vase', kind: 'typo', expect: CERAMIC_VASES },
    { query: 'bluetooth speakr', kind: 'typo', expect: SPEAKERS },
    { query: 'jackets', kind: 'form', expect: JACKETS },
    { query: 'sneaker', kind: 'form', expect: SNEAKERS },
    { query: 'teapots', kind: 'form', expect: TEAPOTS },
    { query: 'yoga mats', kind: 'form', expect: YOGA_MATS },
    { query: 'frying pans', kind: 'form', expect: PANS },
    { query: 'headphone', kind: 'form', expect: HEADPHONES },
    { query: 'sleep', kind: 'partial', expect: SLEEPING_BAGS },
    { query: 'organiz', kind: 'partial', expect: ORGANIZERS },
  ],
  de: [
    { query: 'Lederjacke', kind: 'compound', expect: LEATHER_JACKET },
    { query: 'Lederrucksack', kind: 'compound', expect: ['practical-leather-backpack', 'sturdy-leather-backpack'] },
    { query: 'Glasvase', kind: 'compound', expect: ['soft-glass-vase'] },
    { query: 'Keramikbecher', kind: 'compound', expect: ['practical-ceramic-mug'] },
    { query: 'Kanne', kind: 'compound', expect: TEAPOTS },
    { query: 'Kopfhörer', kind: 'compound', expect: HEADPHONES },
    { query: 'Jacken', kind: 'form', expect: JACKETS },
    { query: 'Teekannen', kind: 'form', expect: TEAPOTS },
    { query: 'Schlafsäcke', kind: 'form', expect: SLEEPING_BAGS },
    { query: 'Bratpfannen', kind: 'form', expect: PANS },
    { query: 'Hemd Baumwolle', kind: 'words', expect: ['classic-cotton-shirt'] },
    { query: 'Wanderschue', kind: 'typo', expect: HIKING_BOOTS },
  ],
  fr: [
    { query: 'veste cuir', kind: 'words', expect: LEATHER_JACKET },
    { query: 'vestes', kind: 'form', expect: JACKETS },
    { query: 'sacs de couchage', kind: 'form', expect: SLEEPING_BAGS },
    { query: 'bougeoirs', kind: 'form', expect: CANDLE_HOLDERS },
    { query: 'porte-carte', kind: 'form', expect: CARD_HOLDERS },
    { query: 'vase ceramique', kind: 'typo', expect: CERAMIC_VASES },
    { query: 'theiere', kind: 'typo', expect: TEAPOTS },
    { query: 'poele', kind: 'typo', expect: PANS },
    { query: 'chausures de course', kind: 'typo', expect: RUNNING_SHOES },
    { query: 'casque', kind: 'words', expect: HEADPHONES },
    { query: 'gourd', kind: 'partial', expect: BOTTLES },
  ],
  es: [
    { query: 'chaqeta de cuero', kind: 'typo', expect: LEATHER_JACKET },
    { query: 'auriculares inalambricos', kind: 'typo', expect: HEADPHONES },
    { query: 'sarten', kind: 'typo', expect: PANS },
    { query: 'jarron ceramica', kind: 'typo', expect: CERAMIC_VASES },
    { query: 'chaquetas', kind: 'form', expect: JACKETS },
    { query: 'mochilas', kind: 'form', expect: BACKPACKS },
    { query: 'teteras', kind: 'form', expect: TEAPOTS },
    { query: 'zapatillas de running', kind: 'words', expect: RUNNING_SHOES },
    { query: 'esterilla', kind: 'words', expect: YOGA_MATS },
    { query: 'altavoz', kind: 'words', expect: SPEAKERS },
    { query: 'cuadern', kind: 'partial', expect: NOTEBOOKS },
  ],
  pt: [
    { query: 'jaqueta de couro', kind: 'words', expect: LEATHER_JACKET },
    { query: 'jaquetas', kind: 'form', expect: JACKETS },
    { query: 'mochilas', kind: 'form', expect: BACKPACKS },
    { query: 'bules', kind: 'form', expect: TEAPOTS },
    { query: 'frigideiras', kind: 'form', expect: PANS },
    { query: 'fones de ouvido', kind: 'words', expect: HEADPHONES },
    { query: 'tapetes de ioga', kind: 'form', expect: YOGA_MATS },
    { query: 'cartera', kind: 'typo', expect: WALLETS },
    { query: 'cadeira camping', kind: 'words', expect: CHAIRS },
    { query: 'luminaria pendente', kind: 'typo', expect: PENDANT_LAMPS },
    { query: 'capinh', kind: 'partial', expect: PHONE_CASES },
  ],
  ru: [
    { query: 'куртки', kind: 'form', expect: JACKETS },
    { query: 'куртка кожа', kind: 'form', expect: LEATHER_JACKET },
    { query: 'рюкзаки', kind: 'form', expect: BACKPACKS },
    { query: 'чайники', kind: 'form', expect: TEAPOTS },
    { query: 'сковороды', kind: 'form', expect: PANS },
    { query: 'кошельки', kind: 'form', expect: WALLETS },
    { query: 'спальный мешок', kind: 'words', expect: SLEEPING_BAGS },
    { query: 'свитер', kind: 'words', expect: SWEATERS },
    { query: 'наушник', kind: 'partial', expect: HEADPHONES },
    { query: 'подсвечн', kind: 'partial', expect: CANDLE_HOLDERS },
    { query: 'ежедневнк', kind: 'typo', expect: PLANNERS },
  ],
  cn: [
    { query: '夹克', kind: 'inside', expect: JACKETS },
    { query: '真皮夹克', kind: 'inside', expect: LEATHER_JACKET },
    { query: '双肩包', kind: 'inside', expect: BACKPACKS },
    { query: '茶壶', kind: 'inside', expect: TEAPOTS },
    { query: '煎锅', kind: 'inside', expect: PANS },
    { query: '耳机', kind: 'inside', expect: HEADPHONES },
    { query: '瑜伽垫', kind: 'inside', expect: YOGA_MATS },
    { query: '睡袋', kind: 'inside', expect: SLEEPING_BAGS },
    { query: '马克杯', kind: 'inside', expect: MUGS },
    { query: '花瓶', kind: 'inside', expect: VASES },
    { query: '蓝牙音箱', kind: 'inside', expect: SPEAKERS },
  ],
  tw: [
    { query: '夾克', kind: 'inside', expect: JACKETS },
    { query: '真皮夾克', kind: 'inside', expect: LEATHER_JACKET },
    { query: '後背包', kind: 'inside', expect: BACKPACKS },
    { query: '茶壺', kind: 'inside', expect: TEAPOTS },
    { query: '平底鍋', kind: 'inside', expect: PANS },
    { query: '耳機', kind: 'inside', expect: HEADPHONES },
    { query: '瑜伽墊', kind: 'inside', expect: YOGA_MATS },
    { query: '睡袋', kind: 'inside', expect: SLEEPING_BAGS },
    { query: '馬克杯', kind: 'inside', expect: MUGS },
    { query: '花瓶', kind: 'inside', expect: VASES },
    { query: '藍牙喇叭', kind: 'inside', expect: SPEAKERS },
  ],
  jp: [
    { query: 'ジャケット', kind: 'inside', expect: JACKETS },
    { query: 'レザージャケット', kind: 'inside', expect: LEATHER_JACKET },
    { query: 'リュック', kind: 'inside', expect: BACKPACKS },
    { query: 'ティーポット', kind: 'inside', expect: TEAPOTS },
    { query: 'フライパン', kind: 'inside', expect: PANS },
    { query: 'ヘッドホン', kind: 'inside', expect: HEADPHONES },
    { query: 'ヨガマット', kind: 'inside', expect: YOGA_MATS },
    { query: '寝袋', kind: 'inside', expect: SLEEPING_BAGS },
    { query: 'マグカップ', kind: 'inside', expect: MUGS },
    { query: '花瓶', kind: 'inside', expect: VASES },
    { query: 'スピーカー', kind: 'inside', expect: SPEAKERS },
  ],
};
