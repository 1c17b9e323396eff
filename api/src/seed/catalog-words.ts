/**
 * Word lists the catalogue seed composes product texts from, per language, with what each grammar needs:
 * noun gender and number (de, fr, es, pt, ru), adjective forms, material forms (ru genitive after "из",
 * CJK attributive and noun forms). Real words only; composed by catalog-text.ts.
 */
import type { Locale } from '@storefront/shared/routes';

/** m, f, n (de, ru), or plural of masculine/feminine nouns (plural nouns such as "sneakers"). */
export type Gender = 'm' | 'f' | 'n' | 'mpl' | 'fpl';

export interface Noun {
  en: string;
  /** English plural nouns take "These ... are". */
  enPlural?: boolean;
  de: [string, Gender];
  fr: [string, Gender];
  es: [string, Gender];
  pt: [string, Gender];
  ru: [string, Gender];
  cn: string;
  tw: string;
  jp: string;
}

export interface Adjective {
  en: string;
  /** German stem; endings follow the gender (strong in names, weak after "dieser"). */
  de: string;
  /** Romance forms: masculine, feminine, masculine plural, feminine plural. */
  fr: [string, string, string, string];
  es: [string, string, string, string];
  pt: [string, string, string, string];
  /** Russian nominative: masculine, feminine, neuter, plural. */
  ru: [string, string, string, string];
  cn: string;
  tw: string;
  /** Includes its connector (な, の) where Japanese needs one. */
  jp: string;
}

export interface Material {
  en: string;
  de: string;
  fr: string;
  es: string;
  pt: string;
  /** Genitive, after "из". */
  ru: string;
  /** [attributive in a name, noun in a sentence]. */
  cn: [string, string];
  tw: [string, string];
  jp: [string, string];
}

export type Texts = Record<Locale, string>;

export const ADJECTIVES = {
  classic: {
    en: 'classic', de: 'klassisch',
    fr: ['classique', 'classique', 'classiques', 'classiques'],
    es: ['clásico', 'clásica', 'clásicos', 'clásicas'],
    pt: ['clássico', 'clássica', 'clássicos', 'clássicas'],
    ru: ['классический', 'классическая', 'классическое', 'классические'],
    cn: '经典款', tw: '經典款', jp: '定番の',
  },
  light: {
    en: 'lightweight', de: 'leicht',
    fr: ['léger', 'légère', 'légers', 'légères'],
    es: ['ligero', 'ligera', 'ligeros', 'ligeras'],
    pt: ['leve', 'leve', 'leves', 'leves'],
    ru: ['лёгкий', 'лёгкая', 'лёгкое', 'лёгкие'],
    cn: '轻便', tw: '輕便', jp: '軽量',
  },
  elegant: {
    en: 'elegant', de: 'elegant',
    fr: ['élégant', 'élégante', 'élégants', 'élégantes'],
    es: ['elegante', 'elegante', 'elegantes', 'elegantes'],
    pt: ['elegante', 'elegante', 'elegantes', 'elegantes'],
    ru: ['элегантный', 'элегантная', 'элегантное', 'элегантные'],
    cn: '优雅', tw: '優雅', jp: '上品な',
  },
  sturdy: {
    en: 'sturdy', de: 'robust',
    fr: ['robuste', 'robuste', 'robustes', 'robustes'],
    es: ['resistente', 'resistente', 'resistentes', 'resistentes'],
    pt: ['resistente', 'resistente', 'resistentes', 'resistentes'],
    ru: ['прочный', 'прочная', 'прочное', 'прочные'],
    cn: '耐用', tw: '耐用', jp: '丈夫な',
  },
  practical: {
    en: 'practical', de: 'praktisch',
    fr: ['pratique', 'pratique', 'pratiques', 'pratiques'],
    es: ['práctico', 'práctica', 'prácticos', 'prácticas'],
    pt: ['prático', 'prática', 'práticos', 'práticas'],
    ru: ['практичный', 'практичная', 'практичное', 'практичные'],
    cn: '实用', tw: '實用', jp: '実用的な',
  },
  soft: {
    en: 'soft', de: 'weich',
    fr: ['doux', 'douce', 'doux', 'douces'],
    es: ['suave', 'suave', 'suaves', 'suaves'],
    pt: ['macio', 'macia', 'macios', 'macias'],
    ru: ['мягкий', 'мягкая', 'мягкое', 'мягкие'],
    cn: '柔软', tw: '柔軟', jp: 'やわらかな',
  },
  modern: {
    en: 'modern', de: 'modern',
    fr: ['moderne', 'moderne', 'modernes', 'modernes'],
    es: ['moderno', 'moderna', 'modernos', 'modernas'],
    pt: ['moderno', 'moderna', 'modernos', 'modernas'],
    ru: ['современный', 'современная', 'современное', 'современные'],
    cn: '现代风', tw: '現代風', jp: 'モダンな',
  },
  simple: {
    en: 'minimalist', de: 'schlicht',
    fr: ['sobre', 'sobre', 'sobres', 'sobres'],
    es: ['sencillo', 'sencilla', 'sencillos', 'sencillas'],
    pt: ['simples', 'simples', 'simples', 'simples'],
    ru: ['простой', 'простая', 'простое', 'простые'],
    cn: '简约', tw: '簡約', jp: 'シンプルな',
  },
  compact: {
    en: 'compact', de: 'kompakt',
    fr: ['compact', 'compacte', 'compacts', 'compactes'],
    es: ['compacto', 'compacta', 'compactos', 'compactas'],
    pt: ['compacto', 'compacta', 'compactos', 'compactas'],
    ru: ['компактный', 'компактная', 'компактное', 'компактные'],
    cn: '便携', tw: '便攜', jp: 'コンパクトな',
  },
  warm: {
    en: 'warm', de: 'warm',
    fr: ['chaud', 'chaude', 'chauds', 'chaudes'],
    es: ['cálido', 'cálida', 'cálidos', 'cálidas'],
    pt: ['quente', 'quente', 'quentes', 'quentes'],
    ru: ['тёплый', 'тёплая', 'тёплое', 'тёплые'],
    cn: '保暖', tw: '保暖', jp: '暖かな',
  },
} satisfies Record<string, Adjective>;
export type AdjectiveKey = keyof typeof ADJECTIVES;

export const MATERIALS = {
  cotton: { en: 'cotton', de: 'Baumwolle', fr: 'coton', es: 'algodón', pt: 'algodão', ru: 'хлопка', cn: ['棉质', '棉'], tw: ['棉質', '棉'], jp: ['コットン', 'コットン'] },
  linen: { en: 'linen', de: 'Leinen', fr: 'lin', es: 'lino', pt: 'linho', ru: 'льна', cn: ['亚麻', '亚麻'], tw: ['亞麻', '亞麻'], jp: ['リネン', 'リネン'] },
  wool: { en: 'wool', de: 'Wolle', fr: 'laine', es: 'lana', pt: 'lã', ru: 'шерсти', cn: ['羊毛', '羊毛'], tw: ['羊毛', '羊毛'], jp: ['ウール', 'ウール'] },
  silk: { en: 'silk', de: 'Seide', fr: 'soie', es: 'seda', pt: 'seda', ru: 'шёлка', cn: ['真丝', '真丝'], tw: ['真絲', '真絲'], jp: ['シルク', 'シルク'] },
  denim: { en: 'denim', de: 'Denim', fr: 'denim', es: 'tela vaquera', pt: 'jeans', ru: 'денима', cn: ['牛仔', '牛仔布'], tw: ['牛仔', '牛仔布'], jp: ['デニム', 'デニム'] },
  leather: { en: 'leather', de: 'Leder', fr: 'cuir', es: 'cuero', pt: 'couro', ru: 'кожи', cn: ['真皮', '真皮'], tw: ['真皮', '真皮'], jp: ['レザー', 'レザー'] },
  canvas: { en: 'canvas', de: 'Segeltuch', fr: 'toile', es: 'lona', pt: 'lona', ru: 'парусины', cn: ['帆布', '帆布'], tw: ['帆布', '帆布'], jp: ['キャンバス', 'キャンバス'] },
  suede: { en: 'suede', de: 'Wildleder', fr: 'daim', es: 'ante', pt: 'camurça', ru: 'замши', cn: ['麂皮', '麂皮'], tw: ['麂皮', '麂皮'], jp: ['スエード', 'スエード'] },
  nylon: { en: 'nylon', de: 'Nylon', fr: 'nylon', es: 'nailon', pt: 'náilon', ru: 'нейлона', cn: ['尼龙', '尼龙'], tw: ['尼龍', '尼龍'], jp: ['ナイロン', 'ナイロン'] },
  cork: { en: 'cork', de: 'Kork', fr: 'liège', es: 'corcho', pt: 'cortiça', ru: 'пробки', cn: ['软木', '软木'], tw: ['軟木', '軟木'], jp: ['コルク', 'コルク'] },
  ceramic: { en: 'ceramic', de: 'Keramik', fr: 'céramique', es: 'cerámica', pt: 'cerâmica', ru: 'керамики', cn: ['陶瓷', '陶瓷'], tw: ['陶瓷', '陶瓷'], jp: ['セラミック', 'セラミック'] },
  glass: { en: 'glass', de: 'Glas', fr: 'verre', es: 'vidrio', pt: 'vidro', ru: 'стекла', cn: ['玻璃', '玻璃'], tw: ['玻璃', '玻璃'], jp: ['ガラス', 'ガラス'] },
  oak: { en: 'oak', de: 'Eichenholz', fr: 'chêne', es: 'roble', pt: 'carvalho', ru: 'дуба', cn: ['橡木', '橡木'], tw: ['橡木', '橡木'], jp: ['オーク', 'オーク材'] },
  bamboo: { en: 'bamboo', de: 'Bambus', fr: 'bambou', es: 'bambú', pt: 'bambu', ru: 'бамбука', cn: ['竹制', '竹子'], tw: ['竹製', '竹子'], jp: ['竹製', '竹'] },
  steel: { en: 'stainless steel', de: 'Edelstahl', fr: 'acier inoxydable', es: 'acero inoxidable', pt: 'aço inoxidável', ru: 'нержавеющей стали', cn: ['不锈钢', '不锈钢'], tw: ['不鏽鋼', '不鏽鋼'], jp: ['ステンレス', 'ステンレス'] },
  castIron: { en: 'cast iron', de: 'Gusseisen', fr: 'fonte', es: 'hierro fundido', pt: 'ferro fundido', ru: 'чугуна', cn: ['铸铁', '铸铁'], tw: ['鑄鐵', '鑄鐵'], jp: ['鋳鉄', '鋳鉄'] },
  aluminium: { en: 'aluminium', de: 'Aluminium', fr: 'aluminium', es: 'aluminio', pt: 'alumínio', ru: 'алюминия', cn: ['铝制', '铝'], tw: ['鋁製', '鋁'], jp: ['アルミ', 'アルミ'] },
  felt: { en: 'felt', de: 'Filz', fr: 'feutre', es: 'fieltro', pt: 'feltro', ru: 'фетра', cn: ['毛毡', '毛毡'], tw: ['毛氈', '毛氈'], jp: ['フェルト', 'フェルト'] },
  wood: { en: 'wooden', de: 'Holz', fr: 'bois', es: 'madera', pt: 'madeira', ru: 'дерева', cn: ['木质', '木材'], tw: ['木質', '木材'], jp: ['木製', '木'] },
  rubber: { en: 'rubber', de: 'Naturkautschuk', fr: 'caoutchouc', es: 'caucho', pt: 'borracha', ru: 'каучука', cn: ['橡胶', '橡胶'], tw: ['橡膠', '橡膠'], jp: ['ラバー', 'ラバー'] },
} satisfies Record<string, Material>;
export type MaterialKey = keyof typeof MATERIALS;

/** "wooden" reads as an attribute in a name; the sentence needs the noun. */
export const EN_MATERIAL_NOUN: Partial<Record<MaterialKey, string>> = { wood: 'wood' };

const n = (
  en: string,
  de: [string, Gender],
  fr: [string, Gender],
  es: [string, Gender],
  pt: [string, Gender],
  ru: [string, Gender],
  cn: string,
  tw: string,
  jp: string,
  enPlural = false,
): Noun => ({ en, enPlural, de, fr, es, pt, ru, cn, tw, jp });

/** Specification names (codes) and the option codes they can take. */
export const SPEC_VALUES = {
  size: ['xs', 's', 'm', 'l', 'xl'],
  shoeSize: ['eu37', 'eu38', 'eu39', 'eu40', 'eu41', 'eu42', 'eu43', 'eu44', 'eu45'],
  fit: ['regular', 'slim', 'relaxed'],
  width: ['standard', 'wide'],
  capacityBag: ['l20', 'l30', 'l40'],
  capacityBottle: ['ml350', 'ml500', 'ml750', 'l1'],
  sizeHome: ['small', 'medium', 'large'],
  light: ['warm', 'neutral'],
  diameter: ['cm20', 'cm24', 'cm28'],
  pack: ['single', 'set2', 'set4'],
  thickness: ['mm4', 'mm6'],
  length: ['regular', 'long'],
  format: ['a5', 'a6'],
  paper: ['lined', 'dotted', 'blank', 'grid'],
} as const;
export type SpecSource = keyof typeof SPEC_VALUES;

/** A spec as products carry it: its public name code and where its option codes come from. */
export interface SpecKind {
  name: 'size' | 'fit' | 'width' | 'capacity' | 'light' | 'pack' | 'thickness' | 'length' | 'format' | 'paper';
  from: SpecSource;
}
const spec = (name: SpecKind['name'], from: SpecSource = name as SpecSource): SpecKind => ({ name, from });

export interface ProductType {
  key: string;
  noun: Noun;
  materials: MaterialKey[];
  /** Base price in USD minor units. */
  price: number;
  /** Specifications after colour (which every product has), in order. */
  specs: SpecKind[];
}

export interface SubCategory {
  slug: string;
  names: Texts;
  types: ProductType[];
}

export interface TopCategory {
  slug: string;
  names: Texts;
  /** Silhouette drawn on the generated images. */
  motif: 'shirt' | 'shoe' | 'bag' | 'vase' | 'pot' | 'tent' | 'book' | 'sound';
  colours: ColourKey[];
  adjectives: AdjectiveKey[];
  /** Two sentences about the kind of goods, gender-free in every language. */
  features: [Texts, Texts];
  children: SubCategory[];
}

export const COLOURS = {
  black: '#22252b',
  white: '#f1eee8',
  grey: '#8a9099',
  navy: '#1f3a5f',
  blue: '#2f6fb0',
  green: '#2e7d4f',
  olive: '#6b7a3a',
  sage: '#9caf88',
  red: '#c0392b',
  burgundy: '#7b2435',
  terracotta: '#c8643b',
  orange: '#e07b24',
  pink: '#e89cae',
  brown: '#7a4b2a',
  sand: '#d8c3a0',
} as const;
export type ColourKey = keyof typeof COLOURS;

export const CATEGORIES: TopCategory[] = [
  {
    slug: 'clothing',
    names: { en: 'Clothing', cn: '服装', de: 'Bekleidung', es: 'Ropa', fr: 'Vêtements', jp: '衣類', pt: 'Roupas', ru: 'Одежда', tw: '服裝' },
    motif: 'shirt',
    colours: ['black', 'white', 'navy', 'olive', 'burgundy', 'sand', 'grey'],
    adjectives: ['classic', 'light', 'elegant', 'soft', 'simple', 'warm'],
    features: [
      {
        en: 'Cut for everyday comfort and easy to combine.',
        cn: '版型舒适，适合日常穿着，易于搭配。',
        de: 'Für bequemes Tragen im Alltag geschnitten und leicht zu kombinieren.',
        es: 'Un corte pensado para la comodidad diaria y fácil de combinar.',
        fr: 'Une coupe pensée pour le confort au quotidien, facile à associer.',
        jp: '毎日快適に着られるシルエットで、コーディネートもしやすいアイテムです。',
        pt: 'Um corte pensado para o conforto diário e fácil de combinar.',
        ru: 'Удобный крой на каждый день, легко сочетается с другими вещами.',
        tw: '版型舒適，適合日常穿著，容易搭配。',
      },
      {
        en: 'Machine washable at 30 °C and keeps its shape wash after wash.',
        cn: '可机洗（30 °C），多次洗涤后依然不变形。',
        de: 'Bei 30 °C maschinenwaschbar und auch nach vielen Wäschen formstabil.',
        es: 'Lavable a máquina a 30 °C; mantiene su forma lavado tras lavado.',
        fr: 'Lavable en machine à 30 °C, garde sa forme lavage après lavage.',
        jp: '30 °Cで洗濯機洗いができ、洗濯を重ねても型崩れしにくい素材です。',
        pt: 'Lavável na máquina a 30 °C e mantém a forma lavagem após lavagem.',
        ru: 'Можно стирать в машине при 30 °C, форма сохраняется после многих стирок.',
        tw: '可機洗（30 °C），多次洗滌後依然不變形。',
      },
    ],
    children: [
      {
        slug: 'tops',
        names: { en: 'Tops', cn: '上衣', de: 'Oberteile', es: 'Camisetas y camisas', fr: 'Hauts', jp: 'トップス', pt: 'Camisetas e camisas', ru: 'Футболки и рубашки', tw: '上衣' },
        types: [
          { key: 't-shirt', noun: n('T-shirt', ['T-Shirt', 'n'], ['T-shirt', 'm'], ['camiseta', 'f'], ['camiseta', 'f'], ['футболка', 'f'], 'T恤', 'T恤', 'Tシャツ'), materials: ['cotton', 'linen'], price: 1900, specs: [spec('size'), spec('fit')] },
          { key: 'shirt', noun: n('shirt', ['Hemd', 'n'], ['chemise', 'f'], ['camisa', 'f'], ['camisa', 'f'], ['рубашка', 'f'], '衬衫', '襯衫', 'シャツ'), materials: ['cotton', 'linen', 'silk'], price: 3900, specs: [spec('size'), spec('fit')] },
          { key: 'sweater', noun: n('sweater', ['Pullover', 'm'], ['pull', 'm'], ['jersey', 'm'], ['suéter', 'm'], ['свитер', 'm'], '毛衣', '毛衣', 'セーター'), materials: ['wool', 'cotton'], price: 5900, specs: [spec('size'), spec('fit')] },
        ],
      },
      {
        slug: 'dresses',
        names: { en: 'Dresses & skirts', cn: '连衣裙与半身裙', de: 'Kleider & Röcke', es: 'Vestidos y faldas', fr: 'Robes et jupes', jp: 'ワンピース・スカート', pt: 'Vestidos e saias', ru: 'Платья и юбки', tw: '洋裝與裙子' },
        types: [
          { key: 'dress', noun: n('dress', ['Kleid', 'n'], ['robe', 'f'], ['vestido', 'm'], ['vestido', 'm'], ['платье', 'n'], '连衣裙', '洋裝', 'ワンピース'), materials: ['cotton', 'linen', 'silk'], price: 6900, specs: [spec('size')] },
          { key: 'skirt', noun: n('skirt', ['Rock', 'm'], ['jupe', 'f'], ['falda', 'f'], ['saia', 'f'], ['юбка', 'f'], '半身裙', '裙子', 'スカート'), materials: ['cotton', 'denim', 'wool'], price: 4500, specs: [spec('size')] },
        ],
      },
      {
        slug: 'outerwear',
        names: { en: 'Outerwear', cn: '外套', de: 'Jacken & Mäntel', es: 'Abrigos y chaquetas', fr: 'Manteaux et vestes', jp: 'アウター', pt: 'Casacos e jaquetas', ru: 'Верхняя одежда', tw: '外套' },
        types: [
          { key: 'jacket', noun: n('jacket', ['Jacke', 'f'], ['veste', 'f'], ['chaqueta', 'f'], ['jaqueta', 'f'], ['куртка', 'f'], '夹克', '夾克', 'ジャケット'), materials: ['denim', 'leather', 'nylon'], price: 8900, specs: [spec('size')] },
          { key: 'coat', noun: n('coat', ['Mantel', 'm'], ['manteau', 'm'], ['abrigo', 'm'], ['casaco', 'm'], ['пальто', 'n'], '大衣', '大衣', 'コート'), materials: ['wool', 'cotton'], price: 14900, specs: [spec('size')] },
        ],
      },
    ],
  },
  {
    slug: 'shoes',
    names: { en: 'Shoes', cn: '鞋履', de: 'Schuhe', es: 'Calzado', fr: 'Chaussures', jp: 'シューズ', pt: 'Calçados', ru: 'Обувь', tw: '鞋履' },
    motif: 'shoe',
    colours: ['black', 'white', 'brown', 'grey', 'navy', 'sand'],
    adjectives: ['classic', 'light', 'sturdy', 'modern', 'simple'],
    features: [
      {
        en: 'A cushioned insole supports your feet from morning to evening.',
        cn: '缓震鞋垫从早到晚为双脚提供支撑。',
        de: 'Eine gepolsterte Innensohle stützt die Füße von morgens bis abends.',
        es: 'La plantilla acolchada sujeta el pie de la mañana a la noche.',
        fr: 'Une semelle intérieure rembourrée soutient vos pieds du matin au soir.',
        jp: 'クッション性のあるインソールが朝から晩まで足を支えます。',
        pt: 'A palmilha acolchoada apoia os pés da manhã à noite.',
        ru: 'Мягкая стелька поддерживает стопу с утра до вечера.',
        tw: '緩震鞋墊從早到晚為雙腳提供支撐。',
      },
      {
        en: 'The non-slip rubber sole grips well on wet streets.',
        cn: '防滑橡胶鞋底，湿滑路面也能稳稳抓地。',
        de: 'Die rutschfeste Gummisohle hält auch auf nassen Straßen gut.',
        es: 'La suela de goma antideslizante se agarra bien en calles mojadas.',
        fr: 'La semelle antidérapante en caoutchouc adhère bien sur route mouillée.',
        jp: '滑りにくいラバーソールで、濡れた路面でもしっかりグリップします。',
        pt: 'A sola de borracha antiderrapante tem boa aderência em ruas molhadas.',
        ru: 'Нескользящая резиновая подошва надёжно держит даже на мокром асфальте.',
        tw: '防滑橡膠鞋底，濕滑路面也能穩穩抓地。',
      },
    ],
    children: [
      {
        slug: 'sneakers',
        names: { en: 'Sneakers', cn: '运动鞋', de: 'Sneaker & Laufschuhe', es: 'Zapatillas', fr: 'Baskets et running', jp: 'スニーカー', pt: 'Tênis', ru: 'Кеды и кроссовки', tw: '運動鞋' },
        types: [
          { key: 'sneakers', noun: n('sneakers', ['Sneaker', 'mpl'], ['baskets', 'fpl'], ['zapatillas', 'fpl'], ['tênis', 'mpl'], ['кеды', 'mpl'], '运动鞋', '運動鞋', 'スニーカー', true), materials: ['canvas', 'leather', 'suede'], price: 6900, specs: [spec('size', 'shoeSize'), spec('width')] },
          { key: 'running-shoes', noun: n('running shoes', ['Laufschuhe', 'mpl'], ['chaussures de course', 'fpl'], ['zapatillas de running', 'fpl'], ['tênis de corrida', 'mpl'], ['кроссовки', 'fpl'], '跑步鞋', '跑步鞋', 'ランニングシューズ', true), materials: ['nylon', 'suede'], price: 8900, specs: [spec('size', 'shoeSize'), spec('width')] },
        ],
      },
      {
        slug: 'boots',
        names: { en: 'Boots', cn: '靴子', de: 'Stiefel', es: 'Botas y botines', fr: 'Bottes et bottines', jp: 'ブーツ', pt: 'Botas', ru: 'Ботинки', tw: '靴子' },
        types: [
          { key: 'ankle-boots', noun: n('ankle boots', ['Stiefeletten', 'fpl'], ['bottines', 'fpl'], ['botines', 'mpl'], ['botins', 'mpl'], ['ботинки', 'mpl'], '短靴', '短靴', 'ショートブーツ', true), materials: ['leather', 'suede'], price: 11900, specs: [spec('size', 'shoeSize')] },
          { key: 'hiking-boots', noun: n('hiking boots', ['Wanderschuhe', 'mpl'], ['chaussures de randonnée', 'fpl'], ['botas de montaña', 'fpl'], ['botas de caminhada', 'fpl'], ['треккинговые ботинки', 'mpl'], '登山靴', '登山靴', 'トレッキングブーツ', true), materials: ['leather', 'nylon', 'suede'], price: 12900, specs: [spec('size', 'shoeSize'), spec('width')] },
        ],
      },
    ],
  },
  {
    slug: 'bags',
    names: { en: 'Bags', cn: '箱包', de: 'Taschen', es: 'Bolsos', fr: 'Sacs', jp: 'バッグ', pt: 'Bolsas', ru: 'Сумки', tw: '包袋' },
    motif: 'bag',
    colours: ['black', 'brown', 'olive', 'sand', 'navy', 'burgundy'],
    adjectives: ['classic', 'light', 'sturdy', 'practical', 'compact', 'elegant'],
    features: [
      {
        en: 'Several inner pockets keep keys, phone and documents in order.',
        cn: '多个内袋，钥匙、手机和证件都能收纳得井井有条。',
        de: 'Mehrere Innenfächer halten Schlüssel, Handy und Dokumente in Ordnung.',
        es: 'Varios bolsillos interiores mantienen en orden llaves, móvil y documentos.',
        fr: 'Plusieurs poches intérieures rangent clés, téléphone et documents.',
        jp: '内ポケットが複数あり、鍵やスマホ、書類をすっきり収納できます。',
        pt: 'Vários bolsos internos mantêm chaves, celular e documentos organizados.',
        ru: 'Несколько внутренних карманов помогут держать ключи, телефон и документы в порядке.',
        tw: '多個內袋，鑰匙、手機和證件都能收納得井井有條。',
      },
      {
        en: 'Strong stitching and metal hardware are made to last for years.',
        cn: '牢固的缝线和金属配件经久耐用。',
        de: 'Kräftige Nähte und Metallbeschläge sind für viele Jahre gemacht.',
        es: 'Costuras reforzadas y herrajes metálicos pensados para durar años.',
        fr: 'Des coutures solides et des finitions métalliques conçues pour durer des années.',
        jp: '丈夫な縫製と金属パーツで、長く愛用いただけます。',
        pt: 'Costuras reforçadas e ferragens de metal feitas para durar anos.',
        ru: 'Прочные швы и металлическая фурнитура рассчитаны на годы службы.',
        tw: '牢固的縫線和金屬配件經久耐用。',
      },
    ],
    children: [
      {
        slug: 'backpacks',
        names: { en: 'Backpacks & travel bags', cn: '双肩包与旅行包', de: 'Rucksäcke & Reisetaschen', es: 'Mochilas y bolsas de viaje', fr: 'Sacs à dos et sacs de voyage', jp: 'リュック・旅行バッグ', pt: 'Mochilas e bolsas de viagem', ru: 'Рюкзаки и дорожные сумки', tw: '後背包與旅行袋' },
        types: [
          { key: 'backpack', noun: n('backpack', ['Rucksack', 'm'], ['sac à dos', 'm'], ['mochila', 'f'], ['mochila', 'f'], ['рюкзак', 'm'], '双肩包', '後背包', 'リュック'), materials: ['canvas', 'nylon', 'leather'], price: 7900, specs: [spec('capacity', 'capacityBag')] },
          { key: 'travel-bag', noun: n('travel bag', ['Reisetasche', 'f'], ['sac de voyage', 'm'], ['bolsa de viaje', 'f'], ['bolsa de viagem', 'f'], ['дорожная сумка', 'f'], '旅行包', '旅行袋', '旅行バッグ'), materials: ['canvas', 'leather', 'nylon'], price: 9900, specs: [spec('capacity', 'capacityBag')] },
        ],
      },
      {
        slug: 'wallets',
        names: { en: 'Wallets & belts', cn: '钱包与腰带', de: 'Geldbörsen & Gürtel', es: 'Carteras y cinturones', fr: 'Portefeuilles et ceintures', jp: '財布・ベルト', pt: 'Carteiras e cintos', ru: 'Кошельки и ремни', tw: '錢包與腰帶' },
        types: [
          { key: 'wallet', noun: n('wallet', ['Geldbörse', 'f'], ['portefeuille', 'm'], ['cartera', 'f'], ['carteira', 'f'], ['кошелёк', 'm'], '钱包', '錢包', '財布'), materials: ['leather', 'cork', 'canvas'], price: 3900, specs: [] },
          { key: 'card-holder', noun: n('card holder', ['Kartenetui', 'n'], ['porte-cartes', 'm'], ['tarjetero', 'm'], ['porta-cartões', 'm'], ['картхолдер', 'm'], '卡包', '卡夾', 'カードケース'), materials: ['leather', 'cork'], price: 2500, specs: [] },
          { key: 'belt', noun: n('belt', ['Gürtel', 'm'], ['ceinture', 'f'], ['cinturón', 'm'], ['cinto', 'm'], ['ремень', 'm'], '腰带', '腰帶', 'ベルト'), materials: ['leather', 'canvas'], price: 3500, specs: [spec('size')] },
        ],
      },
    ],
  },
  {
    slug: 'home',
    names: { en: 'Home & living', cn: '家居', de: 'Wohnen', es: 'Hogar', fr: 'Maison', jp: 'インテリア', pt: 'Casa', ru: 'Дом', tw: '居家' },
    motif: 'vase',
    colours: ['white', 'sand', 'terracotta', 'sage', 'grey', 'blue'],
    adjectives: ['elegant', 'modern', 'simple', 'soft', 'classic'],
    features: [
      {
        en: 'Brings a calm, warm touch to the living room, bedroom or hallway.',
        cn: '为客厅、卧室或玄关增添一份宁静与温馨。',
        de: 'Bringt eine ruhige, warme Note ins Wohnzimmer, Schlafzimmer oder in den Flur.',
        es: 'Aporta un toque cálido y sereno al salón, al dormitorio o al recibidor.',
        fr: "Apporte une touche calme et chaleureuse au salon, à la chambre ou à l'entrée.",
        jp: 'リビングや寝室、玄関に落ち着いたぬくもりを添えます。',
        pt: 'Traz um toque calmo e acolhedor à sala, ao quarto ou ao hall de entrada.',
        ru: 'Добавит спокойствия и уюта гостиной, спальне или прихожей.',
        tw: '為客廳、臥室或玄關增添一份寧靜與溫馨。',
      },
      {
        en: 'Each piece is finished by hand, so small variations are part of its character.',
        cn: '每件均经手工精修，细微差异正是它的独特之处。',
        de: 'Jedes Stück wird von Hand veredelt, kleine Abweichungen gehören zu seinem Charakter.',
        es: 'Cada pieza se termina a mano, por lo que las pequeñas variaciones forman parte de su carácter.',
        fr: 'Chaque pièce est finie à la main : de petites variations font partie de son charme.',
        jp: '一点ずつ手作業で仕上げているため、わずかな個体差も魅力のひとつです。',
        pt: 'Cada peça é finalizada à mão, por isso pequenas variações fazem parte do seu charme.',
        ru: 'Каждое изделие дорабатывается вручную, поэтому небольшие различия — часть его характера.',
        tw: '每件皆經手工精修，細微差異正是它的獨特之處。',
      },
    ],
    children: [
      {
        slug: 'decor',
        names: { en: 'Decor', cn: '家居装饰', de: 'Deko', es: 'Decoración', fr: 'Décoration', jp: 'インテリア雑貨', pt: 'Decoração', ru: 'Декор', tw: '居家裝飾' },
        types: [
          { key: 'vase', noun: n('vase', ['Vase', 'f'], ['vase', 'm'], ['jarrón', 'm'], ['vaso', 'm'], ['ваза', 'f'], '花瓶', '花瓶', '花瓶'), materials: ['ceramic', 'glass'], price: 3500, specs: [spec('size', 'sizeHome')] },
          { key: 'candle-holder', noun: n('candle holder', ['Kerzenhalter', 'm'], ['bougeoir', 'm'], ['candelabro', 'm'], ['castiçal', 'm'], ['подсвечник', 'm'], '烛台', '燭台', 'キャンドルホルダー'), materials: ['ceramic', 'glass', 'oak'], price: 2200, specs: [spec('size', 'sizeHome')] },
        ],
      },
      {
        slug: 'textiles',
        names: { en: 'Home textiles', cn: '家纺', de: 'Heimtextilien', es: 'Textiles para el hogar', fr: 'Linge de maison', jp: 'ファブリック', pt: 'Têxteis para casa', ru: 'Домашний текстиль', tw: '家紡' },
        types: [
          { key: 'cushion-cover', noun: n('cushion cover', ['Kissenbezug', 'm'], ['housse de coussin', 'f'], ['funda de cojín', 'f'], ['capa de almofada', 'f'], ['чехол для подушки', 'm'], '抱枕套', '抱枕套', 'クッションカバー'), materials: ['linen', 'cotton', 'wool'], price: 2400, specs: [spec('size', 'sizeHome')] },
          { key: 'throw', noun: n('throw blanket', ['Wohndecke', 'f'], ['plaid', 'm'], ['manta', 'f'], ['manta', 'f'], ['плед', 'm'], '盖毯', '蓋毯', 'ブランケット'), materials: ['wool', 'cotton', 'linen'], price: 5900, specs: [spec('size', 'sizeHome')] },
        ],
      },
      {
        slug: 'lighting',
        names: { en: 'Lighting', cn: '灯具', de: 'Leuchten', es: 'Iluminación', fr: 'Luminaires', jp: '照明', pt: 'Iluminação', ru: 'Освещение', tw: '燈具' },
        types: [
          { key: 'table-lamp', noun: n('table lamp', ['Tischleuchte', 'f'], ['lampe de table', 'f'], ['lámpara de mesa', 'f'], ['luminária de mesa', 'f'], ['настольная лампа', 'f'], '台灯', '檯燈', 'テーブルランプ'), materials: ['ceramic', 'oak', 'glass'], price: 7900, specs: [spec('light')] },
          { key: 'pendant-lamp', noun: n('pendant lamp', ['Pendelleuchte', 'f'], ['suspension', 'f'], ['lámpara colgante', 'f'], ['luminária pendente', 'f'], ['подвесной светильник', 'm'], '吊灯', '吊燈', 'ペンダントライト'), materials: ['glass', 'aluminium', 'bamboo'], price: 9900, specs: [spec('light')] },
        ],
      },
    ],
  },
  {
    slug: 'kitchen',
    names: { en: 'Kitchen & dining', cn: '厨房餐饮', de: 'Küche & Esszimmer', es: 'Cocina y comedor', fr: 'Cuisine et arts de la table', jp: 'キッチン・食器', pt: 'Cozinha e mesa', ru: 'Кухня и столовая', tw: '廚房餐飲' },
    motif: 'pot',
    colours: ['black', 'white', 'red', 'blue', 'sage', 'grey'],
    adjectives: ['classic', 'sturdy', 'practical', 'modern', 'simple'],
    features: [
      {
        en: 'Food-safe material that goes in the dishwasher and is easy to clean.',
        cn: '食品级材质，可用洗碗机清洗，易于打理。',
        de: 'Lebensmittelechtes Material, spülmaschinengeeignet und leicht zu reinigen.',
        es: 'Material apto para alimentos, apto para lavavajillas y fácil de limpiar.',
        fr: 'Matériau compatible avec les aliments, lavable au lave-vaisselle et facile à nettoyer.',
        jp: '食品に使える素材で、食洗機にも対応し、お手入れも簡単です。',
        pt: 'Material seguro para alimentos, adequado à lava-louças e fácil de limpar.',
        ru: 'Материал безопасен для продуктов, его можно мыть в посудомоечной машине.',
        tw: '食品級材質，可用洗碗機清洗，容易清潔。',
      },
      {
        en: 'A design made for daily use in busy kitchens.',
        cn: '专为繁忙厨房的日常使用而设计。',
        de: 'Ein Design für den täglichen Einsatz in lebhaften Küchen.',
        es: 'Un diseño pensado para el uso diario en cocinas con mucho movimiento.',
        fr: 'Une conception pensée pour un usage quotidien dans les cuisines animées.',
        jp: '忙しいキッチンで毎日使うことを考えたデザインです。',
        pt: 'Um design pensado para o uso diário em cozinhas movimentadas.',
        ru: 'Продуманный дизайн для ежедневного использования на кухне.',
        tw: '專為繁忙廚房的日常使用而設計。',
      },
    ],
    children: [
      {
        slug: 'cookware',
        names: { en: 'Cookware', cn: '锅具', de: 'Kochgeschirr', es: 'Ollas y sartenes', fr: 'Casseroles et poêles', jp: '調理器具', pt: 'Panelas e frigideiras', ru: 'Посуда для готовки', tw: '鍋具' },
        types: [
          { key: 'frying-pan', noun: n('frying pan', ['Bratpfanne', 'f'], ['poêle', 'f'], ['sartén', 'f'], ['frigideira', 'f'], ['сковорода', 'f'], '煎锅', '平底鍋', 'フライパン'), materials: ['castIron', 'steel'], price: 4900, specs: [spec('size', 'diameter')] },
          { key: 'saucepan', noun: n('saucepan', ['Kochtopf', 'm'], ['casserole', 'f'], ['cazo', 'm'], ['panela', 'f'], ['кастрюля', 'f'], '汤锅', '湯鍋', '片手鍋'), materials: ['steel', 'castIron'], price: 5900, specs: [spec('size', 'diameter')] },
        ],
      },
      {
        slug: 'tableware',
        names: { en: 'Tableware', cn: '餐具', de: 'Geschirr', es: 'Vajilla', fr: 'Vaisselle', jp: '食器', pt: 'Louça', ru: 'Столовая посуда', tw: '餐具' },
        types: [
          { key: 'mug', noun: n('mug', ['Becher', 'm'], ['mug', 'm'], ['taza', 'f'], ['caneca', 'f'], ['кружка', 'f'], '马克杯', '馬克杯', 'マグカップ'), materials: ['ceramic', 'glass', 'steel'], price: 1500, specs: [spec('pack')] },
          { key: 'bowl', noun: n('bowl', ['Schale', 'f'], ['bol', 'm'], ['cuenco', 'm'], ['tigela', 'f'], ['миска', 'f'], '碗', '碗', 'ボウル'), materials: ['ceramic', 'bamboo', 'glass'], price: 1800, specs: [spec('pack')] },
          { key: 'plate', noun: n('plate', ['Teller', 'm'], ['assiette', 'f'], ['plato', 'm'], ['prato', 'm'], ['тарелка', 'f'], '餐盘', '餐盤', 'プレート'), materials: ['ceramic', 'bamboo'], price: 1900, specs: [spec('pack')] },
        ],
      },
      {
        slug: 'drinkware',
        names: { en: 'Bottles & teapots', cn: '水瓶与茶壶', de: 'Flaschen & Kannen', es: 'Botellas y teteras', fr: 'Gourdes et théières', jp: 'ボトル・ティーポット', pt: 'Garrafas e bules', ru: 'Бутылки и чайники', tw: '水壺與茶壺' },
        types: [
          { key: 'water-bottle', noun: n('water bottle', ['Trinkflasche', 'f'], ['gourde', 'f'], ['botella de agua', 'f'], ['garrafa de água', 'f'], ['бутылка для воды', 'f'], '水瓶', '水壺', '水筒'), materials: ['steel', 'glass', 'aluminium'], price: 2900, specs: [spec('capacity', 'capacityBottle')] },
          { key: 'teapot', noun: n('teapot', ['Teekanne', 'f'], ['théière', 'f'], ['tetera', 'f'], ['bule', 'm'], ['заварочный чайник', 'm'], '茶壶', '茶壺', 'ティーポット'), materials: ['ceramic', 'glass', 'castIron'], price: 3900, specs: [spec('capacity', 'capacityBottle')] },
        ],
      },
    ],
  },
  {
    slug: 'sports',
    names: { en: 'Sports & outdoors', cn: '运动户外', de: 'Sport & Outdoor', es: 'Deporte y aire libre', fr: 'Sport et plein air', jp: 'スポーツ・アウトドア', pt: 'Esporte e ar livre', ru: 'Спорт и отдых', tw: '運動戶外' },
    motif: 'tent',
    colours: ['black', 'blue', 'green', 'orange', 'grey', 'olive'],
    adjectives: ['light', 'sturdy', 'practical', 'compact', 'warm'],
    features: [
      {
        en: 'Easy to carry and quick to set up wherever you go.',
        cn: '便于携带，随时随地快速展开使用。',
        de: 'Leicht zu tragen und schnell einsatzbereit, wohin Sie auch gehen.',
        es: 'Fácil de llevar y de montar vayas donde vayas.',
        fr: 'Facile à transporter et rapide à installer, où que vous alliez.',
        jp: '持ち運びやすく、どこへ行ってもすぐに使えます。',
        pt: 'Fácil de levar e de montar aonde quer que você vá.',
        ru: 'Удобно брать с собой и быстро готовить к использованию, куда бы вы ни отправились.',
        tw: '便於攜帶，隨時隨地快速展開使用。',
      },
      {
        en: 'A water-repellent surface that dries quickly after rain or training.',
        cn: '防泼水表面，雨后或训练后都能快速变干。',
        de: 'Eine wasserabweisende Oberfläche, die nach Regen oder Training schnell trocknet.',
        es: 'Superficie repelente al agua que se seca rápido tras la lluvia o el entrenamiento.',
        fr: "Une surface déperlante qui sèche vite après la pluie ou l'entraînement.",
        jp: '撥水性のある表面で、雨やトレーニングの後もすぐに乾きます。',
        pt: 'Superfície repelente à água que seca rápido depois da chuva ou do treino.',
        ru: 'Водоотталкивающая поверхность быстро сохнет после дождя или тренировки.',
        tw: '防潑水表面，雨後或訓練後都能快速變乾。',
      },
    ],
    children: [
      {
        slug: 'fitness',
        names: { en: 'Fitness & yoga', cn: '健身瑜伽', de: 'Fitness & Yoga', es: 'Fitness y yoga', fr: 'Fitness et yoga', jp: 'フィットネス・ヨガ', pt: 'Fitness e ioga', ru: 'Фитнес и йога', tw: '健身瑜伽' },
        types: [
          { key: 'yoga-mat', noun: n('yoga mat', ['Yogamatte', 'f'], ['tapis de yoga', 'm'], ['esterilla de yoga', 'f'], ['tapete de ioga', 'm'], ['коврик для йоги', 'm'], '瑜伽垫', '瑜伽墊', 'ヨガマット'), materials: ['cork', 'rubber'], price: 3900, specs: [spec('thickness')] },
          { key: 'gym-bag', noun: n('gym bag', ['Sporttasche', 'f'], ['sac de sport', 'm'], ['bolsa de deporte', 'f'], ['bolsa de academia', 'f'], ['спортивная сумка', 'f'], '健身包', '運動包', 'ジムバッグ'), materials: ['nylon', 'canvas'], price: 4500, specs: [spec('capacity', 'capacityBag')] },
        ],
      },
      {
        slug: 'camping',
        names: { en: 'Camping', cn: '露营', de: 'Camping & Wandern', es: 'Acampada', fr: 'Camping et randonnée', jp: 'キャンプ', pt: 'Acampamento', ru: 'Кемпинг', tw: '露營' },
        types: [
          { key: 'sleeping-bag', noun: n('sleeping bag', ['Schlafsack', 'm'], ['sac de couchage', 'm'], ['saco de dormir', 'm'], ['saco de dormir', 'm'], ['спальный мешок', 'm'], '睡袋', '睡袋', '寝袋'), materials: ['nylon', 'cotton'], price: 8900, specs: [spec('length')] },
          { key: 'camping-chair', noun: n('camping chair', ['Campingstuhl', 'm'], ['chaise de camping', 'f'], ['silla de camping', 'f'], ['cadeira de camping', 'f'], ['походный стул', 'm'], '露营椅', '露營椅', 'キャンプチェア'), materials: ['aluminium', 'canvas', 'wood'], price: 5900, specs: [] },
        ],
      },
    ],
  },
  {
    slug: 'stationery',
    names: { en: 'Stationery', cn: '文具', de: 'Schreibwaren', es: 'Papelería', fr: 'Papeterie', jp: '文房具', pt: 'Papelaria', ru: 'Канцелярия', tw: '文具' },
    motif: 'book',
    colours: ['black', 'navy', 'red', 'green', 'sand', 'brown'],
    adjectives: ['classic', 'practical', 'compact', 'simple', 'elegant'],
    features: [
      {
        en: 'Keeps your desk tidy and your ideas within reach.',
        cn: '让桌面井然有序，灵感随手可及。',
        de: 'Hält den Schreibtisch ordentlich und Ideen stets griffbereit.',
        es: 'Mantiene tu escritorio ordenado y tus ideas siempre a mano.',
        fr: 'Garde votre bureau en ordre et vos idées à portée de main.',
        jp: 'デスクをすっきり整え、アイデアをいつも手元に。',
        pt: 'Mantém sua mesa organizada e suas ideias sempre à mão.',
        ru: 'Помогает держать рабочий стол в порядке, а идеи — под рукой.',
        tw: '讓桌面井然有序，靈感隨手可及。',
      },
      {
        en: 'A thoughtful gift for students, writers and anyone who plans ahead.',
        cn: '送给学生、写作者和爱规划的人的贴心礼物。',
        de: 'Ein durchdachtes Geschenk für Studierende, Schreibende und alle, die gern planen.',
        es: 'Un regalo ideal para estudiantes, escritores y cualquiera que planifique con antelación.',
        fr: "Un cadeau attentionné pour les étudiants, les écrivains et tous ceux qui aiment s'organiser.",
        jp: '学生や書くことが好きな方、計画派の方への気の利いたギフトに。',
        pt: 'Um presente atencioso para estudantes, escritores e quem gosta de se planejar.',
        ru: 'Отличный подарок для студентов, писателей и всех, кто любит планировать.',
        tw: '送給學生、寫作者和愛規劃的人的貼心禮物。',
      },
    ],
    children: [
      {
        slug: 'notebooks',
        names: { en: 'Notebooks & planners', cn: '笔记本与手帐', de: 'Notizbücher & Kalender', es: 'Cuadernos y agendas', fr: 'Carnets et agendas', jp: 'ノート・手帳', pt: 'Cadernos e agendas', ru: 'Блокноты и ежедневники', tw: '筆記本與手帳' },
        types: [
          { key: 'notebook', noun: n('notebook', ['Notizbuch', 'n'], ['carnet', 'm'], ['cuaderno', 'm'], ['caderno', 'm'], ['блокнот', 'm'], '笔记本', '筆記本', 'ノート'), materials: ['leather', 'cork', 'linen'], price: 1800, specs: [spec('format'), spec('paper')] },
          { key: 'planner', noun: n('planner', ['Terminplaner', 'm'], ['agenda', 'm'], ['agenda', 'f'], ['agenda', 'f'], ['ежедневник', 'm'], '日程本', '手帳', '手帳'), materials: ['leather', 'linen', 'felt'], price: 2400, specs: [spec('format'), spec('paper')] },
        ],
      },
      {
        slug: 'desk',
        names: { en: 'Desk accessories', cn: '桌面用品', de: 'Schreibtischzubehör', es: 'Accesorios de escritorio', fr: 'Accessoires de bureau', jp: 'デスク用品', pt: 'Acessórios de escritório', ru: 'Настольные аксессуары', tw: '桌面用品' },
        types: [
          { key: 'desk-organizer', noun: n('desk organizer', ['Schreibtisch-Organizer', 'm'], ['organiseur de bureau', 'm'], ['organizador de escritorio', 'm'], ['organizador de mesa', 'm'], ['органайзер для стола', 'm'], '桌面收纳盒', '桌面收納盒', 'デスクオーガナイザー'), materials: ['oak', 'bamboo', 'felt'], price: 3200, specs: [] },
          { key: 'pen-case', noun: n('pen case', ['Federmäppchen', 'n'], ['trousse', 'f'], ['estuche', 'm'], ['estojo', 'm'], ['пенал', 'm'], '笔袋', '筆袋', 'ペンケース'), materials: ['leather', 'felt', 'canvas'], price: 1600, specs: [] },
        ],
      },
    ],
  },
  {
    slug: 'electronics',
    names: { en: 'Electronics', cn: '数码', de: 'Elektronik', es: 'Electrónica', fr: 'Électronique', jp: 'デジタル家電', pt: 'Eletrônicos', ru: 'Электроника', tw: '數位' },
    motif: 'sound',
    colours: ['black', 'white', 'grey', 'blue', 'pink', 'sage'],
    adjectives: ['compact', 'light', 'modern', 'simple', 'sturdy'],
    features: [
      {
        en: 'Tested for daily use and covered by a two-year warranty.',
        cn: '经过日常使用测试，享两年质保。',
        de: 'Für den täglichen Gebrauch geprüft, mit zwei Jahren Garantie.',
        es: 'Pruebas de uso diario superadas y dos años de garantía.',
        fr: "Des tests d'usage quotidien et une garantie de deux ans.",
        jp: '日常使用を想定したテスト済みで、2年間の保証付きです。',
        pt: 'Testes de uso diário aprovados e garantia de dois anos.',
        ru: 'Испытания на ежедневное использование и гарантия два года.',
        tw: '經過日常使用測試，享兩年保固。',
      },
      {
        en: 'Clean lines that look good on a desk, a shelf or in your bag.',
        cn: '线条简洁，放在桌上、架上或包里都很好看。',
        de: 'Klare Linien, die auf dem Schreibtisch, im Regal oder in der Tasche gut aussehen.',
        es: 'Líneas limpias que quedan bien en el escritorio, en una estantería o en el bolso.',
        fr: 'Des lignes épurées qui font bel effet sur un bureau, une étagère ou dans un sac.',
        jp: 'すっきりとしたデザインで、デスクにも棚にもバッグの中にもなじみます。',
        pt: 'Linhas limpas que ficam bem na mesa, na estante ou na bolsa.',
        ru: 'Лаконичные линии хорошо смотрятся на столе, на полке или в сумке.',
        tw: '線條簡潔，放在桌上、架上或包包裡都很好看。',
      },
    ],
    children: [
      {
        slug: 'audio',
        names: { en: 'Headphones & speakers', cn: '耳机与音箱', de: 'Kopfhörer & Lautsprecher', es: 'Auriculares y altavoces', fr: 'Casques et enceintes', jp: 'ヘッドホン・スピーカー', pt: 'Fones e caixas de som', ru: 'Наушники и колонки', tw: '耳機與喇叭' },
        types: [
          { key: 'headphones', noun: n('wireless headphones', ['Funkkopfhörer', 'mpl'], ['casque sans fil', 'm'], ['auriculares inalámbricos', 'mpl'], ['fones de ouvido sem fio', 'mpl'], ['беспроводные наушники', 'mpl'], '无线耳机', '無線耳機', 'ワイヤレスヘッドホン', true), materials: ['aluminium', 'leather'], price: 9900, specs: [] },
          { key: 'speaker', noun: n('Bluetooth speaker', ['Bluetooth-Lautsprecher', 'm'], ['enceinte Bluetooth', 'f'], ['altavoz Bluetooth', 'm'], ['caixa de som Bluetooth', 'f'], ['Bluetooth-колонка', 'f'], '蓝牙音箱', '藍牙喇叭', 'Bluetoothスピーカー'), materials: ['aluminium', 'wood', 'felt'], price: 6900, specs: [] },
        ],
      },
      {
        slug: 'phone-accessories',
        names: { en: 'Phone accessories', cn: '手机配件', de: 'Handyzubehör', es: 'Accesorios para móvil', fr: 'Accessoires pour téléphone', jp: 'スマホアクセサリー', pt: 'Acessórios para celular', ru: 'Аксессуары для телефона', tw: '手機配件' },
        types: [
          { key: 'phone-case', noun: n('phone case', ['Handyhülle', 'f'], ['coque de téléphone', 'f'], ['funda para móvil', 'f'], ['capinha de celular', 'f'], ['чехол для телефона', 'm'], '手机壳', '手機殼', 'スマホケース'), materials: ['leather', 'cork', 'bamboo'], price: 2500, specs: [spec('size', 'sizeHome')] },
          { key: 'charging-stand', noun: n('charging stand', ['Ladeständer', 'm'], ['support de charge', 'm'], ['soporte de carga', 'm'], ['suporte de carregamento', 'm'], ['зарядная подставка', 'f'], '充电支架', '充電支架', '充電スタンド'), materials: ['aluminium', 'oak', 'bamboo'], price: 3900, specs: [] },
        ],
      },
    ],
  },
];

/** One closing sentence per product, picked by index. */
export const CLOSINGS: Texts[] = [
  {
    en: 'Ships in 15 to 20 days; returns are free within 30 days.',
    cn: '15至20天内送达；30天内免费退货。',
    de: 'Versand in 15 bis 20 Tagen; Rücksendungen innerhalb von 30 Tagen sind kostenlos.',
    es: 'Envío en 15 a 20 días; devoluciones gratuitas durante 30 días.',
    fr: 'Expédition sous 15 à 20 jours ; retours gratuits sous 30 jours.',
    jp: '15〜20日でお届けします。30日以内の返品は無料です。',
    pt: 'Envio em 15 a 20 dias; devoluções grátis em até 30 dias.',
    ru: 'Доставка за 15–20 дней; бесплатный возврат в течение 30 дней.',
    tw: '15至20天內送達；30天內免費退貨。',
  },
  {
    en: 'Choose the specification that suits you; the price and stock update right away.',
    cn: '选择适合你的规格，价格和库存即时更新。',
    de: 'Wählen Sie die passende Variante; Preis und Bestand werden sofort angezeigt.',
    es: 'Elige la especificación que prefieras; el precio y el stock se actualizan al instante.',
    fr: "Choisissez la déclinaison qui vous convient ; le prix et le stock s'affichent aussitôt.",
    jp: 'お好みの仕様を選ぶと、価格と在庫がすぐに表示されます。',
    pt: 'Escolha a especificação ideal; o preço e o estoque são atualizados na hora.',
    ru: 'Выберите подходящий вариант — цена и наличие обновятся сразу.',
    tw: '選擇適合你的規格，價格和庫存即時更新。',
  },
  {
    en: 'Packed in recycled cardboard without plastic.',
    cn: '采用再生纸板包装，不含塑料。',
    de: 'Plastikfrei in recyceltem Karton verpackt.',
    es: 'Embalaje de cartón reciclado y sin plástico.',
    fr: 'Emballage en carton recyclé, sans plastique.',
    jp: 'プラスチックを使わず、再生段ボールで梱包してお届けします。',
    pt: 'Embalagem de papelão reciclado, sem plástico.',
    ru: 'Упаковка из переработанного картона без пластика.',
    tw: '採用再生紙板包裝，不含塑膠。',
  },
];

type Pool = Record<Locale, string[]>;

/** Review texts by mood; none refers to the product's grammatical gender. */
export const REVIEW_TEXTS: { good: Pool; mixed: Pool; bad: Pool } = {
  good: {
    en: ['Exactly as pictured and very well made.', 'Great quality for the price, I would buy it again.', 'Arrived well packed and earlier than expected.', 'The colour is lovely and it feels solid.', 'I use it every day and it still looks new.', 'Bought it as a gift and they loved it.'],
    cn: ['和图片一模一样，做工很好。', '性价比很高，还会回购。', '包装很好，比预期到得早。', '颜色很漂亮，质感扎实。', '每天都在用，依然像新的一样。', '买来送人，对方非常喜欢。'],
    de: ['Genau wie abgebildet und sehr gut verarbeitet.', 'Tolle Qualität für den Preis, ich würde es wieder kaufen.', 'Gut verpackt und früher als erwartet angekommen.', 'Die Farbe ist wunderschön und es fühlt sich solide an.', 'Ich benutze es jeden Tag und es sieht noch wie neu aus.', 'Als Geschenk gekauft und es kam super an.'],
    es: ['Tal como en la foto y con muy buenos acabados.', 'Muy buena calidad por el precio, repetiría la compra.', 'El paquete llegó bien protegido y antes de lo previsto.', 'El color es precioso y se nota resistente.', 'Lo uso a diario y sigue como el primer día.', 'Fue un regalo y encantó.'],
    fr: ['Exactement comme sur la photo, avec de très belles finitions.', 'Excellente qualité pour le prix, je rachèterais sans hésiter.', 'Colis bien protégé et arrivé plus tôt que prévu.', "La couleur est superbe et l'ensemble paraît solide.", "Je m'en sers tous les jours, aucune trace d'usure.", 'Acheté pour offrir, cadeau très apprécié.'],
    jp: ['写真どおりで、作りもしっかりしています。', '値段以上の品質で、リピートしたいです。', '丁寧に梱包されていて、予定より早く届きました。', '色がとてもきれいで、しっかりした質感です。', '毎日使っていますが、まだ新品のようです。', 'プレゼントに買ったらとても喜ばれました。'],
    pt: ['Igual à foto e com ótimo acabamento.', 'Ótima qualidade pelo preço, compraria de novo.', 'A encomenda chegou bem embalada e antes do prazo.', 'A cor é linda e a qualidade é visível.', 'Uso todos os dias e não tem sinais de desgaste.', 'Comprei para presentear e foi um sucesso.'],
    ru: ['Точно как на фото, отличное качество исполнения.', 'Отличное качество за свои деньги, куплю ещё.', 'Посылка пришла хорошо упакованной и раньше срока.', 'Очень красивый цвет, вещь ощущается добротной.', 'Пользуюсь каждый день, никаких следов износа.', 'Взяли в подарок — очень понравилось.'],
    tw: ['和圖片一模一樣，做工很好。', 'CP值很高，還會回購。', '包裝很好，比預期早到。', '顏色很漂亮，質感紮實。', '每天都在用，依然像新的一樣。', '買來送人，對方非常喜歡。'],
  },
  mixed: {
    en: ['Nice, but the colour is a little darker than in the photos.', 'Good overall, delivery took the full 20 days.'],
    cn: ['不错，但颜色比照片稍深一些。', '整体还行，配送用了整整20天。'],
    de: ['Schön, aber die Farbe ist etwas dunkler als auf den Fotos.', 'Insgesamt gut, die Lieferung hat die vollen 20 Tage gedauert.'],
    es: ['Está bien, aunque el color es algo más oscuro que en las fotos.', 'Bien en general, el envío tardó los 20 días completos.'],
    fr: ['Bien, mais la couleur est un peu plus foncée que sur les photos.', "Correct dans l'ensemble, la livraison a pris les 20 jours."],
    jp: ['良いのですが、色が写真より少し濃いめです。', '全体的には満足ですが、届くまで20日かかりました。'],
    pt: ['Gostei, mas a cor é um pouco mais escura do que nas fotos.', 'No geral é bom, mas a entrega levou os 20 dias.'],
    ru: ['Хорошо, но цвет немного темнее, чем на фото.', 'В целом неплохо, доставка заняла все 20 дней.'],
    tw: ['不錯，但顏色比照片稍深一些。', '整體還可以，配送花了整整20天。'],
  },
  bad: {
    en: ['Smaller than I expected; check the measurements before ordering.', 'The packaging was damaged, although the item itself was fine.'],
    cn: ['比预想的小，下单前请确认尺寸。', '外包装有破损，不过商品本身没问题。'],
    de: ['Kleiner als erwartet, bitte vor der Bestellung die Maße prüfen.', 'Die Verpackung war beschädigt, der Artikel selbst aber in Ordnung.'],
    es: ['Las medidas son menores de lo que esperaba; revísalas antes de pedir.', 'El embalaje llegó dañado, aunque el artículo estaba bien.'],
    fr: ['Dimensions plus petites que prévu : vérifiez-les avant de commander.', "L'emballage était abîmé, mais l'article lui-même était intact."],
    jp: ['思ったより小さかったので、注文前にサイズを確認してください。', '外箱が傷んでいましたが、商品自体は問題ありませんでした。'],
    pt: ['As medidas são menores do que eu esperava; confira antes de comprar.', 'A embalagem chegou danificada, mas o produto estava em ordem.'],
    ru: ['Размер меньше, чем ожидалось, проверяйте размеры перед заказом.', 'Упаковка была повреждена, но сам товар в порядке.'],
    tw: ['比預想的小，下單前請確認尺寸。', '外包裝有破損，不過商品本身沒問題。'],
  },
};

/** The store's replies: [thanks, apology]. */
export const REPLIES: Record<Locale, [string, string]> = {
  en: ['Thank you for your kind words, we are glad you like it!', 'We are sorry about this. Our service team has contacted you to make it right.'],
  cn: ['感谢您的好评，很高兴您喜欢！', '非常抱歉给您带来不便，客服已与您联系处理。'],
  de: ['Vielen Dank für Ihre freundlichen Worte, wir freuen uns, dass es Ihnen gefällt!', 'Das tut uns leid. Unser Kundenservice hat Sie kontaktiert, um eine Lösung zu finden.'],
  es: ['¡Gracias por tus palabras, nos alegra mucho que te guste!', 'Lamentamos lo ocurrido. Nuestro equipo de atención se ha puesto en contacto contigo para solucionarlo.'],
  fr: ['Merci pour votre message, nous sommes ravis de votre satisfaction !', 'Nous en sommes désolés. Notre service client prend contact avec vous pour trouver une solution.'],
  jp: ['温かいお言葉をありがとうございます。気に入っていただけて嬉しいです！', 'ご迷惑をおかけして申し訳ございません。担当者よりご連絡させていただきました。'],
  pt: ['Obrigado pelas palavras gentis, ficamos felizes que você tenha gostado!', 'Lamentamos o ocorrido. Nossa equipe de atendimento entrou em contato para resolver.'],
  ru: ['Спасибо за тёплый отзыв, мы рады, что вам понравилось!', 'Нам очень жаль. Служба поддержки уже связалась с вами, чтобы всё исправить.'],
  tw: ['感謝您的好評，很高興您喜歡！', '非常抱歉造成您的不便，客服已與您聯繫處理。'],
};

export const AUTHORS: Record<Locale, string[]> = {
  en: ['Emma W.', 'James P.', 'Olivia R.', 'Noah T.'],
  cn: ['王芳', '李明', '张伟', '刘洋'],
  de: ['Lena M.', 'Jonas K.', 'Sophie B.', 'Felix H.'],
  es: ['Lucía G.', 'Mateo R.', 'Sofía L.', 'Diego M.'],
  fr: ['Camille D.', 'Lucas M.', 'Chloé R.', 'Hugo B.'],
  jp: ['佐藤 美咲', '鈴木 健太', '高橋 結衣', '田中 翔'],
  pt: ['Beatriz S.', 'João P.', 'Mariana C.', 'Pedro A.'],
  ru: ['Анна С.', 'Дмитрий К.', 'Мария П.', 'Иван Л.'],
  tw: ['陳怡君', '林志明', '黃雅婷', '吳家豪'],
};
