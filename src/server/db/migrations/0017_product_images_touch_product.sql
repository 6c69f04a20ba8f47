-- Each instance keeps every online product's card in memory and reads again, every few seconds,
-- the products whose row was written since (decision 035). A card shows the product's first image,
-- which lives in product_images: adding, moving or removing an image writes its product's row, so
-- the change reaches the cards. updated_at is not among the columns that move the search version.
CREATE OR REPLACE FUNCTION f_touch_product_of_image() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE public.products SET updated_at = now() WHERE id = OLD.product_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id IS DISTINCT FROM OLD.product_id) THEN
    UPDATE public.products SET updated_at = now() WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_images_touch_product
  AFTER INSERT OR DELETE OR UPDATE OF product_id, position ON product_images
  FOR EACH ROW EXECUTE FUNCTION f_touch_product_of_image();
