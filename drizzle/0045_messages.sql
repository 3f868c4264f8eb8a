CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"direction" text DEFAULT 'outbound' NOT NULL,
	"channel" text NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"purpose" text DEFAULT 'informational' NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"skip_reason" text,
	"event_id" integer,
	"call_id" text,
	"contact_id" integer,
	"subject" text,
	"body" text NOT NULL,
	"html" text,
	"ics" text,
	"ics_method" text,
	"event_sequence" integer,
	"transport" text,
	"provider_message_id" text,
	"error" text,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_records" ALTER COLUMN "call_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_records" ALTER COLUMN "call_public_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "do_not_call_numbers" ADD COLUMN "texts_allowed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "compliance_records" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_message_id_uq" ON "messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "messages_account_created_idx" ON "messages" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_event_idx" ON "messages" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "messages_contact_idx" ON "messages" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_provider_id_idx" ON "messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "messages_waiting_to_idx" ON "messages" USING btree ("account_id","to_address") WHERE status in ('queued', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "messages_waiting_reminder_uq" ON "messages" USING btree ("event_id","channel") WHERE kind = 'reminder' and status in ('queued', 'held');--> statement-breakpoint
CREATE INDEX "compliance_records_message_idx" ON "compliance_records" USING btree ("message_id","id");