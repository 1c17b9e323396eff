CREATE TABLE "remote_load_failures" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"last_fallback" text,
	CONSTRAINT "remote_load_failures_remote_version_pk" PRIMARY KEY("remote","version")
);
