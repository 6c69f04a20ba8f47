-- One accent-free, lower-cased document per product for Portuguese search (DESIGN 1.11).
-- array_to_string is only STABLE, so the wrapper is declared IMMUTABLE to back the index.
CREATE OR REPLACE FUNCTION f_product_search_doc(name text, description text, keywords text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT public.f_unaccent(lower(coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(array_to_string(keywords, ' '), ''))) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_doc_trgm_idx ON products
  USING gin (f_product_search_doc(name, description, keywords) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_name_trgm_idx ON products USING gin (f_unaccent(lower(name)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_search_text_trgm_idx ON orders USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS user_name_email_trgm_idx ON "user" USING gin (f_unaccent(lower(name || ' ' || email)) gin_trgm_ops);
