-- An Idempotency-Key whose request died between its claim and its answer is no longer held for 24 hours: its lock
-- lapses after a short lease unless its holder renews it, a retry then takes it over under the same claim, and a
-- call placed by the lost run carries that claim, so the re-run finds it instead of placing a second one.
-- Idempotent, so a large live database can build the index first: `npm run db:online-migration -- 0048_idempotency_lock_lease`.
ALTER TABLE "idempotency_keys" ADD COLUMN IF NOT EXISTS "claim_id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN IF NOT EXISTS "locked_by" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN IF NOT EXISTS "locked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN IF NOT EXISTS "idempotency_claim_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "calls_idempotency_claim_uq" ON "calls" USING btree ("idempotency_claim_id") WHERE "calls"."idempotency_claim_id" is not null;
