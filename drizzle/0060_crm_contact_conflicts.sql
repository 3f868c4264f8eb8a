-- A CRM change the contact's newer edit here won over, kept in the contact's history.
CREATE TABLE IF NOT EXISTS "crm_contact_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"crm_updated_at" timestamp with time zone NOT NULL,
	"contact_updated_at" timestamp with time zone NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_contact_conflicts" ADD CONSTRAINT "crm_contact_conflicts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_contact_conflicts" ADD CONSTRAINT "crm_contact_conflicts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "crm_contact_conflicts_contact_idx" ON "crm_contact_conflicts" USING btree ("contact_id","id");
