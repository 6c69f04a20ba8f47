-- Readable document codes (SAIDA-000001, COMP-000001, MERC-000001, ENC-000001) from a sequence
-- number: six digits with leading zeros, and simply more digits past 999999 (lpad would truncate).
CREATE OR REPLACE FUNCTION f_document_code(prefix text, n bigint) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT prefix || '-' || CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END $$;
