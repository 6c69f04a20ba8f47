ALTER TABLE "shipments" ADD COLUMN "purchased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping_account" ADD COLUMN "oauth_state_user_id" text;--> statement-breakpoint
ALTER TABLE "shipping_account" ADD CONSTRAINT "shipping_account_oauth_state_user_id_user_id_fk" FOREIGN KEY ("oauth_state_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Labels bought before this column: their last change is the closest date there is.
UPDATE "shipments" SET "purchased_at" = "updated_at" WHERE "status" <> 'buying' AND "purchased_at" IS NULL;
