ALTER TYPE "public"."code_purpose" ADD VALUE 'changeEmail';--> statement-breakpoint
CREATE TABLE "remote_failure_clients" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"client" text NOT NULL,
	"reports" integer DEFAULT 1 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_failure_clients_remote_version_client_pk" PRIMARY KEY("remote","version","client")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" SET "status" = 'void', "settled_at" = now() WHERE "status" = 'pending' AND EXISTS (SELECT 1 FROM "payments" AS "newer" WHERE "newer"."order_id" = "payments"."order_id" AND "newer"."status" = 'pending' AND "newer"."id" > "payments"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_live_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'pending';