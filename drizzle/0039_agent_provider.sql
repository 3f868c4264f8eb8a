ALTER TABLE "agents" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "provider_llm_id" text;