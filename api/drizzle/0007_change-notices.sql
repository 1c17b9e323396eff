-- Every instance keeps copies of public answers and of the release registry; a committed change to the
-- tables behind them is announced on channel storefront_changes (payload: schema.table), once per
-- statement and delivered only on commit, so each instance drops its copies whoever made the change.
CREATE FUNCTION storefront_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('storefront_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER skus_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "skus" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_i18n_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_i18n" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER product_images_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER categories_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER category_i18n_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_i18n" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER reviews_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER settings_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER languages_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "languages" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER currencies_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "currencies" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_articles_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_articles" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_article_i18n_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_article_i18n" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_pages_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_pages" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_page_i18n_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_page_i18n" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_question_groups_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_question_groups" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_question_group_i18n_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_question_group_i18n" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_questions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_questions" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_question_i18n_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_question_i18n" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_photos_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_photos" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_photo_i18n_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_photo_i18n" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_contact_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_contact" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER content_contact_i18n_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "content_contact_i18n" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
--> statement-breakpoint
CREATE TRIGGER release_registry_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "release_registry" FOR EACH STATEMENT EXECUTE FUNCTION storefront_notify_change();
