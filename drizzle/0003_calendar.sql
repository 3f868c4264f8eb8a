CREATE TABLE "availability_schedules" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"timezone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"owner_user_id" integer,
	"team_id" integer,
	"ai_agent_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_type" text DEFAULT 'meeting' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"location" text,
	"has_video_conference" boolean DEFAULT false NOT NULL,
	"video_conference_url" text DEFAULT '' NOT NULL,
	"video_conference_provider" text DEFAULT '' NOT NULL,
	"created_by_ai_agent" boolean DEFAULT false NOT NULL,
	"is_reminder_enabled" boolean DEFAULT false NOT NULL,
	"remind_before_minutes" integer DEFAULT 30 NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_notes" text DEFAULT '' NOT NULL,
	"sync_to_external_calendars" boolean DEFAULT false NOT NULL,
	"send_notifications" boolean DEFAULT false NOT NULL,
	"external_calendars" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_range_ck" CHECK ("calendar_events"."end_time" > "calendar_events"."start_time"),
	CONSTRAINT "calendar_events_type_ck" CHECK ("calendar_events"."event_type" in ('meeting','appointment','busy','voice_call','video_call')),
	CONSTRAINT "calendar_events_status_ck" CHECK ("calendar_events"."status" in ('scheduled','confirmed','cancelled','completed','no_show'))
);
--> statement-breakpoint
ALTER TABLE "availability_schedules" ADD CONSTRAINT "availability_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_schedules" ADD CONSTRAINT "availability_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_ai_agent_id_agents_id_fk" FOREIGN KEY ("ai_agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_schedules_account_idx" ON "availability_schedules" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_uuid_uq" ON "calendar_events" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "calendar_events_account_start_idx" ON "calendar_events" USING btree ("account_id","start_time","id");--> statement-breakpoint
CREATE INDEX "calendar_events_owner_blocking_idx" ON "calendar_events" USING btree ("owner_user_id","start_time","end_time") WHERE "calendar_events"."status" in ('scheduled', 'confirmed');