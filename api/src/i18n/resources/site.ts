import type { Namespace } from './catalogue';

/**
 * The shop's title (`<title>` until the page sets its own) and description (`<meta name="description">`) in
 * each language, written into the page before any script runs; the `site` namespace of messages.ts.
 */
export const siteMessages = {
  en: {
    title: 'Aurora – everyday goods made to last',
    description: 'Clothing, shoes, bags, home, kitchen, sports, stationery and electronics, shipped worldwide in 15 to 20 days.',
  },
  cn: {
    title: 'Aurora – 经久耐用的日常好物',
    description: '服装、鞋履、箱包、家居、厨房、运动、文具与数码，15至20天送达全球。',
  },
  de: {
    title: 'Aurora – langlebige Dinge für jeden Tag',
    description: 'Kleidung, Schuhe, Taschen, Wohnen, Küche, Sport, Schreibwaren und Elektronik – weltweiter Versand in 15 bis 20 Tagen.',
  },
  es: {
    title: 'Aurora – productos cotidianos hechos para durar',
    description: 'Ropa, calzado, bolsos, hogar, cocina, deporte, papelería y electrónica, con envío a todo el mundo en 15 a 20 días.',
  },
  fr: {
    title: 'Aurora – des objets du quotidien faits pour durer',
    description: 'Vêtements, chaussures, sacs, maison, cuisine, sport, papeterie et électronique, livrés partout en 15 à 20 jours.',
  },
  jp: {
    title: 'Aurora – 長く使える毎日の道具',
    description: '衣類、シューズ、バッグ、インテリア、キッチン、スポーツ、文房具、デジタル家電を15〜20日で世界へお届けします。',
  },
  pt: {
    title: 'Aurora – produtos do dia a dia feitos para durar',
    description: 'Roupas, calçados, bolsas, casa, cozinha, esporte, papelaria e eletrônicos, com entrega mundial em 15 a 20 dias.',
  },
  ru: {
    title: 'Aurora – вещи на каждый день, которые служат долго',
    description: 'Одежда, обувь, сумки, товары для дома и кухни, спорт, канцелярия и электроника с доставкой по всему миру за 15–20 дней.',
  },
  tw: {
    title: 'Aurora – 經久耐用的日常好物',
    description: '服裝、鞋履、包袋、居家、廚房、運動、文具與數位，15至20天送達全球。',
  },
} satisfies Namespace;
