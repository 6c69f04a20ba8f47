CREATE SEQUENCE "public"."merchandise_request_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."purchase_request_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."special_order_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."stock_exit_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "receiving_check_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_id" integer NOT NULL,
	"invoice_item_id" integer,
	"expected_quantity" integer NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "receiving_check_items_quantities" CHECK ("receiving_check_items"."expected_quantity" >= 0 AND "receiving_check_items"."received_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receiving_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"purchase_request_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"receiver_name" text DEFAULT '' NOT NULL,
	"receiver_user_id" text,
	"auto_entry" boolean DEFAULT false NOT NULL,
	"has_discrepancy" boolean DEFAULT false NOT NULL,
	"report_summary" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"approved_by_id" text,
	"approved_by_name" text,
	"created_by_id" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	"posted_by_id" text,
	"version" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text,
	CONSTRAINT "receiving_checks_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "receiving_checks_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "supplier_invoice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"supplier_code" text DEFAULT '' NOT NULL,
	"barcode" text,
	"description" text NOT NULL,
	"ncm" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"quantity" numeric(15, 4) NOT NULL,
	"unit_value" numeric(21, 10) DEFAULT '0' NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"product_id" integer,
	"conversion_factor" integer DEFAULT 1 NOT NULL,
	"expected_quantity" integer NOT NULL,
	CONSTRAINT "supplier_invoice_items_factor_positive" CHECK ("supplier_invoice_items"."conversion_factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"number" text NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"access_key" text,
	"emission_date" date NOT NULL,
	"reception_date" date,
	"products_total_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"xml_storage_key" text,
	"photo_storage_key" text,
	"photo_mime_type" text,
	"photo_file_name" text,
	"created_by_id" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_invoices_access_key_unique" UNIQUE("access_key")
);
--> statement-breakpoint
CREATE TABLE "supplier_product_codes" (
	"supplier_id" integer NOT NULL,
	"supplier_code" text NOT NULL,
	"product_id" integer NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"conversion_factor" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_product_codes_supplier_id_supplier_code_pk" PRIMARY KEY("supplier_id","supplier_code"),
	CONSTRAINT "supplier_product_codes_factor_positive" CHECK ("supplier_product_codes"."conversion_factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "merchandise_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"request_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "merchandise_request_items_quantity_positive" CHECK ("merchandise_request_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "merchandise_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"requested_by_id" text,
	"requested_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text,
	"code" text DEFAULT f_document_code('MERC', nextval('merchandise_request_code_seq')) NOT NULL,
	"store_id" integer NOT NULL,
	"request_date" date NOT NULL,
	"delivery_date" date NOT NULL,
	"shipping_time" text,
	"receive_time" text,
	"exit_id" integer,
	CONSTRAINT "merchandise_requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "merchandise_requests_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "purchase_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"request_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "purchase_request_items_quantity_positive" CHECK ("purchase_request_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"requested_by_id" text,
	"requested_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text,
	"code" text DEFAULT f_document_code('COMP', nextval('purchase_request_code_seq')) NOT NULL,
	"estimated_arrival" date,
	CONSTRAINT "purchase_requests_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "purchase_requests_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "special_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"product_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"special_order_id" integer NOT NULL,
	"product_id" integer,
	CONSTRAINT "special_order_items_quantity_positive" CHECK ("special_order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "special_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"requested_by_id" text,
	"requested_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"idempotency_key" text,
	"code" text DEFAULT f_document_code('ENC', nextval('special_order_code_seq')) NOT NULL,
	"customer_user_id" text,
	"customer_name" text NOT NULL,
	"customer_contact" text DEFAULT '' NOT NULL,
	"store_id" integer,
	"is_existing_product" boolean NOT NULL,
	"new_product_name" text,
	"new_product_description" text,
	"new_product_image_key" text,
	CONSTRAINT "special_orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "special_orders_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stock_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"entry_date" date NOT NULL,
	"supplier_id" integer,
	"unit_cost_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"cost_before_cents" integer NOT NULL,
	"cost_after_cents" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source_type" text,
	"source_id" integer,
	"created_by_id" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by_id" text,
	"reversed_by_name" text,
	"idempotency_key" text,
	CONSTRAINT "stock_entries_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "stock_entries_quantity_positive" CHECK ("stock_entries"."quantity" > 0),
	CONSTRAINT "stock_entries_cost_nonnegative" CHECK ("stock_entries"."unit_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_exit_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"exit_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_code" text NOT NULL,
	"shelf" text DEFAULT '' NOT NULL,
	"box" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost_cents" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "stock_exit_items_quantity_positive" CHECK ("stock_exit_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_exits" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT f_document_code('SAIDA', nextval('stock_exit_code_seq')) NOT NULL,
	"store_id" integer NOT NULL,
	"exit_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"total_items" integer NOT NULL,
	"source_type" text,
	"source_id" integer,
	"created_by_id" text,
	"created_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by_id" text,
	"reversed_by_name" text,
	"idempotency_key" text,
	CONSTRAINT "stock_exits_code_unique" UNIQUE("code"),
	CONSTRAINT "stock_exits_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "receiving_check_items" ADD CONSTRAINT "receiving_check_items_check_id_receiving_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."receiving_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_check_items" ADD CONSTRAINT "receiving_check_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_check_items" ADD CONSTRAINT "receiving_check_items_invoice_item_id_supplier_invoice_items_id_fk" FOREIGN KEY ("invoice_item_id") REFERENCES "public"."supplier_invoice_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_checks" ADD CONSTRAINT "receiving_checks_invoice_id_supplier_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."supplier_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_checks" ADD CONSTRAINT "receiving_checks_purchase_request_id_purchase_requests_id_fk" FOREIGN KEY ("purchase_request_id") REFERENCES "public"."purchase_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_checks" ADD CONSTRAINT "receiving_checks_receiver_user_id_user_id_fk" FOREIGN KEY ("receiver_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_checks" ADD CONSTRAINT "receiving_checks_approved_by_id_user_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_checks" ADD CONSTRAINT "receiving_checks_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiving_checks" ADD CONSTRAINT "receiving_checks_posted_by_id_user_id_fk" FOREIGN KEY ("posted_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_items" ADD CONSTRAINT "supplier_invoice_items_invoice_id_supplier_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."supplier_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_items" ADD CONSTRAINT "supplier_invoice_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_codes" ADD CONSTRAINT "supplier_product_codes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_product_codes" ADD CONSTRAINT "supplier_product_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_request_items" ADD CONSTRAINT "merchandise_request_items_request_id_merchandise_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."merchandise_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_request_items" ADD CONSTRAINT "merchandise_request_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_requests" ADD CONSTRAINT "merchandise_requests_requested_by_id_user_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_requests" ADD CONSTRAINT "merchandise_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_requests" ADD CONSTRAINT "merchandise_requests_exit_id_stock_exits_id_fk" FOREIGN KEY ("exit_id") REFERENCES "public"."stock_exits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request_items" ADD CONSTRAINT "purchase_request_items_request_id_purchase_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."purchase_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_request_items" ADD CONSTRAINT "purchase_request_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_requested_by_id_user_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_order_items" ADD CONSTRAINT "special_order_items_special_order_id_special_orders_id_fk" FOREIGN KEY ("special_order_id") REFERENCES "public"."special_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_order_items" ADD CONSTRAINT "special_order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_requested_by_id_user_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_customer_user_id_user_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_orders" ADD CONSTRAINT "special_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD CONSTRAINT "stock_entries_reversed_by_id_user_id_fk" FOREIGN KEY ("reversed_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_exit_items" ADD CONSTRAINT "stock_exit_items_exit_id_stock_exits_id_fk" FOREIGN KEY ("exit_id") REFERENCES "public"."stock_exits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_exit_items" ADD CONSTRAINT "stock_exit_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_exits" ADD CONSTRAINT "stock_exits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_exits" ADD CONSTRAINT "stock_exits_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_exits" ADD CONSTRAINT "stock_exits_reversed_by_id_user_id_fk" FOREIGN KEY ("reversed_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receiving_check_items_product_idx" ON "receiving_check_items" USING btree ("check_id","product_id");--> statement-breakpoint
CREATE INDEX "receiving_checks_posted_idx" ON "receiving_checks" USING btree ("status","posted_at");--> statement-breakpoint
CREATE INDEX "receiving_checks_receiver_idx" ON "receiving_checks" USING btree ("receiver_user_id","posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invoice_items_line_idx" ON "supplier_invoice_items" USING btree ("invoice_id","line_no");--> statement-breakpoint
CREATE INDEX "supplier_invoice_items_product_idx" ON "supplier_invoice_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invoices_number_idx" ON "supplier_invoices" USING btree ("supplier_id","series","number");--> statement-breakpoint
CREATE INDEX "supplier_invoices_emission_idx" ON "supplier_invoices" USING btree ("emission_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supplier_invoices_status_idx" ON "supplier_invoices" USING btree ("status","emission_date");--> statement-breakpoint
CREATE INDEX "merchandise_request_items_request_idx" ON "merchandise_request_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "merchandise_requests_created_idx" ON "merchandise_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "merchandise_requests_status_idx" ON "merchandise_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "merchandise_requests_store_idx" ON "merchandise_requests" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "purchase_request_items_request_idx" ON "purchase_request_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "purchase_requests_created_idx" ON "purchase_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "purchase_requests_status_idx" ON "purchase_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "special_order_items_order_idx" ON "special_order_items" USING btree ("special_order_id");--> statement-breakpoint
CREATE INDEX "special_orders_created_idx" ON "special_orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "special_orders_status_idx" ON "special_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "special_orders_customer_idx" ON "special_orders" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_entries_date_idx" ON "stock_entries" USING btree ("entry_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_entries_product_idx" ON "stock_entries" USING btree ("product_id","entry_date");--> statement-breakpoint
CREATE INDEX "stock_entries_supplier_idx" ON "stock_entries" USING btree ("supplier_id","entry_date");--> statement-breakpoint
CREATE INDEX "stock_entries_source_idx" ON "stock_entries" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "stock_exit_items_exit_idx" ON "stock_exit_items" USING btree ("exit_id");--> statement-breakpoint
CREATE INDEX "stock_exit_items_product_idx" ON "stock_exit_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_exits_date_idx" ON "stock_exits" USING btree ("exit_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_exits_store_idx" ON "stock_exits" USING btree ("store_id","exit_date");--> statement-breakpoint
CREATE INDEX "stock_exits_source_idx" ON "stock_exits" USING btree ("source_type","source_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_ref_idx" ON "stock_movements" USING btree ("ref_type","ref_id");