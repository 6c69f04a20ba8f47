ALTER TABLE "orders" ADD COLUMN "fulfilment_location_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_state" text DEFAULT 'taken' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_location_id_stock_locations_id_fk" FOREIGN KEY ("fulfilment_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stock_state" CHECK ("orders"."stock_state" IN ('reserved', 'consumed', 'released', 'taken'));--> statement-breakpoint
-- Orders cancelled before reservations returned their goods with a movement already: nothing held.
UPDATE "orders" SET "stock_state" = 'released' WHERE "status" = 'cancelled';
