ALTER TABLE "uploads" DROP CONSTRAINT "uploads_url_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_user_kind_url" ON "uploads" USING btree ("user_id","kind","url");--> statement-breakpoint
CREATE INDEX "uploads_url_idx" ON "uploads" USING btree ("url");