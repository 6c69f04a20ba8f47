ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_expired_mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_pickup_status_idx" ON "orders" USING btree ("status","pickup_ready_at") WHERE delivery_method = 'pickup';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_code" CHECK ("orders"."pickup_code" IS NULL OR ("orders"."delivery_method" = 'pickup' AND "orders"."pickup_code" ~ '^[0-9]{6}$'));