-- Focus NFe delivers an event again until it gets a 200: each delivery's body hashed is its key, and a repeat is stored once.
-- Events already stored keep a key of their own.
ALTER TABLE "fiscal_webhook_events" ADD COLUMN "event_key" text;--> statement-breakpoint
UPDATE "fiscal_webhook_events" SET "event_key" = 'antes-da-0026:' || "id";--> statement-breakpoint
ALTER TABLE "fiscal_webhook_events" ALTER COLUMN "event_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_webhook_events_key_idx" ON "fiscal_webhook_events" USING btree ("provider","event_key");
