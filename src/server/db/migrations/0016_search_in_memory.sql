DROP INDEX "products_search_doc_gin_idx";--> statement-breakpoint
DROP INDEX "products_name_sound_gin_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_doc";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "name_sound";--> statement-breakpoint
-- The storefront search runs on an index in each instance's memory (decision 033); these only fed
-- the stored columns dropped above.
DROP FUNCTION IF EXISTS f_ptbr_name_sound(text, text[]);--> statement-breakpoint
DROP FUNCTION IF EXISTS f_ptbr_sound(text);--> statement-breakpoint
DROP FUNCTION IF EXISTS f_product_search_doc(text, text, text[]);
