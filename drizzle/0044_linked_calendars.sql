CREATE TABLE "calendar_busy_blocks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"linked_calendar_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"object_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"busy" boolean NOT NULL,
	"own_event_uuid" uuid,
	"title" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"account_label" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending_authorization' NOT NULL,
	"secret" text,
	"location_id" text,
	"last_synced_at" timestamp with time zone,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sync_lease_until" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_event_copies" (
	"event_id" integer NOT NULL,
	"linked_calendar_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_event_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"written_sequence" integer,
	"removed" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_event_copies_event_id_linked_calendar_id_pk" PRIMARY KEY("event_id","linked_calendar_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"provider" text NOT NULL,
	"secret" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "linked_calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"busy_source" boolean DEFAULT false NOT NULL,
	"write_target" boolean DEFAULT false NOT NULL,
	"cursor" text,
	"generation" integer DEFAULT 0 NOT NULL,
	"full_synced_at" timestamp with time zone,
	"synced_at" timestamp with time zone,
	"channel_id" text,
	"channel_resource_id" text,
	"channel_expires_at" timestamp with time zone,
	"secret" text
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "sync_status" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "conflict" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_busy_blocks" ADD CONSTRAINT "calendar_busy_blocks_linked_calendar_id_linked_calendars_id_fk" FOREIGN KEY ("linked_calendar_id") REFERENCES "public"."linked_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_copies" ADD CONSTRAINT "calendar_event_copies_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_copies" ADD CONSTRAINT "calendar_event_copies_linked_calendar_id_linked_calendars_id_fk" FOREIGN KEY ("linked_calendar_id") REFERENCES "public"."linked_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_oauth_states" ADD CONSTRAINT "calendar_oauth_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_oauth_states" ADD CONSTRAINT "calendar_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_oauth_states" ADD CONSTRAINT "calendar_oauth_states_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_calendars" ADD CONSTRAINT "linked_calendars_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_calendars" ADD CONSTRAINT "linked_calendars_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_calendars" ADD CONSTRAINT "linked_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_blocks_user_time_idx" ON "calendar_busy_blocks" USING btree ("user_id","starts_at","ends_at") WHERE "calendar_busy_blocks"."busy";--> statement-breakpoint
CREATE INDEX "calendar_busy_blocks_object_idx" ON "calendar_busy_blocks" USING btree ("linked_calendar_id","object_id");--> statement-breakpoint
CREATE INDEX "calendar_busy_blocks_own_idx" ON "calendar_busy_blocks" USING btree ("own_event_uuid") WHERE "calendar_busy_blocks"."own_event_uuid" is not null;--> statement-breakpoint
CREATE INDEX "calendar_connections_user_idx" ON "calendar_connections" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_connections_account_idx" ON "calendar_connections" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "calendar_connections_due_idx" ON "calendar_connections" USING btree ("next_sync_at") WHERE "calendar_connections"."status" in ('active', 'error');--> statement-breakpoint
CREATE INDEX "calendar_connections_location_idx" ON "calendar_connections" USING btree ("location_id") WHERE "calendar_connections"."location_id" is not null;--> statement-breakpoint
CREATE INDEX "calendar_event_copies_external_idx" ON "calendar_event_copies" USING btree ("linked_calendar_id","external_event_id");--> statement-breakpoint
CREATE INDEX "calendar_oauth_states_connection_idx" ON "calendar_oauth_states" USING btree ("connection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_calendars_connection_external_uq" ON "linked_calendars" USING btree ("connection_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "linked_calendars_write_target_uq" ON "linked_calendars" USING btree ("user_id") WHERE "linked_calendars"."write_target";--> statement-breakpoint
CREATE UNIQUE INDEX "linked_calendars_channel_uq" ON "linked_calendars" USING btree ("channel_id") WHERE "linked_calendars"."channel_id" is not null;--> statement-breakpoint
CREATE INDEX "linked_calendars_user_idx" ON "linked_calendars" USING btree ("user_id");