ALTER TABLE "products" ADD COLUMN "name_key" text GENERATED ALWAYS AS (f_unaccent(lower(name))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_doc" text GENERATED ALWAYS AS (f_product_search_doc(name, description, keywords)) STORED;--> statement-breakpoint
CREATE INDEX "products_online_name_key_idx" ON "products" USING btree ("available_online","name_key","id");--> statement-breakpoint
CREATE INDEX "products_online_price_idx" ON "products" USING btree ("available_online","price_cents");--> statement-breakpoint
CREATE INDEX "products_online_newest_idx" ON "products" USING btree ("available_online","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_online_bestsellers_idx" ON "products" USING btree ("available_online","units_sold" DESC NULLS LAST,"rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_search_doc_gin_idx" ON "products" USING gin ("search_doc" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_key_gin_idx" ON "products" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
-- Superseded by products_search_doc_gin_idx on the stored column (same expression, computed once per write).
DROP INDEX IF EXISTS "products_search_doc_trgm_idx";
