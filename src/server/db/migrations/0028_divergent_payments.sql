ALTER TABLE "payments" ADD COLUMN "currency" text DEFAULT 'BRL' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "divergence" text;--> statement-breakpoint
CREATE INDEX "payments_divergent_idx" ON "payments" USING btree ("order_id") WHERE divergence IS NOT NULL;