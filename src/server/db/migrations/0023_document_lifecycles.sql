ALTER TABLE "stock_entries" DROP CONSTRAINT "stock_entries_reversed_by_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "stock_exits" DROP CONSTRAINT "stock_exits_reversed_by_id_user_id_fk";
--> statement-breakpoint
DROP INDEX "receiving_checks_posted_idx";--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD COLUMN "status" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_entries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_exits" ADD COLUMN "status" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_exits" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_exits" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Who reversed an entry (or an exit) and when moves from the row to its workflow history (decision 041).
UPDATE "stock_entries" SET "status" = 'reversed', "version" = 2, "updated_at" = "reversed_at" WHERE "reversed_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "document_history" ("document_type", "document_id", "from_status", "to_status", "note", "user_id", "user_name", "created_at")
  SELECT 'stock_entry', "id"::text, 'posted', 'reversed', '', "reversed_by_id", coalesce("reversed_by_name", ''), "reversed_at" FROM "stock_entries" WHERE "reversed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "stock_exits" SET "status" = 'reversed', "version" = 2, "updated_at" = "reversed_at" WHERE "reversed_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "document_history" ("document_type", "document_id", "from_status", "to_status", "note", "user_id", "user_name", "created_at")
  SELECT 'stock_exit', "id"::text, 'posted', 'reversed', '', "reversed_by_id", coalesce("reversed_by_name", ''), "reversed_at" FROM "stock_exits" WHERE "reversed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "receiving_checks_posted_idx" ON "receiving_checks" USING btree ("posted_at");--> statement-breakpoint
ALTER TABLE "receiving_checks" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "receiving_checks" DROP COLUMN "version";--> statement-breakpoint
ALTER TABLE "stock_entries" DROP COLUMN "reversed_at";--> statement-breakpoint
ALTER TABLE "stock_entries" DROP COLUMN "reversed_by_id";--> statement-breakpoint
ALTER TABLE "stock_entries" DROP COLUMN "reversed_by_name";--> statement-breakpoint
ALTER TABLE "stock_exits" DROP COLUMN "reversed_at";--> statement-breakpoint
ALTER TABLE "stock_exits" DROP COLUMN "reversed_by_id";--> statement-breakpoint
ALTER TABLE "stock_exits" DROP COLUMN "reversed_by_name";