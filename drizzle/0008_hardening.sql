CREATE TABLE "webhook_secrets" (
	"id" serial PRIMARY KEY NOT NULL,
	"webhook_id" integer NOT NULL,
	"secret" text NOT NULL,
	"prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
-- Unlogged: counters of the current minute are not worth a WAL write and flush per request.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_secrets" ADD CONSTRAINT "webhook_secrets_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_secrets_webhook_idx" ON "webhook_secrets" USING btree ("webhook_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_secrets_current_uq" ON "webhook_secrets" USING btree ("webhook_id") WHERE "webhook_secrets"."expires_at" is null;--> statement-breakpoint
-- Each webhook's secrets move to their own rows: the current one, and the previous one while it still signs.
-- They are copied as they are; the application seals them (AES-256-GCM) when it next opens the database
-- (sealStoredSecrets in server/db/migrate.ts), since the key is not known to SQL.
INSERT INTO "webhook_secrets" ("webhook_id", "secret", "prefix", "created_at", "expires_at")
SELECT "id", "previous_secret", left("previous_secret", 10), "created_at", "previous_secret_expires_at" FROM "webhooks"
WHERE "previous_secret" IS NOT NULL AND "previous_secret_expires_at" > now();--> statement-breakpoint
INSERT INTO "webhook_secrets" ("webhook_id", "secret", "prefix", "created_at", "expires_at")
SELECT "id", "secret", left("secret", 10), "updated_at", NULL FROM "webhooks";--> statement-breakpoint
ALTER TABLE "webhooks" DROP COLUMN "secret";--> statement-breakpoint
ALTER TABLE "webhooks" DROP COLUMN "previous_secret";--> statement-breakpoint
ALTER TABLE "webhooks" DROP COLUMN "previous_secret_expires_at";