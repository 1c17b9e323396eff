CREATE TABLE "search_dirty" (
	"product_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"words" text NOT NULL,
	"terms" text[] NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_locale_product_id_pk" PRIMARY KEY("locale","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"locale" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_locale_term_pk" PRIMARY KEY("locale","term")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_product_idx" ON "search_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");