CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'buying' NOT NULL,
	"service_id" text NOT NULL,
	"service_name" text NOT NULL,
	"carrier" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"provider_id" text,
	"provider_status" text,
	"tracking_code" text,
	"tracking_url" text,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_news_at" timestamp with time zone,
	"posted_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"shipped_email_at" timestamp with time zone,
	"delivered_email_at" timestamp with time zone,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status" CHECK ("shipments"."status" IN ('buying', 'purchased', 'posted', 'delivered', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "shipping_account" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"token_expires_at" timestamp with time zone,
	"oauth_state" text,
	"oauth_state_at" timestamp with time zone,
	"sender" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_account_single_row" CHECK ("shipping_account"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shipping_sandbox_labels" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"service_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tracking_code" text,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_key" text NOT NULL,
	"event" text NOT NULL,
	"label_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'shipping' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_account" ADD CONSTRAINT "shipping_account_updated_by_id_user_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_one_live_per_order_idx" ON "shipments" USING btree ("order_id") WHERE status <> 'canceled';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_provider_id_idx" ON "shipments" USING btree ("provider","provider_id");--> statement-breakpoint
CREATE INDEX "shipments_status_news_idx" ON "shipments" USING btree ("status","last_news_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_webhook_events_key_idx" ON "shipping_webhook_events" USING btree ("provider","event_key");--> statement-breakpoint
CREATE INDEX "shipping_webhook_events_label_idx" ON "shipping_webhook_events" USING btree ("label_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_method" CHECK ("orders"."delivery_method" IN ('shipping', 'pickup'));