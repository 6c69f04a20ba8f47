CREATE TABLE "product_sales_pending" (
	"product_id" integer NOT NULL,
	"units" integer NOT NULL
);

--> statement-breakpoint
-- What an order costs PostgreSQL (issue 38, decision 077).
-- search_text's own trigram index: nothing reads it since the back-office search moved to the
-- per-order document (0003, orders_admin_search_trgm_idx); every order still paid for a GIN entry.
DROP INDEX IF EXISTS orders_search_text_trgm_idx;
--> statement-breakpoint
-- Room on each page for the row's next version: an order changes its products' stock and its
-- place's balance, columns no index holds (units_sold now goes through product_sales_pending), so
-- the new version can stay on the page (a HOT update) and none of the products' 13 indexes (three of
-- them trigram) gets a new entry. Pages written before keep no room until their rows move; new ones
-- are filled to 80%.
ALTER TABLE products SET (fillfactor = 80);
--> statement-breakpoint
ALTER TABLE stock_balances SET (fillfactor = 80);
