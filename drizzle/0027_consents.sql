CREATE TABLE "consent_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"consent_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"user_id" integer,
	"user_email" text,
	"api_key_id" integer,
	"call_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"contact_id" integer,
	"kind" text NOT NULL,
	"scope" text NOT NULL,
	"source" jsonb NOT NULL,
	"seller" text NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_via" text,
	"revoked_note" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_expiry_ck" CHECK ("consents"."expires_at" is null or "consents"."expires_at" > "consents"."captured_at"),
	CONSTRAINT "consents_revoked_ck" CHECK (("consents"."revoked_at" is null) = ("consents"."revoked_via" is null))
);
--> statement-breakpoint
ALTER TABLE "consent_changes" ADD CONSTRAINT "consent_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_changes" ADD CONSTRAINT "consent_changes_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_changes" ADD CONSTRAINT "consent_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_changes_account_idx" ON "consent_changes" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "consents_account_number_idx" ON "consents" USING btree ("account_id","phone_number") WHERE "consents"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "consents_account_id_idx" ON "consents" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "consents_contact_idx" ON "consents" USING btree ("contact_id") WHERE "consents"."contact_id" is not null;