import { sql, type SQL } from 'drizzle-orm';
import type { ProductFacets, ProductSort, Suggestions } from '@storefront/shared/contracts/catalog';
import { DEFAULT_LOCALE, type Locale } from '@storefront/shared/routes';
import type { Db } from '../db';
import type { SearchEngine, SearchFilters, SearchHits, SearchQuery } from './types';
import { groupOptions, queryWords } from './query';

/*
 * Search on PostgreSQL (and PGlite alike), over search_documents: one row per product and language that the
 * database rebuilds itself whenever a text, category name, option or option word changes (migration
 * search-upkeep). A query word matches a product when any of these holds:
 *  - the language's full-text document has it, stemmed, as a word or the start of one ("jackets", "jack");
 *    Chinese and Japanese are matched as overlapping pairs of characters;
 *  - the product's words contain it (parts of compounds: "jacke" in "lederjacke"; Chinese and Japanese
 *    words inside longer names), through the trigram index;
 *  - a whole word of the product is close to it by trigram similarity (SEARCH_WORD_SIMILARITY; typos:
 *    "lether", "jaket");
 *  - it is a compound of the product's words ("lederjacke" for "Jacke aus Leder").
 * Every word of the query must match. Relevance: the full-text rank (name above category above options
 * above description), trigram similarity of the whole query to the product's words and (twice) to its
 * name, and a bonus when the query is part of the product's words as typed; ties go to the better seller.
 */

const CJK = new Set<Locale>(['cn', 'jp', 'tw']);
/** A word this long may be a compound of the product's words. */
const COMPOUND_MIN = 8;
/** Least trigram similarity for "did you mean". */
const SUGGEST_SIMILARITY = 0.3;

type Rows<T> = { rows: T[] };
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

/** A query word as the documents hold it, and how it may match. */
interface Word {
  /** Lower case, without accents. */
  fold: string;
  /** A stop word of the language ("aus", "the"): it asks for nothing. */
  stop: boolean;
  /** Words of the catalogue it is a compound of ("leder", "jacke" for "lederjacke"), when it is one. */
  parts: string[] | null;
}

/** Words shorter than this (outside Chinese and Japanese) match whole words only: "t" of "T-shirt", not every word starting with t. */
const PARTIAL_MIN = 3;
const isShort = (locale: Locale, fold: string) => !CJK.has(locale) && [...fold].length < PARTIAL_MIN;

/** The full-text query of one word: its stem (as a prefix when long enough), or its character pairs in Chinese and Japanese. */
function wordQuery(locale: Locale, fold: string): SQL {
  if (CJK.has(locale)) return sql`plainto_tsquery('pg_catalog.simple', search_cjk_pairs(${fold}))`;
  return sql`to_tsquery(search_config(${locale}), ${isShort(locale, fold) ? fold : `${fold}:*`})`;
}

/** The condition that one query word matches the document `d`; every branch can use an index. */
function wordMatches(locale: Locale, word: Word): SQL {
  const conditions = [sql`d.document @@ ${wordQuery(locale, word.fold)}`];
  if (!isShort(locale, word.fold)) {
    conditions.push(sql`d.words like ${`%${word.fold}%`}`);
    // A compound of the catalogue's words is no typo: its parts must be there, in any order.
    if (word.parts)
      conditions.push(
        sql`(${sql.join(
          word.parts.map((part) => sql`d.words like ${`%${part}%`}`),
          sql` and `,
        )})`,
      );
    else conditions.push(sql`d.words operator(public.%>>) ${word.fold}`);
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** Parts of the catalogue's words that cover a long word (all but two letters of it), longest first. */
function compoundParts(fold: string, terms: readonly string[]): string[] | null {
  const chars = [...fold];
  if (chars.length < COMPOUND_MIN || terms.includes(fold)) return null;
  const covered = new Array<boolean>(fold.length).fill(false);
  const picked: string[] = [];
  for (const term of [...terms].sort((a, b) => b.length - a.length || a.localeCompare(b))) {
    const at = fold.indexOf(term);
    if (at < 0 || covered.slice(at, at + term.length).some(Boolean)) continue;
    covered.fill(true, at, at + term.length);
    picked.push(term);
  }
  const coveredCount = covered.filter(Boolean).length;
  return picked.length >= 2 && coveredCount >= fold.length - 2 ? picked : null;
}

interface KeywordParts {
  where: SQL;
  rank: SQL;
}

function keywordParts(locale: Locale, prepared: Word[]): KeywordParts | null {
  // Stop words ask for nothing, unless the query has nothing else.
  const words = prepared.some((w) => !w.stop) ? prepared.filter((w) => !w.stop) : prepared;
  if (words.length === 0) return null;
  const where = sql.join(
    words.map((w) => wordMatches(locale, w)),
    sql` and `,
  );
  const anyWord = sql.join(
    words.map((w) => wordQuery(locale, w.fold)),
    sql` || `,
  );
  const phrase = prepared.map((w) => w.fold).join(' ');
  // Full-text rank, closeness to the product's words and, above all, to its name; the query as typed within its words.
  const rank = sql`(ts_rank(d.document, ${anyWord}) + public.word_similarity(${phrase}, d.words) + 2 * public.strict_word_similarity(${phrase}, lower(d.name))
    + case when d.words like ${`%${phrase}%`} then 1 else 0 end)`;
  return { where, rank };
}

/** The category and every category below it. */
function inCategoryTree(categoryId: number): SQL {
  return sql`p.category_id in (with recursive sub(id) as (select id from categories where id = ${categoryId} union all select c.id from categories c join sub on c.parent_id = sub.id) select id from sub)`;
}

/** Per option name: a SKU of the product has one of the values. */
function optionConditions(byName: Map<string, string[]>): SQL[] {
  return [...byName].map(
    ([name, values]) =>
      sql`exists (select 1 from skus s where s.product_id = p.id and s.options ->> ${name} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}))`,
  );
}

interface Matching {
  /** `from` clause: products p, joined to their document d in the language when there is a keyword. */
  from: SQL;
  where: SQL;
  rank: SQL | null;
}

type Facet = 'category' | 'price' | { option: string };

/** The products a query matches, leaving out the facet being counted. */
function matching(filters: SearchFilters, words: Word[], leaveOut?: Facet): Matching {
  const conditions: SQL[] = [sql`p.active`];
  const keyword = keywordParts(filters.locale, words);
  if (keyword) conditions.push(keyword.where);
  // A keyword of punctuation alone ("%", "'") has no word to find.
  else if (filters.keyword?.trim()) conditions.push(sql`false`);
  if (filters.categoryId && leaveOut !== 'category') conditions.push(inCategoryTree(filters.categoryId));
  if (leaveOut !== 'price') {
    if (filters.minPrice !== undefined) conditions.push(sql`p.price >= ${filters.minPrice}`);
    if (filters.maxPrice !== undefined) conditions.push(sql`p.price <= ${filters.maxPrice}`);
  }
  const options = groupOptions(filters.opt);
  if (typeof leaveOut === 'object') options.delete(leaveOut.option);
  conditions.push(...optionConditions(options));
  const from = keyword ? sql`products p join search_documents d on d.product_id = p.id and d.locale = ${filters.locale}` : sql`products p`;
  return { from, where: sql.join(conditions, sql` and `), rank: keyword?.rank ?? null };
}

function order(sort: ProductSort, rank: SQL | null): SQL {
  switch (sort) {
    case 'relevance':
      return rank ? sql`round((${rank})::numeric, 2) desc, p.sales desc, p.id desc` : sql`p.sales desc, p.id desc`;
    case 'newest':
      return sql`p.arrival_at desc, p.id desc`;
    case 'priceAsc':
      return sql`p.price asc, p.id asc`;
    case 'priceDesc':
      return sql`p.price desc, p.id desc`;
    case 'sales':
      return sql`p.sales desc, p.id desc`;
    case 'score':
      return sql`p.score desc, p.review_count desc, p.id desc`;
  }
}

/** Category names in the language, English where missing, the key where both are. */
function categoryName(locale: Locale): SQL {
  return sql`coalesce((select name from category_i18n where category_id = c.id and locale = ${locale}), (select name from category_i18n where category_id = c.id and locale = ${DEFAULT_LOCALE}), c.slug)`;
}

/**
 * Characters a folded word loses: LIKE's wildcards and escape, and tsquery's operators. Query words are letters
 * and digits already; accent folding could still give one (a modifier apostrophe becomes ').
 */
const UNSAFE = '%_\\\'":&|!()<>*';

export function postgresSearch(db: Db): SearchEngine {
  /** The query's words, folded as the documents are, with what the database knows of each. */
  async function prepare(locale: Locale, keyword: string | undefined): Promise<Word[]> {
    const words = keyword ? queryWords(keyword) : [];
    if (words.length === 0) return [];
    const [row] = await rows<Record<string, unknown>>(
      db,
      sql`select ${sql.join(
        words.map((w, i) => {
          const fold = sql`translate(search_fold(${w}), ${UNSAFE}, '')`;
          const tq = CJK.has(locale)
            ? sql`plainto_tsquery('pg_catalog.simple', search_cjk_pairs(${fold}))`
            : sql`to_tsquery(search_config(${locale}), ${fold} || ':*')`;
          return sql`${fold} as ${sql.identifier(`f${i}`)}, case when ${fold} = '' then true else numnode(${tq}) = 0 end as ${sql.identifier(`s${i}`)},
            ${
              [...w].length >= COMPOUND_MIN
                ? sql`(select array_agg(term) from search_terms where locale = ${locale} and char_length(term) >= 3 and strpos(${fold}, term) > 0)`
                : sql`null::text[]`
            } as ${sql.identifier(`p${i}`)}`;
        }),
        sql`, `,
      )}`,
    );
    return words
      .map((_, i) => {
        const fold = String(row[`f${i}`]);
        // Vocabulary words with an unsafe character cannot be a LIKE pattern; they are no part of a compound.
        const terms = ((row[`p${i}`] as string[] | null) ?? []).filter((t) => ![...t].some((c) => UNSAFE.includes(c)));
        return { fold, stop: row[`s${i}`] === true, parts: terms.length ? compoundParts(fold, terms) : null };
      })
      .filter((w) => w.fold !== '');
  }

  async function search(query: SearchQuery): Promise<SearchHits> {
    const m = matching(query, await prepare(query.locale, query.keyword));
    const found = await rows<{ id: number; total: number | string }>(
      db,
      sql`select p.id, count(*) over () as total from ${m.from} where ${m.where} order by ${order(query.sort, m.rank)} limit ${query.size} offset ${(query.page - 1) * query.size}`,
    );
    let total = found.length ? Number(found[0].total) : 0;
    if (found.length === 0 && query.page > 1) {
      // Past the last page there is no row to carry the total.
      total = Number((await rows<{ n: number | string }>(db, sql`select count(*) as n from ${m.from} where ${m.where}`))[0].n);
    }
    return { ids: found.map((r) => Number(r.id)), total };
  }

  /**
   * One query: the keyword's matches once (materialised), with whether each also passes the category, the
   * price range and each chosen option name; every facet then counts the rows that pass all but its own.
   */
  async function facets(filters: SearchFilters): Promise<ProductFacets> {
    const selected = groupOptions(filters.opt);
    const names = [...selected.keys()];
    const words = await prepare(filters.locale, filters.keyword);
    const base = matching({ locale: filters.locale, keyword: filters.keyword }, words);
    const inPrice: SQL[] = [];
    if (filters.minPrice !== undefined) inPrice.push(sql`p.price >= ${filters.minPrice}`);
    if (filters.maxPrice !== undefined) inPrice.push(sql`p.price <= ${filters.maxPrice}`);
    const optionColumns = optionConditions(selected).map((condition, k) => sql`${condition} as ${sql.identifier(`o${k}`)}`);
    const allBut = (skip: number) => sql.join([sql`true`, ...names.flatMap((_, k) => (k === skip ? [] : [sql`m.${sql.identifier(`o${k}`)}`]))], sql` and `);
    const allOptions = allBut(-1);
    const optionFilter = names.length
      ? sql`case o.key ${sql.join(
          names.map((name, k) => sql`when ${name} then ${allBut(k)}`),
          sql` `,
        )} else ${allOptions} end`
      : sql`true`;
    const [[found], tree] = await Promise.all([
      rows<{
        counts: { categoryId: number; count: number }[];
        price: { min: number | null; max: number | null };
        options: { name: string; value: string; count: number }[];
      }>(
        db,
        sql`with m as materialized (
            select p.id, p.category_id, p.price,
              ${filters.categoryId ? inCategoryTree(filters.categoryId) : sql`true`} as in_category,
              ${inPrice.length ? sql.join(inPrice, sql` and `) : sql`true`} as in_price
              ${optionColumns.length ? sql`, ${sql.join(optionColumns, sql`, `)}` : sql``}
            from ${base.from} where ${base.where}
          )
          select
            (select coalesce(json_agg(json_build_object('categoryId', x.category_id, 'count', x.n)), '[]'::json)
              from (select m.category_id, count(*) as n from m where m.in_price and ${allOptions} group by m.category_id) as x) as counts,
            (select json_build_object('min', min(m.price), 'max', max(m.price)) from m where m.in_category and ${allOptions}) as price,
            (select coalesce(json_agg(json_build_object('name', y.name, 'value', y.value, 'count', y.n)), '[]'::json)
              from (select o.key as name, o.value, count(distinct m.id) as n
                from m join skus s on s.product_id = m.id cross join jsonb_each_text(s.options) as o
                where m.in_category and m.in_price and ${optionFilter}
                group by o.key, o.value) as y) as options`,
      ),
      rows<{ id: number; parentId: number | null; name: string }>(
        db,
        sql`select c.id, c.parent_id as "parentId", ${categoryName(filters.locale)} as name from categories c order by c.sort, c.id`,
      ),
    ]);
    const counts = found.counts;
    const price = found.price;

    // Each category counts the matches in it and below it; parents come before their children.
    const own = new Map(counts.map((c) => [Number(c.categoryId), Number(c.count)]));
    const children = new Map<number | null, typeof tree>();
    for (const c of tree) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
    const categories: ProductFacets['categories'] = [];
    const walk = (parentId: number | null): number => {
      let sum = 0;
      for (const c of children.get(parentId) ?? []) {
        const entry = { id: Number(c.id), name: c.name, count: 0 };
        categories.push(entry);
        entry.count = (own.get(entry.id) ?? 0) + walk(entry.id);
        sum += entry.count;
      }
      return sum;
    };
    walk(null);

    // A chosen value no product has is still listed, chosen, with 0.
    const values = new Map<string, Map<string, number>>();
    for (const r of found.options) {
      const perName = values.get(r.name) ?? new Map<string, number>();
      perName.set(r.value, Number(r.count));
      values.set(r.name, perName);
    }
    for (const [name, chosen] of selected) {
      const perName = values.get(name) ?? new Map<string, number>();
      for (const value of chosen) if (!perName.has(value)) perName.set(value, 0);
      values.set(name, perName);
    }
    const options = [...values]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, perName]) => ({
        name,
        values: [...perName]
          .sort(([va, ca], [vb, cb]) => cb - ca || va.localeCompare(vb))
          .map(([value, count]) => ({ value, count, selected: selected.get(name)?.includes(value) ?? false })),
      }));

    return {
      categories: categories.filter((c) => c.count > 0),
      price: price && price.min !== null && price.max !== null ? { min: Number(price.min), max: Number(price.max) } : null,
      options,
    };
  }

  async function suggest(q: string, locale: Locale, limit: number): Promise<Suggestions> {
    const words = await prepare(locale, q);
    const keyword = keywordParts(locale, words);
    if (!keyword) return { products: [], categories: [] };
    const phrase = words.map((w) => w.fold).join(' ');
    const [products, categories] = await Promise.all([
      rows<{ id: number; name: string; cover: string; price: number }>(
        db,
        sql`select p.id, d.name, p.cover, p.price
          from products p join search_documents d on d.product_id = p.id and d.locale = ${locale}
          where p.active and ${keyword.where}
          order by ${order('relevance', keyword.rank)} limit ${limit}`,
      ),
      rows<{ id: number; name: string }>(
        db,
        sql`select id, name from (
            select c.id, c.sort, ${categoryName(locale)} as name from categories c
            where exists (select 1 from products p where p.active and p.category_id in (
              with recursive sub(id) as (select c.id union all select k.id from categories k join sub on k.parent_id = sub.id) select id from sub))
          ) as named
          where search_fold(name) like ${`%${phrase}%`} or search_fold(name) operator(public.%>) ${phrase}
          order by (search_fold(name) like ${`${phrase}%`}) desc, public.word_similarity(${phrase}, search_fold(name)) desc, sort, id
          limit ${limit}`,
      ),
    ]);
    return {
      products: products.map((p) => ({ id: Number(p.id), name: p.name, cover: String(p.cover), price: Number(p.price) })),
      categories: categories.map((c) => ({ id: Number(c.id), name: c.name })),
    };
  }

  async function didYouMean(q: string, locale: Locale): Promise<string | null> {
    const words = queryWords(q);
    if (words.length === 0) return null;
    // Words of the catalogue close to each word (the trigram index finds them), the closest first.
    const closestTo = (word: string) =>
      sql`(select v.term from search_terms v
        where v.locale = ${locale} and v.term operator(public.%) search_fold(${word}) and public.similarity(v.term, search_fold(${word})) >= ${SUGGEST_SIMILARITY}
        order by public.similarity(v.term, search_fold(${word})) desc, v.term limit 1)`;
    const [closest] = await rows<Record<string, string | null>>(
      db,
      sql`select ${sql.join(
        words.map((w, i) => sql`${closestTo(w)} as ${sql.identifier(`w${i}`)}`),
        sql`, `,
      )}`,
    );
    const replaced = words.map((w, i) => closest?.[`w${i}`] ?? w);
    const phrase = replaced.join(' ');
    if (phrase === words.join(' ')) return null;
    const { total } = await search({ locale, keyword: phrase, sort: 'relevance', page: 1, size: 1 });
    return total > 0 ? phrase : null;
  }

  async function reindex(productIds?: readonly number[]): Promise<void> {
    if (productIds) {
      if (productIds.length === 0) return;
      await db.execute(
        sql`select search_refresh(array[${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::integer[])`,
      );
    } else {
      await db.execute(sql`select search_refresh(array(select id from products))`);
      await db.execute(sql`select search_prune_terms()`);
    }
  }

  return { search, facets, suggest, didYouMean, reindex };
}
