CREATE TABLE "caller_number_agents" (
	"caller_number_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	CONSTRAINT "caller_number_agents_caller_number_id_agent_id_pk" PRIMARY KEY("caller_number_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "caller_number_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"rest_below_answer_rate" double precision DEFAULT 0.1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caller_number_settings_rate_ck" CHECK ("caller_number_settings"."rest_below_answer_rate" >= 0 and "caller_number_settings"."rest_below_answer_rate" <= 1)
);
--> statement-breakpoint
CREATE TABLE "caller_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"provider_phone_number_id" text,
	"max_calls_per_day" integer DEFAULT 100 NOT NULL,
	"resting_since" timestamp with time zone,
	"rest_cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caller_numbers_cap_ck" CHECK ("caller_numbers"."max_calls_per_day" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "from_provider_phone_number_id" text;--> statement-breakpoint
ALTER TABLE "caller_number_agents" ADD CONSTRAINT "caller_number_agents_caller_number_id_caller_numbers_id_fk" FOREIGN KEY ("caller_number_id") REFERENCES "public"."caller_numbers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caller_number_agents" ADD CONSTRAINT "caller_number_agents_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caller_number_settings" ADD CONSTRAINT "caller_number_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caller_numbers" ADD CONSTRAINT "caller_numbers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "caller_number_agents_agent_idx" ON "caller_number_agents" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "caller_numbers_account_number_uq" ON "caller_numbers" USING btree ("account_id","phone_number");--> statement-breakpoint
CREATE INDEX "calls_account_from_created_idx" ON "calls" USING btree ("account_id","from_number","created_at") WHERE "calls"."from_number" is not null;