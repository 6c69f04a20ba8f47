CREATE SEQUENCE "public"."transfer_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "transfer_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_code" text NOT NULL,
	"shelf" text DEFAULT '' NOT NULL,
	"box" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer,
	"unit_cost_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "transfer_items_quantity_positive" CHECK ("transfer_items"."quantity" > 0),
	CONSTRAINT "transfer_items_received_range" CHECK ("transfer_items"."received_quantity" IS NULL OR ("transfer_items"."received_quantity" >= 0 AND "transfer_items"."received_quantity" <= "transfer_items"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT f_document_code('TRANSF', nextval('transfer_code_seq')) NOT NULL,
	"from_location_id" integer NOT NULL,
	"to_location_id" integer NOT NULL,
	"from_store_id" integer,
	"to_store_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"request_id" integer,
	"exit_id" integer,
	"created_by_id" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"resolution" text,
	"idempotency_key" text,
	"receipt_key" text,
	CONSTRAINT "transfers_code_unique" UNIQUE("code"),
	CONSTRAINT "transfers_exit_id_unique" UNIQUE("exit_id"),
	CONSTRAINT "transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "transfers_receipt_key_unique" UNIQUE("receipt_key"),
	CONSTRAINT "transfers_places_differ" CHECK ("transfers"."from_location_id" <> "transfers"."to_location_id"),
	CONSTRAINT "transfers_status" CHECK ("transfers"."status" IN ('draft', 'picked', 'sent', 'received', 'divergent', 'resolved', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_location_id_stock_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_location_id_stock_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_store_id_stores_id_fk" FOREIGN KEY ("from_store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_store_id_stores_id_fk" FOREIGN KEY ("to_store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_request_id_merchandise_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."merchandise_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_exit_id_stock_exits_id_fk" FOREIGN KEY ("exit_id") REFERENCES "public"."stock_exits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_items_transfer_idx" ON "transfer_items" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "transfer_items_product_idx" ON "transfer_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "transfers_created_idx" ON "transfers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transfers_status_idx" ON "transfers" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transfers_from_store_idx" ON "transfers" USING btree ("from_store_id");--> statement-breakpoint
CREATE INDEX "transfers_to_store_idx" ON "transfers" USING btree ("to_store_id");--> statement-breakpoint
CREATE INDEX "transfers_request_idx" ON "transfers" USING btree ("request_id");--> statement-breakpoint
-- Decision 065: every exit (Saída) posted before transfers existed reads as a transfer from the
-- warehouse to its store, sent and received (a reversed one as cancelled), with its lines as they
-- left. No movement is written: the exit's own movements stay its history, and the stores start at
-- zero until their first count (decision 062). An exit to a store that is not a place ('Online') stays an exit only.
INSERT INTO "transfers" ("from_location_id", "to_location_id", "to_store_id", "notes", "request_id", "exit_id", "created_by_id", "created_by_name", "created_at", "status", "updated_at", "sent_at", "received_at")
SELECT 1, l.id, x.store_id, trim(x.code || ' ' || x.notes),
  CASE WHEN x.source_type = 'merchandise_request' THEN x.source_id END,
  x.id, x.created_by_id, x.created_by_name, x.created_at,
  CASE WHEN x.status = 'reversed' THEN 'cancelled' ELSE 'received' END,
  x.updated_at, x.created_at, CASE WHEN x.status = 'reversed' THEN NULL ELSE x.created_at END
FROM "stock_exits" x JOIN "stock_locations" l ON l.store_id = x.store_id
ORDER BY x.id;--> statement-breakpoint
INSERT INTO "transfer_items" ("transfer_id", "product_id", "product_name", "product_code", "shelf", "box", "quantity", "received_quantity", "unit_cost_cents", "unit_price_cents")
SELECT t.id, i.product_id, i.product_name, i.product_code, i.shelf, i.box, i.quantity,
  CASE WHEN t.status = 'received' THEN i.quantity END, i.unit_cost_cents, i.unit_price_cents
FROM "stock_exit_items" i JOIN "transfers" t ON t.exit_id = i.exit_id
ORDER BY i.id;
