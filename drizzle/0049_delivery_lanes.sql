-- Per-endpoint delivery lanes. A claim takes each endpoint's oldest due deliveries up to its concurrency, less the
-- attempts it already has under way: the first index finds an endpoint's due deliveries in order without reading
-- its history, the second counts its claims under way (a claim is cleared when its attempt is recorded, so it holds
-- few rows). Idempotent, so a large live database can build them first, concurrently:
-- `npm run db:online-migration -- 0049_delivery_lanes` (README, "Large databases").
CREATE INDEX IF NOT EXISTS "webhook_deliveries_endpoint_due_idx" ON "webhook_deliveries" USING btree ("webhook_id","next_attempt_at","id") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "webhook_deliveries_claimed_idx" ON "webhook_deliveries" USING btree ("webhook_id") WHERE "webhook_deliveries"."locked_until" is not null;
