ALTER TABLE "payment_refunds" ALTER COLUMN "provider_refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "kind" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "attempt" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_attempt_idx" ON "payment_refunds" USING btree ("payment_id","attempt");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("updated_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_done_has_id" CHECK ("payment_refunds"."status" <> 'done' OR "payment_refunds"."provider_refund_id" IS NOT NULL);