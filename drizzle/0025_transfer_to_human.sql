ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "transferred_to_user_id" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "transferred_to_name" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_transferred_to_user_id_users_id_fk" FOREIGN KEY ("transferred_to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;