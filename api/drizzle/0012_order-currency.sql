-- Orders placed before this kept only USD figures: their figures in the order's currency are what the
-- shop showed for them then, each converted on its own and rounded down to the currency's minor unit.
ALTER TABLE "order_items" ADD COLUMN "local_unit_price" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "local_subtotal" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "local_subtotal" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "local_freight" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "local_service_charge" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "local_tax" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "local_discount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "local_actual_payment" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency_amount" integer;--> statement-breakpoint
CREATE FUNCTION "pg_temp"."to_local"(usd integer, rate double precision, code text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(usd * rate * CASE
    WHEN code IN ('BIF','CLP','DJF','GNF','ISK','JPY','KMF','KRW','PYG','RWF','UGX','UYI','VND','VUV','XAF','XOF','XPF') THEN 0.01
    WHEN code IN ('BHD','IQD','JOD','KWD','LYD','OMR','TND') THEN 10
    ELSE 1 END + 1e-7)::integer
$$;--> statement-breakpoint
UPDATE "orders" SET
  "local_subtotal" = pg_temp.to_local("subtotal", "ex_rate", "currency"),
  "local_freight" = pg_temp.to_local("freight", "ex_rate", "currency"),
  "local_service_charge" = pg_temp.to_local("service_charge", "ex_rate", "currency"),
  "local_tax" = pg_temp.to_local("tax", "ex_rate", "currency"),
  "local_discount" = pg_temp.to_local("discount", "ex_rate", "currency"),
  "local_actual_payment" = pg_temp.to_local("actual_payment", "ex_rate", "currency");--> statement-breakpoint
UPDATE "order_items" SET
  "local_unit_price" = pg_temp.to_local("order_items"."unit_price", o."ex_rate", o."currency"),
  "local_subtotal" = pg_temp.to_local("order_items"."subtotal", o."ex_rate", o."currency")
  FROM "orders" o WHERE o."id" = "order_items"."order_id";--> statement-breakpoint
UPDATE "payments" SET "currency" = o."currency", "currency_amount" = pg_temp.to_local("payments"."amount", o."ex_rate", o."currency")
  FROM "orders" o WHERE o."id" = "payments"."order_id";--> statement-breakpoint
UPDATE "sandbox_payments" SET "amount" = "currency_amount";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "local_unit_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "local_subtotal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "local_subtotal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "local_freight" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "local_service_charge" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "local_tax" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "local_discount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "local_actual_payment" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "currency_amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" DROP COLUMN "currency_amount";--> statement-breakpoint
ALTER TABLE "sandbox_payments" DROP COLUMN "symbol";
