-- The storefront search runs on an index kept in each instance's memory (decision 033). This table
-- tells the instances when what that index holds has changed: every statement that changes a
-- product's searchable columns or a category adds 1 to one of its rows, and the sum of the rows is
-- the catalogue's search version. Committed changes only count (the rows are read, not a sequence).
-- A statement takes any row no other transaction holds (SKIP LOCKED), or adds a row, so catalogue
-- edits in parallel never wait on one another here, and never deadlock through it.
CREATE TABLE IF NOT EXISTS "catalog_search_version" (
  "id" integer PRIMARY KEY,
  "version" bigint NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_bump_catalog_search_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.catalog_search_version SET version = version + 1
    WHERE id = (SELECT id FROM public.catalog_search_version ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED);
  IF NOT FOUND THEN
    INSERT INTO public.catalog_search_version (id, version) VALUES (floor(random() * 2000000000)::integer, 1)
      ON CONFLICT (id) DO UPDATE SET version = public.catalog_search_version.version + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_catalog_search_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, description, keywords, category_id, available_online, on_sale ON products
  FOR EACH STATEMENT EXECUTE FUNCTION f_bump_catalog_search_version();--> statement-breakpoint
CREATE TRIGGER categories_catalog_search_version
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF name, slug ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION f_bump_catalog_search_version();
