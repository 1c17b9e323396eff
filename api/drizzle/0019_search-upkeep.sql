-- Search (api/src/search, ADR 0041): trigram matching and accent folding, installed in "public" and always
-- called by qualified name, so every schema that holds the shop's tables finds them.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
CREATE INDEX "search_documents_words_idx" ON "search_documents" USING gin ("words" public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_terms_term_idx" ON "search_terms" USING gin ("term" public.gin_trgm_ops);
--> statement-breakpoint
-- The text search configuration of a language: PostgreSQL's stemmer where it has one, else 'simple'.
CREATE FUNCTION search_config(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE locale
    WHEN 'en' THEN 'pg_catalog.english' WHEN 'de' THEN 'pg_catalog.german' WHEN 'fr' THEN 'pg_catalog.french'
    WHEN 'es' THEN 'pg_catalog.spanish' WHEN 'pt' THEN 'pg_catalog.portuguese' WHEN 'ru' THEN 'pg_catalog.russian'
    ELSE 'pg_catalog.simple' END)::regconfig
$$;
--> statement-breakpoint
-- Lower case without accents: what is indexed and what is looked for are folded alike.
CREATE FUNCTION search_fold(t text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce(t, '')))
$$;
--> statement-breakpoint
-- Chinese and Japanese have no spaces: each run of their characters becomes its overlapping pairs
-- (柔软棉质 -> 柔软 软棉 棉质), a lone character itself; the rest of the text stays as it is.
CREATE FUNCTION search_cjk_pairs(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ',
    (SELECT string_agg(CASE WHEN char_length(m[1]) = 1 THEN m[1]
        ELSE (SELECT string_agg(substr(m[1], i, 2), ' ') FROM generate_series(1, char_length(m[1]) - 1) AS i) END, ' ')
      FROM regexp_matches(t, '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+)', 'g') AS m),
    regexp_replace(t, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- A text as the language's document (and query) sees it: folded, and paired for Chinese and Japanese.
CREATE FUNCTION search_text(locale text, t text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN locale IN ('cn', 'jp', 'tw') THEN search_cjk_pairs(search_fold(t)) ELSE search_fold(t) END
$$;
--> statement-breakpoint
-- The words of a folded text: split at anything but letters and digits (Chinese and Japanese runs stay whole).
CREATE FUNCTION search_split(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
  FROM regexp_split_to_table(t, '[^[:alnum:]\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+') AS w
  WHERE w <> ''
$$;
--> statement-breakpoint
-- Rebuilds the documents of these products in every language from products, texts (English where one is
-- missing), category and parent category names, and the words of the SKUs' option values.
CREATE FUNCTION search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE product_id = ANY (ids);
  INSERT INTO search_documents (product_id, locale, name, words, terms, document)
  SELECT d.product_id, d.locale, d.name, d.words, search_split(d.words),
    setweight(to_tsvector(search_config(d.locale), search_text(d.locale, d.name)), 'A')
      || setweight(to_tsvector(search_config(d.locale), search_text(d.locale, d.category)), 'B')
      || setweight(to_tsvector(search_config(d.locale), search_text(d.locale, d.options)), 'C')
      || setweight(to_tsvector(search_config(d.locale), search_text(d.locale, d.description)), 'D')
  FROM (
    SELECT x.*, search_fold(concat_ws(' ', x.name, x.category, x.options)) AS words
    FROM (
      SELECT p.id AS product_id, l.locale,
        coalesce(t.name, e.name, '') AS name,
        coalesce(t.description, e.description, '') AS description,
        concat_ws(' ', coalesce(ct.name, ce.name), coalesce(pt.name, pe.name)) AS category,
        coalesce((
          SELECT string_agg(DISTINCT coalesce(w.word, we.word, o.value), ' ')
          FROM skus s
          CROSS JOIN jsonb_each_text(s.options) AS o
          LEFT JOIN spec_words w ON w.locale = l.locale AND w.kind = 'value' AND w.code = o.value
          LEFT JOIN spec_words we ON we.locale = 'en' AND we.kind = 'value' AND we.code = o.value
          WHERE s.product_id = p.id), '') AS options
      FROM products p
      CROSS JOIN unnest(ARRAY['cn', 'de', 'en', 'es', 'fr', 'jp', 'pt', 'ru', 'tw']) AS l(locale)
      JOIN categories c ON c.id = p.category_id
      LEFT JOIN category_i18n ct ON ct.category_id = c.id AND ct.locale = l.locale
      LEFT JOIN category_i18n ce ON ce.category_id = c.id AND ce.locale = 'en'
      LEFT JOIN category_i18n pt ON pt.category_id = c.parent_id AND pt.locale = l.locale
      LEFT JOIN category_i18n pe ON pe.category_id = c.parent_id AND pe.locale = 'en'
      LEFT JOIN product_i18n t ON t.product_id = p.id AND t.locale = l.locale
      LEFT JOIN product_i18n e ON e.product_id = p.id AND e.locale = 'en'
      WHERE p.id = ANY (ids) AND p.active
    ) AS x
    WHERE x.name <> ''
  ) AS d;
  INSERT INTO search_terms (locale, term)
  SELECT DISTINCT s.locale, t FROM search_documents s CROSS JOIN unnest(s.terms) AS t WHERE s.product_id = ANY (ids)
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- Writes mark products in search_dirty; at the end of the transaction the first mark's deferred trigger
-- rebuilds every marked product once, however many statements touched it.
CREATE FUNCTION search_flush() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  WITH gone AS (DELETE FROM search_dirty RETURNING product_id) SELECT array_agg(product_id) INTO ids FROM gone;
  IF ids IS NOT NULL THEN
    PERFORM search_refresh(ids);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_dirty_flush AFTER INSERT ON search_dirty DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_flush();
--> statement-breakpoint
CREATE FUNCTION search_mark_texts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_dirty (product_id) SELECT DISTINCT product_id FROM old_rows ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_dirty (product_id) SELECT DISTINCT product_id FROM new_rows ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_i18n_search_insert AFTER INSERT ON product_i18n REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_texts();
--> statement-breakpoint
CREATE TRIGGER product_i18n_search_update AFTER UPDATE ON product_i18n REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_texts();
--> statement-breakpoint
CREATE TRIGGER product_i18n_search_delete AFTER DELETE ON product_i18n REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_texts();
--> statement-breakpoint
CREATE TRIGGER skus_search_insert AFTER INSERT ON skus REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_texts();
--> statement-breakpoint
CREATE TRIGGER skus_search_delete AFTER DELETE ON skus REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_texts();
--> statement-breakpoint
-- Stock and price changes (every order) leave the documents alone: only options count.
CREATE FUNCTION search_mark_skus() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_dirty (product_id)
  SELECT DISTINCT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE o.options IS DISTINCT FROM n.options OR o.product_id <> n.product_id
  UNION
  SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.product_id <> n.product_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER skus_search_update AFTER UPDATE ON skus REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_skus();
--> statement-breakpoint
-- Sales, price and score changes leave the documents alone: a product's category and being on sale count.
CREATE FUNCTION search_mark_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_dirty (product_id)
  SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE o.category_id <> n.category_id OR o.active <> n.active
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_products();
--> statement-breakpoint
-- A category's name is in the documents of its products and of its sub-categories' products.
CREATE FUNCTION search_mark_category_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_dirty (product_id)
    SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
    WHERE c.id IN (SELECT category_id FROM old_rows) OR c.parent_id IN (SELECT category_id FROM old_rows)
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_dirty (product_id)
    SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
    WHERE c.id IN (SELECT category_id FROM new_rows) OR c.parent_id IN (SELECT category_id FROM new_rows)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER category_i18n_search_insert AFTER INSERT ON category_i18n REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_category_names();
--> statement-breakpoint
CREATE TRIGGER category_i18n_search_update AFTER UPDATE ON category_i18n REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_category_names();
--> statement-breakpoint
CREATE TRIGGER category_i18n_search_delete AFTER DELETE ON category_i18n REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_category_names();
--> statement-breakpoint
CREATE FUNCTION search_mark_categories() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_dirty (product_id)
  SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
  WHERE c.id IN (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.parent_id IS DISTINCT FROM n.parent_id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_categories();
--> statement-breakpoint
-- The vocabulary words option values: a changed word is in every product with a SKU of that value.
CREATE FUNCTION search_mark_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_dirty (product_id)
    SELECT DISTINCT s.product_id FROM skus s CROSS JOIN jsonb_each_text(s.options) AS o
    WHERE o.value IN (SELECT code FROM old_rows WHERE kind = 'value')
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_dirty (product_id)
    SELECT DISTINCT s.product_id FROM skus s CROSS JOIN jsonb_each_text(s.options) AS o
    WHERE o.value IN (SELECT code FROM new_rows WHERE kind = 'value')
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER spec_words_search_insert AFTER INSERT ON spec_words REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_words();
--> statement-breakpoint
CREATE TRIGGER spec_words_search_update AFTER UPDATE ON spec_words REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_words();
--> statement-breakpoint
CREATE TRIGGER spec_words_search_delete AFTER DELETE ON spec_words REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_mark_words();
--> statement-breakpoint
-- Rebuilt documents drop the instances' cached catalogue answers like any other catalogue change.
CREATE TRIGGER search_documents_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_documents FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
-- Words no document holds any more (a full reindex runs it).
CREATE FUNCTION search_prune_terms() RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_terms st
  WHERE NOT EXISTS (SELECT 1 FROM search_documents s WHERE s.locale = st.locale AND st.term = ANY (s.terms))
$$;
--> statement-breakpoint
SELECT search_refresh(array(SELECT id FROM products));
