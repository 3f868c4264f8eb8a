CREATE TABLE "provider_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"provider_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "agents_assistant_id_uq";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "held_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "max_call_seconds" integer DEFAULT 600 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "max_live_calls" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "allowed_countries" text[];--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "blocked_number_types" text[];--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "hold_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "max_duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "stripe_event_id" text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "stripe_checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "provider_resources" ADD CONSTRAINT "provider_resources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_resources_uq" ON "provider_resources" USING btree ("provider","kind","provider_id");--> statement-breakpoint
CREATE INDEX "provider_resources_account_idx" ON "provider_resources" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_account_assistant_id_uq" ON "agents" USING btree ("account_id","assistant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_stripe_event_uq" ON "wallet_ledger" USING btree ("stripe_event_id") WHERE "wallet_ledger"."stripe_event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_stripe_session_uq" ON "wallet_ledger" USING btree ("stripe_checkout_session_id") WHERE "wallet_ledger"."stripe_checkout_session_id" is not null;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_held_ck" CHECK ("accounts"."held_cents" >= 0);