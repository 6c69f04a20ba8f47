-- Focus NFe delivers an event again until it gets a 200: each delivery's body hashed is its key, and a repeat is stored once.
-- Events already stored keep a key of their own.
ALTER TABLE "fiscal_webhook_events" ADD COLUMN "event_key" text;--> statement-breakpoint
UPDATE "fiscal_webhook_events" SET "event_key" = 'antes-da-0026:' || "id";--> statement-breakpoint
ALTER TABLE "fiscal_webhook_events" ALTER COLUMN "event_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_webhook_events_key_idx" ON "fiscal_webhook_events" USING btree ("provider","event_key");
--> statement-breakpoint
-- The shop's CNPJ has one field, in Configurações → Fiscal (decision 051): one typed only in Loja e acesso moves there
-- (the rest of the issuer stays blank, so nothing is issued until the form is complete), and Loja e acesso keeps none.
INSERT INTO "fiscal_issuer" ("id", "cnpj")
SELECT 1, regexp_replace("value"->>'cnpj', '\D', '', 'g') FROM "settings"
WHERE "key" = 'shop' AND regexp_replace(coalesce("value"->>'cnpj', ''), '\D', '', 'g') <> ''
ON CONFLICT ("id") DO UPDATE SET "cnpj" = EXCLUDED."cnpj" WHERE "fiscal_issuer"."cnpj" = '';--> statement-breakpoint
UPDATE "settings" SET "value" = "value" - 'cnpj' WHERE "key" = 'shop' AND "value" ? 'cnpj';
