-- The calls list sorted by cost or by latency: each page reads a range of (account_id, cost_cents, id) or
-- (account_id, latency_p95_ms, id), in either direction. Idempotent, like 0016, so a large live database can build
-- them first, concurrently and without blocking writes: `npm run db:online-migration -- 0037_call_sort_indexes`.
CREATE INDEX IF NOT EXISTS "calls_account_cost_id_idx" ON "calls" USING btree ("account_id","cost_cents","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calls_account_latency_id_idx" ON "calls" USING btree ("account_id","latency_p95_ms","id");
