CREATE SEQUENCE "public"."stock_count_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."store_sale_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_count_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"count_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"expected_at_open" integer NOT NULL,
	"counted" integer,
	"expected_when_counted" integer,
	"counted_at" timestamp with time zone,
	"counted_by_id" text,
	"counted_by_name" text,
	"unit_cost_cents" integer,
	"applied_difference" integer,
	CONSTRAINT "stock_count_items_counted_nonnegative" CHECK ("stock_count_items"."counted" IS NULL OR "stock_count_items"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_counts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT f_document_code('INV', nextval('stock_count_code_seq')) NOT NULL,
	"location_id" integer NOT NULL,
	"store_id" integer,
	"blind" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"applied_at" timestamp with time zone,
	"created_by_id" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'counting' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "stock_counts_code_unique" UNIQUE("code"),
	CONSTRAINT "stock_counts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "store_sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_sale_items_quantity_positive" CHECK ("store_sale_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT f_document_code('VENDA', nextval('store_sale_code_seq')) NOT NULL,
	"store_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"source" text NOT NULL,
	"access_key" text,
	"nfce_number" text,
	"nfce_series" text,
	"issuer_cnpj" text,
	"sale_date" date NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"total_items" integer NOT NULL,
	"file_name" text,
	"notes" text DEFAULT '' NOT NULL,
	"source_type" text,
	"source_id" integer,
	"created_by_id" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'posted' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "store_sales_code_unique" UNIQUE("code"),
	CONSTRAINT "store_sales_access_key_unique" UNIQUE("access_key"),
	CONSTRAINT "store_sales_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "store_sales_source" CHECK ("store_sales"."source" IN ('nfce', 'manual')),
	CONSTRAINT "store_sales_nfce_key" CHECK (("store_sales"."source" = 'nfce') = ("store_sales"."access_key" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "stock_count_items" ADD CONSTRAINT "stock_count_items_count_id_stock_counts_id_fk" FOREIGN KEY ("count_id") REFERENCES "public"."stock_counts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_items" ADD CONSTRAINT "stock_count_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_count_items" ADD CONSTRAINT "stock_count_items_counted_by_id_user_id_fk" FOREIGN KEY ("counted_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_counts" ADD CONSTRAINT "stock_counts_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_items" ADD CONSTRAINT "store_sale_items_sale_id_store_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."store_sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sale_items" ADD CONSTRAINT "store_sale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_count_items_count_product" ON "stock_count_items" USING btree ("count_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_counts_location_idx" ON "stock_counts" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_counts_store_idx" ON "stock_counts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_counts_one_open_per_place" ON "stock_counts" USING btree ("location_id") WHERE "stock_counts"."status" IN ('counting', 'review', 'awaiting_approval');--> statement-breakpoint
CREATE INDEX "store_sale_items_sale_idx" ON "store_sale_items" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "store_sales_store_idx" ON "store_sales" USING btree ("store_id","sale_date");--> statement-breakpoint
CREATE INDEX "store_sales_date_idx" ON "store_sales" USING btree ("sale_date" DESC NULLS LAST,"id" DESC NULLS LAST);