-- When the provider was first asked to start a dialed call. Set in its own statement before the request, so a dial
-- that dies after it is known to be in doubt (never asked again) and one that dies before it is handed off on retry.
ALTER TABLE "calls" ADD COLUMN "handoff_at" timestamp with time zone;--> statement-breakpoint
-- The dial sweeper's scan: dialed calls still queued, oldest dial first.
CREATE INDEX "calls_queued_dialed_idx" ON "calls" USING btree ("dialed_at") WHERE "calls"."status" = 'queued' and "calls"."dialed_at" is not null;
