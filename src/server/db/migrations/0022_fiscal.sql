CREATE SEQUENCE "public"."fiscal_sandbox_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "fiscal_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"provider" text NOT NULL,
	"environment" text NOT NULL,
	"reference" text NOT NULL,
	"series" text,
	"number" text,
	"access_key" text,
	"protocol" text,
	"sefaz_code" text,
	"sefaz_message" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"request" jsonb,
	"claimed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"xml_key" text,
	"danfe_key" text,
	"cancel_xml_key" text,
	"authorized_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_justification" text,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_invoices_status" CHECK ("fiscal_invoices"."status" IN ('processing', 'authorized', 'rejected', 'denied', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "fiscal_issuer" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"cnpj" text DEFAULT '' NOT NULL,
	"state_registration" text DEFAULT '' NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"trade_name" text DEFAULT '' NOT NULL,
	"tax_regime" text DEFAULT 'simples_nacional' NOT NULL,
	"cep" text DEFAULT '' NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"neighborhood" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"series" integer DEFAULT 1 NOT NULL,
	"environment" text DEFAULT 'homologacao' NOT NULL,
	"auto_issue" boolean DEFAULT true NOT NULL,
	"default_csosn" text DEFAULT '102' NOT NULL,
	"default_pis_cofins_cst" text DEFAULT '49' NOT NULL,
	"provider_token" text,
	"updated_by_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_issuer_single_row" CHECK ("fiscal_issuer"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "fiscal_provider_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer,
	"provider" text NOT NULL,
	"action" text NOT NULL,
	"http_status" integer,
	"ok" boolean NOT NULL,
	"response" jsonb,
	"error" text,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiscal_sandbox_documents" (
	"reference" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"sefaz_code" text NOT NULL,
	"sefaz_message" text NOT NULL,
	"series" text,
	"number" text,
	"access_key" text,
	"protocol" text,
	"request" jsonb NOT NULL,
	"xml" text,
	"cancel_xml" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fiscal_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference" text,
	"status" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fiscal_invoices" ADD CONSTRAINT "fiscal_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_issuer" ADD CONSTRAINT "fiscal_issuer_updated_by_id_user_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_provider_calls" ADD CONSTRAINT "fiscal_provider_calls_invoice_id_fiscal_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."fiscal_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_invoices_order_idx" ON "fiscal_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fiscal_invoices_created_idx" ON "fiscal_invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fiscal_invoices_status_created_idx" ON "fiscal_invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fiscal_provider_calls_invoice_idx" ON "fiscal_provider_calls" USING btree ("invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "fiscal_webhook_events_reference_idx" ON "fiscal_webhook_events" USING btree ("reference","received_at");