CREATE TABLE "idempotency_keys" (
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '24 hours' NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
ALTER TABLE "calls" DROP CONSTRAINT "calls_status_ck";--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "calling_hours" jsonb DEFAULT '{"start":"09:00","end":"20:00","days":["mon","tue","wed","thu","fri","sat"]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "max_attempts_per_24h" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "holidays" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "enforce_calling_hours_on_api_calls" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "dialed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "purpose" text DEFAULT 'marketing' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "calling_hours" text DEFAULT 'ignore' NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "retry_policy" jsonb DEFAULT '{"max_attempts":1,"on":["busy","no_answer"],"delay_minutes":60}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "retry_of" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "wait_reason" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "calls_number_dialed_idx" ON "calls" USING btree ("account_id","phone_number","dialed_at");--> statement-breakpoint
CREATE INDEX "calls_retry_of_idx" ON "calls" USING btree ("retry_of");--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_status_ck" CHECK ("calls"."status" in ('scheduled','queued','ringing','in_progress','completed','failed','busy','no_answer','voicemail','canceled'));