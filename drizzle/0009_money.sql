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
CREATE UNIQUE INDEX "wallet_ledger_stripe_event_uq" ON "wallet_ledger" USING btree ("stripe_event_id") WHERE "wallet_ledger"."stripe_event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_stripe_session_uq" ON "wallet_ledger" USING btree ("stripe_checkout_session_id") WHERE "wallet_ledger"."stripe_checkout_session_id" is not null;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_held_ck" CHECK ("accounts"."held_cents" >= 0);