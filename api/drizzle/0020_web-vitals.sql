CREATE TABLE "web_vital_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"route" text NOT NULL,
	"device" text NOT NULL,
	"ssr" boolean NOT NULL,
	"client" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vital_samples_version_at" ON "web_vital_samples" USING btree ("remote","version","metric","at");