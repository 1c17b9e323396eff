import type { Locale } from '@storefront/shared/routes';
import { EN_MATERIAL_NOUN, type Adjective, type Gender, type Material, type MaterialKey, type Noun } from './catalog-words';

/** Grammar of product names and their first description sentence, one function per language. */

const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const isPlural = (g: Gender) => g === 'mpl' || g === 'fpl';
/** Index into Romance adjective forms: m, f, m plural, f plural (German/Russian neuter counts as m). */
const romance = (g: Gender) => ({ m: 0, n: 0, f: 1, mpl: 2, fpl: 3 })[g];
/** Index into Russian forms: m, f, n, plural. */
const russian = (g: Gender) => ({ m: 0, f: 1, n: 2, mpl: 3, fpl: 3 })[g];
const GERMAN_STRONG = { m: 'er', f: 'e', n: 'es', mpl: 'e', fpl: 'e' } as const;
const GERMAN_THIS = { m: 'Dieser', f: 'Diese', n: 'Dieses', mpl: 'Diese', fpl: 'Diese' } as const;
const FRENCH_VOWEL = /^[aeiouyhàâéèêëîïôû]/i;

export interface ProductWords {
  noun: Noun;
  adjective: Adjective;
  material: Material;
  materialKey: MaterialKey;
}

export function productName(locale: Locale, { noun, adjective: a, material: m }: ProductWords): string {
  switch (locale) {
    case 'en':
      return capitalize(`${a.en} ${m.en} ${noun.en}`);
    case 'de': {
      const [word, g] = noun.de;
      return `${capitalize(a.de + GERMAN_STRONG[g])} ${word} aus ${m.de}`;
    }
    case 'fr': {
      const [word, g] = noun.fr;
      return capitalize(`${word} ${a.fr[romance(g)]} en ${m.fr}`);
    }
    case 'es': {
      const [word, g] = noun.es;
      return capitalize(`${word} ${a.es[romance(g)]} de ${m.es}`);
    }
    case 'pt': {
      const [word, g] = noun.pt;
      return capitalize(`${word} ${a.pt[romance(g)]} de ${m.pt}`);
    }
    case 'ru': {
      const [word, g] = noun.ru;
      return capitalize(`${a.ru[russian(g)]} ${word} из ${m.ru}`);
    }
    case 'cn':
      return `${a.cn}${m.cn[0]}${noun.cn}`;
    case 'tw':
      return `${a.tw}${m.tw[0]}${noun.tw}`;
    case 'jp':
      return `${a.jp}${m.jp[0]}${noun.jp}`;
  }
}

/** "This classic T-shirt is made of cotton." with demonstrative, adjective and participle agreeing. */
export function materialSentence(locale: Locale, { noun, adjective: a, material: m, materialKey }: ProductWords): string {
  switch (locale) {
    case 'en': {
      const plural = noun.enPlural;
      return `${plural ? 'These' : 'This'} ${a.en} ${noun.en} ${plural ? 'are' : 'is'} made of ${EN_MATERIAL_NOUN[materialKey] ?? m.en}.`;
    }
    case 'de': {
      const [word, g] = noun.de;
      return `${GERMAN_THIS[g]} ${a.de}${isPlural(g) ? 'en' : 'e'} ${word} ${isPlural(g) ? 'sind' : 'ist'} aus ${m.de} gefertigt.`;
    }
    case 'fr': {
      const [word, g] = noun.fr;
      const i = romance(g);
      const det = isPlural(g) ? 'Ces' : g === 'f' ? 'Cette' : FRENCH_VOWEL.test(word) ? 'Cet' : 'Ce';
      const made = ['fabriqué', 'fabriquée', 'fabriqués', 'fabriquées'][i];
      return `${det} ${word} ${a.fr[i]} ${isPlural(g) ? 'sont' : 'est'} ${made} en ${m.fr}.`;
    }
    case 'es': {
      const [word, g] = noun.es;
      const i = romance(g);
      return `${['Este', 'Esta', 'Estos', 'Estas'][i]} ${word} ${a.es[i]} ${isPlural(g) ? 'están' : 'está'} ${['hecho', 'hecha', 'hechos', 'hechas'][i]} de ${m.es}.`;
    }
    case 'pt': {
      const [word, g] = noun.pt;
      const i = romance(g);
      return `${['Este', 'Esta', 'Estes', 'Estas'][i]} ${word} ${a.pt[i]} ${isPlural(g) ? 'são' : 'é'} ${['feito', 'feita', 'feitos', 'feitas'][i]} de ${m.pt}.`;
    }
    case 'ru': {
      const [word, g] = noun.ru;
      const i = russian(g);
      return `${['Этот', 'Эта', 'Это', 'Эти'][i]} ${a.ru[i]} ${word} ${['сделан', 'сделана', 'сделано', 'сделаны'][i]} из ${m.ru}.`;
    }
    case 'cn':
      return `这款${a.cn}${noun.cn}由${m.cn[1]}制成。`;
    case 'tw':
      return `這款${a.tw}${noun.tw}由${m.tw[1]}製成。`;
    case 'jp':
      return `この${a.jp}${noun.jp}は${m.jp[1]}で作られています。`;
  }
}

/** Sentences joined the way each script writes them. */
export function joinSentences(locale: Locale, sentences: string[]): string {
  return sentences.join(locale === 'cn' || locale === 'tw' || locale === 'jp' ? '' : ' ');
}
