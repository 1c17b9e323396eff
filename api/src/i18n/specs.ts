import { DEFAULT_LOCALE, type Locale } from '@storefront/shared/routes';

/**
 * Specification names and option codes in words, per language: the same words the catalogue shows
 * (mf-catalog's spec.name / spec.value; specs.test.ts keeps the two equal). Order lines are worded
 * with them in the language of the request.
 */
type Words = { name: Record<string, string>; value: Record<string, string> };
const WORDS: Record<Locale, Words> = {
  en: {
    name: { colour: 'Colour', size: 'Size', fit: 'Fit', width: 'Width', capacity: 'Capacity', light: 'Light colour', pack: 'Pack', thickness: 'Thickness', length: 'Length', format: 'Format', paper: 'Paper' },
    value: { black: 'Black', white: 'White', grey: 'Grey', navy: 'Navy', blue: 'Blue', green: 'Green', olive: 'Olive', sage: 'Sage', red: 'Red', burgundy: 'Burgundy', terracotta: 'Terracotta', orange: 'Orange', pink: 'Pink', brown: 'Brown', sand: 'Sand', xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', eu37: 'EU 37', eu38: 'EU 38', eu39: 'EU 39', eu40: 'EU 40', eu41: 'EU 41', eu42: 'EU 42', eu43: 'EU 43', eu44: 'EU 44', eu45: 'EU 45', regular: 'Regular', slim: 'Slim', relaxed: 'Relaxed', standard: 'Standard', wide: 'Wide', long: 'Long', l20: '20 L', l30: '30 L', l40: '40 L', ml350: '350 ml', ml500: '500 ml', ml750: '750 ml', l1: '1 L', cm20: 'Ø 20 cm', cm24: 'Ø 24 cm', cm28: 'Ø 28 cm', mm4: '4 mm', mm6: '6 mm', small: 'Small', medium: 'Medium', large: 'Large', warm: 'Warm white', neutral: 'Neutral white', single: 'Single', set2: 'Set of 2', set4: 'Set of 4', a5: 'A5', a6: 'A6', lined: 'Lined', dotted: 'Dotted', blank: 'Blank', grid: 'Squared' },
  },
  cn: {
    name: { colour: '颜色', size: '尺码', fit: '版型', width: '鞋宽', capacity: '容量', light: '光色', pack: '套装', thickness: '厚度', length: '长度', format: '开本', paper: '内页' },
    value: { black: '黑色', white: '白色', grey: '灰色', navy: '藏青色', blue: '蓝色', green: '绿色', olive: '橄榄绿', sage: '灰绿色', red: '红色', burgundy: '酒红色', terracotta: '陶土色', orange: '橙色', pink: '粉色', brown: '棕色', sand: '沙色', xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', eu37: '欧码37', eu38: '欧码38', eu39: '欧码39', eu40: '欧码40', eu41: '欧码41', eu42: '欧码42', eu43: '欧码43', eu44: '欧码44', eu45: '欧码45', regular: '标准', slim: '修身', relaxed: '宽松', standard: '标准', wide: '加宽', long: '加长', l20: '20升', l30: '30升', l40: '40升', ml350: '350毫升', ml500: '500毫升', ml750: '750毫升', l1: '1升', cm20: '直径20厘米', cm24: '直径24厘米', cm28: '直径28厘米', mm4: '4毫米', mm6: '6毫米', small: '小号', medium: '中号', large: '大号', warm: '暖白光', neutral: '自然白光', single: '单只装', set2: '2只装', set4: '4只装', a5: 'A5', a6: 'A6', lined: '横线', dotted: '点阵', blank: '空白', grid: '方格' },
  },
  de: {
    name: { colour: 'Farbe', size: 'Größe', fit: 'Passform', width: 'Weite', capacity: 'Volumen', light: 'Lichtfarbe', pack: 'Packung', thickness: 'Stärke', length: 'Länge', format: 'Format', paper: 'Papier' },
    value: { black: 'Schwarz', white: 'Weiß', grey: 'Grau', navy: 'Marineblau', blue: 'Blau', green: 'Grün', olive: 'Olivgrün', sage: 'Salbeigrün', red: 'Rot', burgundy: 'Bordeaux', terracotta: 'Terrakotta', orange: 'Orange', pink: 'Rosa', brown: 'Braun', sand: 'Sand', xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', eu37: 'EU 37', eu38: 'EU 38', eu39: 'EU 39', eu40: 'EU 40', eu41: 'EU 41', eu42: 'EU 42', eu43: 'EU 43', eu44: 'EU 44', eu45: 'EU 45', regular: 'Normal', slim: 'Schmal', relaxed: 'Weit', standard: 'Normal', wide: 'Weit', long: 'Lang', l20: '20 l', l30: '30 l', l40: '40 l', ml350: '350 ml', ml500: '500 ml', ml750: '750 ml', l1: '1 l', cm20: 'Ø 20 cm', cm24: 'Ø 24 cm', cm28: 'Ø 28 cm', mm4: '4 mm', mm6: '6 mm', small: 'Klein', medium: 'Mittel', large: 'Groß', warm: 'Warmweiß', neutral: 'Neutralweiß', single: 'Einzeln', set2: '2er-Set', set4: '4er-Set', a5: 'A5', a6: 'A6', lined: 'Liniert', dotted: 'Gepunktet', blank: 'Blanko', grid: 'Kariert' },
  },
  es: {
    name: { colour: 'Color', size: 'Talla', fit: 'Corte', width: 'Ancho', capacity: 'Capacidad', light: 'Tono de luz', pack: 'Pack', thickness: 'Grosor', length: 'Largo', format: 'Formato', paper: 'Papel' },
    value: { black: 'Negro', white: 'Blanco', grey: 'Gris', navy: 'Azul marino', blue: 'Azul', green: 'Verde', olive: 'Verde oliva', sage: 'Verde salvia', red: 'Rojo', burgundy: 'Burdeos', terracotta: 'Terracota', orange: 'Naranja', pink: 'Rosa', brown: 'Marrón', sand: 'Arena', xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', eu37: 'EU 37', eu38: 'EU 38', eu39: 'EU 39', eu40: 'EU 40', eu41: 'EU 41', eu42: 'EU 42', eu43: 'EU 43', eu44: 'EU 44', eu45: 'EU 45', regular: 'Normal', slim: 'Entallado', relaxed: 'Holgado', standard: 'Estándar', wide: 'Ancho', long: 'Largo', l20: '20 l', l30: '30 l', l40: '40 l', ml350: '350 ml', ml500: '500 ml', ml750: '750 ml', l1: '1 l', cm20: 'Ø 20 cm', cm24: 'Ø 24 cm', cm28: 'Ø 28 cm', mm4: '4 mm', mm6: '6 mm', small: 'Pequeño', medium: 'Mediano', large: 'Grande', warm: 'Blanco cálido', neutral: 'Blanco neutro', single: 'Unidad', set2: 'Juego de 2', set4: 'Juego de 4', a5: 'A5', a6: 'A6', lined: 'Rayado', dotted: 'Punteado', blank: 'Liso', grid: 'Cuadriculado' },
  },
  fr: {
    name: { colour: 'Couleur', size: 'Taille', fit: 'Coupe', width: 'Largeur', capacity: 'Contenance', light: 'Teinte de lumière', pack: 'Lot', thickness: 'Épaisseur', length: 'Longueur', format: 'Format', paper: 'Papier' },
    value: { black: 'Noir', white: 'Blanc', grey: 'Gris', navy: 'Bleu marine', blue: 'Bleu', green: 'Vert', olive: 'Olive', sage: 'Vert sauge', red: 'Rouge', burgundy: 'Bordeaux', terracotta: 'Terre cuite', orange: 'Orange', pink: 'Rose', brown: 'Marron', sand: 'Sable', xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', eu37: 'EU 37', eu38: 'EU 38', eu39: 'EU 39', eu40: 'EU 40', eu41: 'EU 41', eu42: 'EU 42', eu43: 'EU 43', eu44: 'EU 44', eu45: 'EU 45', regular: 'Normale', slim: 'Ajustée', relaxed: 'Ample', standard: 'Standard', wide: 'Large', long: 'Long', l20: '20 L', l30: '30 L', l40: '40 L', ml350: '350 ml', ml500: '500 ml', ml750: '750 ml', l1: '1 L', cm20: 'Ø 20 cm', cm24: 'Ø 24 cm', cm28: 'Ø 28 cm', mm4: '4 mm', mm6: '6 mm', small: 'Petit', medium: 'Moyen', large: 'Grand', warm: 'Blanc chaud', neutral: 'Blanc neutre', single: 'À l\'unité', set2: 'Lot de 2', set4: 'Lot de 4', a5: 'A5', a6: 'A6', lined: 'Ligné', dotted: 'Pointillé', blank: 'Blanc', grid: 'Quadrillé' },
  },
  jp: {
    name: { colour: 'カラー', size: 'サイズ', fit: 'シルエット', width: '足幅', capacity: '容量', light: '光の色', pack: 'セット', thickness: '厚さ', length: '長さ', format: '判型', paper: '中紙' },
    value: { black: 'ブラック', white: 'ホワイト', grey: 'グレー', navy: 'ネイビー', blue: 'ブルー', green: 'グリーン', olive: 'オリーブ', sage: 'セージグリーン', red: 'レッド', burgundy: 'バーガンディ', terracotta: 'テラコッタ', orange: 'オレンジ', pink: 'ピンク', brown: 'ブラウン', sand: 'サンド', xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', eu37: 'EU 37', eu38: 'EU 38', eu39: 'EU 39', eu40: 'EU 40', eu41: 'EU 41', eu42: 'EU 42', eu43: 'EU 43', eu44: 'EU 44', eu45: 'EU 45', regular: 'レギュラー', slim: 'スリム', relaxed: 'リラックス', standard: '標準', wide: 'ワイド', long: 'ロング', l20: '20L', l30: '30L', l40: '40L', ml350: '350ml', ml500: '500ml', ml750: '750ml', l1: '1L', cm20: '直径20cm', cm24: '直径24cm', cm28: '直径28cm', mm4: '4mm', mm6: '6mm', small: 'S（小）', medium: 'M（中）', large: 'L（大）', warm: '電球色', neutral: '昼白色', single: '1個', set2: '2個セット', set4: '4個セット', a5: 'A5', a6: 'A6', lined: '横罫', dotted: 'ドット方眼', blank: '無地', grid: '方眼' },
  },
  pt: {
    name: { colour: 'Cor', size: 'Tamanho', fit: 'Caimento', width: 'Largura', capacity: 'Capacidade', light: 'Cor da luz', pack: 'Kit', thickness: 'Espessura', length: 'Comprimento', format: 'Formato', paper: 'Papel' },
    value: { black: 'Preto', white: 'Branco', grey: 'Cinza', navy: 'Azul-marinho', blue: 'Azul', green: 'Verde', olive: 'Verde-oliva', sage: 'Verde-sálvia', red: 'Vermelho', burgundy: 'Bordô', terracotta: 'Terracota', orange: 'Laranja', pink: 'Rosa', brown: 'Marrom', sand: 'Areia', xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', eu37: 'EU 37', eu38: 'EU 38', eu39: 'EU 39', eu40: 'EU 40', eu41: 'EU 41', eu42: 'EU 42', eu43: 'EU 43', eu44: 'EU 44', eu45: 'EU 45', regular: 'Normal', slim: 'Ajustado', relaxed: 'Folgado', standard: 'Padrão', wide: 'Largo', long: 'Longo', l20: '20 L', l30: '30 L', l40: '40 L', ml350: '350 ml', ml500: '500 ml', ml750: '750 ml', l1: '1 L', cm20: 'Ø 20 cm', cm24: 'Ø 24 cm', cm28: 'Ø 28 cm', mm4: '4 mm', mm6: '6 mm', small: 'Pequeno', medium: 'Médio', large: 'Grande', warm: 'Branco quente', neutral: 'Branco neutro', single: 'Unidade', set2: 'Kit com 2', set4: 'Kit com 4', a5: 'A5', a6: 'A6', lined: 'Pautado', dotted: 'Pontilhado', blank: 'Liso', grid: 'Quadriculado' },
  },
  ru: {
    name: { colour: 'Цвет', size: 'Размер', fit: 'Посадка', width: 'Полнота', capacity: 'Объём', light: 'Цвет света', pack: 'Комплект', thickness: 'Толщина', length: 'Длина', format: 'Формат', paper: 'Бумага' },
    value: { black: 'Чёрный', white: 'Белый', grey: 'Серый', navy: 'Тёмно-синий', blue: 'Синий', green: 'Зелёный', olive: 'Оливковый', sage: 'Шалфейный', red: 'Красный', burgundy: 'Бордовый', terracotta: 'Терракотовый', orange: 'Оранжевый', pink: 'Розовый', brown: 'Коричневый', sand: 'Песочный', xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', eu37: 'EU 37', eu38: 'EU 38', eu39: 'EU 39', eu40: 'EU 40', eu41: 'EU 41', eu42: 'EU 42', eu43: 'EU 43', eu44: 'EU 44', eu45: 'EU 45', regular: 'Стандартная', slim: 'Приталенная', relaxed: 'Свободная', standard: 'Стандартная', wide: 'Широкая', long: 'Удлинённый', l20: '20 л', l30: '30 л', l40: '40 л', ml350: '350 мл', ml500: '500 мл', ml750: '750 мл', l1: '1 л', cm20: 'Ø 20 см', cm24: 'Ø 24 см', cm28: 'Ø 28 см', mm4: '4 мм', mm6: '6 мм', small: 'Маленький', medium: 'Средний', large: 'Большой', warm: 'Тёплый белый', neutral: 'Нейтральный белый', single: '1 шт.', set2: 'Набор из 2', set4: 'Набор из 4', a5: 'A5', a6: 'A6', lined: 'В линейку', dotted: 'В точку', blank: 'Без линовки', grid: 'В клетку' },
  },
  tw: {
    name: { colour: '顏色', size: '尺寸', fit: '版型', width: '鞋寬', capacity: '容量', light: '光色', pack: '套裝', thickness: '厚度', length: '長度', format: '開本', paper: '內頁' },
    value: { black: '黑色', white: '白色', grey: '灰色', navy: '藏青色', blue: '藍色', green: '綠色', olive: '橄欖綠', sage: '灰綠色', red: '紅色', burgundy: '酒紅色', terracotta: '陶土色', orange: '橙色', pink: '粉色', brown: '棕色', sand: '沙色', xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', eu37: '歐碼37', eu38: '歐碼38', eu39: '歐碼39', eu40: '歐碼40', eu41: '歐碼41', eu42: '歐碼42', eu43: '歐碼43', eu44: '歐碼44', eu45: '歐碼45', regular: '標準', slim: '修身', relaxed: '寬鬆', standard: '標準', wide: '加寬', long: '加長', l20: '20公升', l30: '30公升', l40: '40公升', ml350: '350毫升', ml500: '500毫升', ml750: '750毫升', l1: '1公升', cm20: '直徑20公分', cm24: '直徑24公分', cm28: '直徑28公分', mm4: '4毫米', mm6: '6毫米', small: '小號', medium: '中號', large: '大號', warm: '暖白光', neutral: '自然白光', single: '單入', set2: '2入組', set4: '4入組', a5: 'A5', a6: 'A6', lined: '橫線', dotted: '點陣', blank: '空白', grid: '方格' },
  },
};

/** The catalogue's words, for the consistency test. */
export const specWords: Readonly<Record<Locale, Words>> = WORDS;

/** A specification name in words (the code itself when unknown). */
export function specName(locale: Locale, code: string): string {
  return WORDS[locale].name[code] ?? WORDS[DEFAULT_LOCALE].name[code] ?? code;
}

/** An option code in words (the code itself when unknown). */
export function specValue(locale: Locale, code: string): string {
  return WORDS[locale].value[code] ?? WORDS[DEFAULT_LOCALE].value[code] ?? code;
}

/**
 * A SKU's option ids in words, in the order of the product's specifications (as the catalogue shows
 * them), then any option the product no longer lists.
 */
export function wordOptions(locale: Locale, options: Record<string, string>, specs: readonly { name: string }[]): Record<string, string> {
  const order = [...specs.map((s) => s.name).filter((n) => n in options), ...Object.keys(options).filter((n) => !specs.some((s) => s.name === n))];
  return Object.fromEntries(order.map((n) => [specName(locale, n), specValue(locale, options[n])]));
}
