ALTER TABLE "accounts" ADD COLUMN "redact_pii" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "redact_pii" SET DEFAULT true;
