CREATE TABLE "provider_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"credential_id" text NOT NULL,
	"secret" text NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_credentials_provider_uq" ON "provider_credentials" USING btree ("provider");