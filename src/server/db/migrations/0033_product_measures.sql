ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "width_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_measures_positive" CHECK ("products"."weight_grams" > 0 AND "products"."height_cm" > 0 AND "products"."width_cm" > 0 AND "products"."length_cm" > 0);