ALTER TABLE "calls" ADD COLUMN "provider_cost_cents" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "cost_components" jsonb;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "latency" jsonb;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "latency_p95_ms" integer;