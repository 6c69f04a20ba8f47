-- The back-office order search (/admin/pedidos) looks for a fragment of the order id (full or the
-- 6-character suffix shown on screen), of the customer id, of the customer's name or of an item
-- name, in one accent-free lower-case document per order. Declared IMMUTABLE to back the index;
-- uuid's text form and f_unaccent are both immutable.
CREATE OR REPLACE FUNCTION f_order_search_doc(id uuid, user_id text, customer_name text, search_text text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(id::text || ' ' || coalesce(user_id, '')) || ' ' || public.f_unaccent(lower(coalesce(customer_name, ''))) || ' ' || coalesce(search_text, '') $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS orders_admin_search_trgm_idx ON orders
  USING gin (f_order_search_doc(id, user_id, customer_name, search_text) gin_trgm_ops);
