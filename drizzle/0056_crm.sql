CREATE TABLE "crm_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending_authorization' NOT NULL,
	"secret" text,
	"location_id" text,
	"portal_id" text,
	"field_map" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"direction" text DEFAULT 'both' NOT NULL,
	"import_cursor" text,
	"import_done" boolean DEFAULT false NOT NULL,
	"imported_count" integer DEFAULT 0 NOT NULL,
	"updated_count" integer DEFAULT 0 NOT NULL,
	"pushed_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"opt_out_watermark" integer DEFAULT 0 NOT NULL,
	"next_push_at" timestamp with time zone DEFAULT now() NOT NULL,
	"oauth_state_hash" text,
	"oauth_verifier" text,
	"oauth_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_account_provider_uq" ON "crm_connections" USING btree ("account_id","provider");--> statement-breakpoint
CREATE INDEX "crm_connections_location_idx" ON "crm_connections" USING btree ("location_id") WHERE "location_id" is not null;--> statement-breakpoint
CREATE INDEX "crm_connections_portal_idx" ON "crm_connections" USING btree ("portal_id") WHERE "portal_id" is not null;--> statement-breakpoint
CREATE INDEX "crm_connections_push_due_idx" ON "crm_connections" USING btree ("next_push_at") WHERE "status" = 'active' and "direction" <> 'from_crm';--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_oauth_state_uq" ON "crm_connections" USING btree ("oauth_state_hash") WHERE "oauth_state_hash" is not null;--> statement-breakpoint
CREATE TABLE "crm_webhook_receipts" (
	"provider" text NOT NULL,
	"webhook_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_webhook_receipts_pk" PRIMARY KEY("provider","webhook_id")
);
--> statement-breakpoint
CREATE TABLE "crm_call_notes" (
	"connection_id" integer NOT NULL,
	"call_id" text NOT NULL,
	"note_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_call_notes_pk" PRIMARY KEY("connection_id","call_id")
);
--> statement-breakpoint
ALTER TABLE "crm_call_notes" ADD CONSTRAINT "crm_call_notes_connection_id_crm_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."crm_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "external_ids" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_external_gohighlevel_uq" ON "contacts" USING btree ("account_id",("external_ids" ->> 'gohighlevel')) WHERE "external_ids" ? 'gohighlevel';--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_external_hubspot_uq" ON "contacts" USING btree ("account_id",("external_ids" ->> 'hubspot')) WHERE "external_ids" ? 'hubspot';
