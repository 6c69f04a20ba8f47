ALTER TABLE "products" ADD COLUMN "ncm" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cest" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gtin" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "icms_origin" text DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "csosn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pis_cofins_cst" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_document" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_ie_indicator" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_state_registration" text;