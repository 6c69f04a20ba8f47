-- Portuguese sound keys for searches that forgive spelling (docs/decisions/006): the same key for
-- 'terço'/'tersso', 'imagem'/'imajem', 'senhora'/'senora', 'crucifixo'/'crusifixo'. Applied to the
-- product (stored column) and to each searched word, so both sides always agree.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_ptbr_sound(t text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  s text := replace(lower(coalesce(t, '')), 'ç', 's');
BEGIN
  s := public.f_unaccent(s);
  s := regexp_replace(s, '[^a-z0-9]+', ' ', 'g');
  s := regexp_replace(s, '[cs]h', 'x', 'g');
  s := replace(s, 'lh', 'li');
  s := replace(s, 'nh', 'n');
  s := replace(s, 'ph', 'f');
  s := replace(s, 'h', '');
  s := regexp_replace(s, '[sx]c([ei])', 's\1', 'g');
  s := regexp_replace(s, 'c([ei])', 's\1', 'g');
  s := regexp_replace(s, 'qu([ei])', 'k\1', 'g');
  s := regexp_replace(s, 'gu([ei])', 'G\1', 'g');
  s := regexp_replace(s, 'g([ei])', 'j\1', 'g');
  s := translate(s, 'Gcqzyw', 'gkksiv');
  s := regexp_replace(s, 'm([pb ]|$)', 'n\1', 'g');
  -- A final 'l' sounds 'u' (natal ~ natau, tal ~ tau); 'ão' and 'am' at a word's end sound 'an'.
  s := regexp_replace(s, '([aeiou])l([^aeiou]|$)', '\1u\2', 'g');
  s := regexp_replace(s, 'a[om]( |$)', 'an\1', 'g');
  s := regexp_replace(s, '([a-z])\1+', '\1', 'g');
  RETURN btrim(s);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_ptbr_name_sound(name text, keywords text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT public.f_ptbr_sound(name || ' ' || array_to_string(keywords, ' ')) $$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sound" text GENERATED ALWAYS AS (f_ptbr_name_sound(name, keywords)) STORED;--> statement-breakpoint
CREATE INDEX "products_name_sound_gin_idx" ON "products" USING gin ("name_sound" gin_trgm_ops);