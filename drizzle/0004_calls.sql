CREATE TABLE "calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"call_id" text NOT NULL,
	"agent_id" integer NOT NULL,
	"created_by_user_id" integer,
	"contact_id" integer,
	"contact_name" text,
	"contact_email" text,
	"type" text DEFAULT 'outbound' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"phone_number" text NOT NULL,
	"from_number" text,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"first_message" text DEFAULT '' NOT NULL,
	"provider" text NOT NULL,
	"provider_call_id" text,
	"rate_cents" integer NOT NULL,
	"estimated_start_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"duration_seconds" integer,
	"cost_cents" integer,
	"failure_reason" text,
	"transcript" jsonb,
	"transcript_final" boolean DEFAULT false NOT NULL,
	"recording_url" text,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calls_status_ck" CHECK ("calls"."status" in ('queued','ringing','in_progress','completed','failed','busy','no_answer','canceled'))
);
--> statement-breakpoint
CREATE TABLE "do_not_call_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"reason" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"balance_after_cents" bigint NOT NULL,
	"call_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_sign_ck" CHECK (("wallet_ledger"."kind" = 'credit' and "wallet_ledger"."amount_cents" > 0) or ("wallet_ledger"."kind" = 'call_debit' and "wallet_ledger"."amount_cents" <= 0))
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_call_numbers" ADD CONSTRAINT "do_not_call_numbers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_call_numbers" ADD CONSTRAINT "do_not_call_numbers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_call_id_uq" ON "calls" USING btree ("call_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calls_provider_call_id_uq" ON "calls" USING btree ("provider","provider_call_id") WHERE "calls"."provider_call_id" is not null;--> statement-breakpoint
CREATE INDEX "calls_account_created_idx" ON "calls" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "calls_agent_idx" ON "calls" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "calls_contact_idx" ON "calls" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_call_account_number_uq" ON "do_not_call_numbers" USING btree ("account_id","number");--> statement-breakpoint
CREATE INDEX "wallet_ledger_account_idx" ON "wallet_ledger" USING btree ("account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_call_uq" ON "wallet_ledger" USING btree ("call_id") WHERE "wallet_ledger"."call_id" is not null;