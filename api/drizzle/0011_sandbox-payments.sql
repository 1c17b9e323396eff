CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"currency_amount" integer NOT NULL,
	"symbol" text NOT NULL,
	"method" text NOT NULL,
	"locale" text NOT NULL,
	"return_url" text NOT NULL,
	"back_url" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_serial_unique" UNIQUE("serial")
);
