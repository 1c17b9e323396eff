ALTER TYPE "public"."code_purpose" ADD VALUE 'closeAccount';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;