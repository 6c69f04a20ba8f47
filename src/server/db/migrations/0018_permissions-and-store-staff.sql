CREATE TABLE "job_title_permissions" (
	"job_title" text NOT NULL,
	"permission" text NOT NULL,
	"granted" boolean NOT NULL,
	"updated_by_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_title_permissions_job_title_permission_pk" PRIMARY KEY("job_title","permission")
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "store_id" integer;--> statement-breakpoint
ALTER TABLE "job_title_permissions" ADD CONSTRAINT "job_title_permissions_updated_by_id_user_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;