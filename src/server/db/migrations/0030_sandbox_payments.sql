CREATE TABLE "sandbox_payment_requests" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"status_detail" text,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"installments" integer DEFAULT 1 NOT NULL,
	"details" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id","created_at");