-- Stock per place (issue 36, decision 062). The warehouse and the virtual places get fixed ids
-- (domain/stock-locations.ts); each store that is a place (not 'Online', the warehouse's sales
-- channel) gets its own, now and — through the trigger below — in the transaction that creates it.
CREATE TABLE "stock_balances" (
	"product_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_product_id_location_id_pk" PRIMARY KEY("product_id","location_id"),
	CONSTRAINT "stock_balances_on_hand_nonnegative" CHECK ("stock_balances"."on_hand" >= 0),
	CONSTRAINT "stock_balances_reserved_nonnegative" CHECK ("stock_balances"."reserved" >= 0),
	CONSTRAINT "stock_balances_available_nonnegative" CHECK ("stock_balances"."on_hand" - "stock_balances"."reserved" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_locations_store_id_unique" UNIQUE("store_id"),
	CONSTRAINT "stock_locations_kind" CHECK ("stock_locations"."kind" IN ('warehouse', 'store', 'transit', 'adjustment', 'divergence')),
	CONSTRAINT "stock_locations_store_kind" CHECK (("stock_locations"."kind" = 'store') = ("stock_locations"."store_id" IS NOT NULL))
);
--> statement-breakpoint
INSERT INTO "stock_locations" ("id", "kind", "name") VALUES
  (1, 'warehouse', 'Almoxarifado'),
  (2, 'transit', 'Em trânsito'),
  (3, 'adjustment', 'Ajustes e perdas'),
  (4, 'divergence', 'Divergências');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('stock_locations', 'id'), 4);--> statement-breakpoint
INSERT INTO "stock_locations" ("kind", "store_id") SELECT 'store', "id" FROM "stores" WHERE "type" <> 'Online' ORDER BY "id";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "location_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD CONSTRAINT "stock_balances_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balances_location_idx" ON "stock_balances" USING btree ("location_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_locations_singleton_kind" ON "stock_locations" USING btree ("kind") WHERE "stock_locations"."kind" <> 'store';--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A store that is a place has its place from the transaction that writes it; a store turned into a
-- place later (its type changed from 'Online') gets one then. A place is never removed here: it
-- goes only with its store, which the movements' foreign key refuses once it has history.
CREATE OR REPLACE FUNCTION f_store_stock_location() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type <> 'Online' THEN
    INSERT INTO public.stock_locations (kind, store_id) VALUES ('store', NEW.id) ON CONFLICT (store_id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER stores_stock_location
  AFTER INSERT OR UPDATE OF type ON stores
  FOR EACH ROW EXECUTE FUNCTION f_store_stock_location();--> statement-breakpoint
-- Today's stock is the warehouse's. products.stock is what checkout sold against; where the
-- movements do not add up to it (rows written around the ledger before it was enforced), one
-- 'adjustment' movement makes them, so Σ movements = products.stock = the warehouse's balance.
INSERT INTO "stock_movements" ("product_id", "location_id", "quantity", "kind", "reason")
SELECT p."id", 1, p."stock" - coalesce(m."moved", 0), 'adjustment', 'Conciliação do estoque por local (migração 0031)'
FROM "products" p LEFT JOIN (SELECT "product_id", sum("quantity")::int AS "moved" FROM "stock_movements" GROUP BY "product_id") m ON m."product_id" = p."id"
WHERE p."stock" <> coalesce(m."moved", 0)
ORDER BY p."id";--> statement-breakpoint
-- The warehouse holds exactly today's stock; every store starts at zero (no rows) until its first count.
INSERT INTO "stock_balances" ("product_id", "location_id", "on_hand", "reserved")
SELECT "id", 1, "stock", 0 FROM "products";
