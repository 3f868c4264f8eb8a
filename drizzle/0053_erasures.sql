CREATE TABLE "erasures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" integer,
	"requested_by_api_key_id" integer,
	"receipt" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasures" ADD CONSTRAINT "erasures_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erasures_account_contact_uq" ON "erasures" USING btree ("account_id","contact_id");--> statement-breakpoint
CREATE TABLE "do_not_call_hashes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"number_hash" text NOT NULL,
	"key_id" text NOT NULL,
	"erasure_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "do_not_call_hashes" ADD CONSTRAINT "do_not_call_hashes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_call_hashes_account_hash_uq" ON "do_not_call_hashes" USING btree ("account_id","number_hash");--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"user_email" text,
	"api_key_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_account_idx" ON "audit_log" USING btree ("account_id","id");--> statement-breakpoint
-- An erasure may rewrite a consent and its change log once more than a revocation does: the number becomes its keyed
-- hash (`hmac:` and 64 hex digits) and the free text (source, notes) is cleared, while the fact and time of the consent
-- and of its revocation stay. Only a transaction that declared itself an erasure (set_config('switchboard.erasing',
-- 'on', true)) may, and only in that shape; every other rule of 0029 and 0052 (the retention purge's delete) stands.
CREATE OR REPLACE FUNCTION consents_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
    IF current_setting('switchboard.retention_purge', true) = 'on' AND consent_past_retention(OLD) THEN RETURN OLD; END IF;
    RAISE EXCEPTION 'consents are never deleted while kept (consent %)', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF current_setting('switchboard.erasing', true) = 'on'
    AND NEW.phone_number ~ '^hmac:[0-9a-f]{64}$'
    AND (NEW.id, NEW.account_id, NEW.kind, NEW.scope, NEW.captured_at, NEW.expires_at, NEW.revoked_at, NEW.revoked_via,
         NEW.created_by_user_id, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.account_id, OLD.kind, OLD.scope, OLD.captured_at, OLD.expires_at, OLD.revoked_at, OLD.revoked_via,
         OLD.created_by_user_id, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  IF pg_trigger_depth() > 1
    AND NEW.contact_id IS NULL
    AND (NEW.id, NEW.account_id, NEW.phone_number, NEW.kind, NEW.scope, NEW.source, NEW.seller, NEW.captured_at,
         NEW.expires_at, NEW.revoked_at, NEW.revoked_via, NEW.revoked_note, NEW.created_by_user_id, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.account_id, OLD.phone_number, OLD.kind, OLD.scope, OLD.source, OLD.seller, OLD.captured_at,
         OLD.expires_at, OLD.revoked_at, OLD.revoked_via, OLD.revoked_note, OLD.created_by_user_id, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  IF pg_trigger_depth() > 1
    AND NEW.created_by_user_id IS NULL
    AND (NEW.id, NEW.account_id, NEW.phone_number, NEW.contact_id, NEW.kind, NEW.scope, NEW.source, NEW.seller,
         NEW.captured_at, NEW.expires_at, NEW.revoked_at, NEW.revoked_via, NEW.revoked_note, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.account_id, OLD.phone_number, OLD.contact_id, OLD.kind, OLD.scope, OLD.source, OLD.seller,
         OLD.captured_at, OLD.expires_at, OLD.revoked_at, OLD.revoked_via, OLD.revoked_note, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  IF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL AND NEW.revoked_via IS NOT NULL
    AND (NEW.id, NEW.account_id, NEW.phone_number, NEW.contact_id, NEW.kind, NEW.scope, NEW.source, NEW.seller,
         NEW.captured_at, NEW.expires_at, NEW.created_by_user_id, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.account_id, OLD.phone_number, OLD.contact_id, OLD.kind, OLD.scope, OLD.source, OLD.seller,
         OLD.captured_at, OLD.expires_at, OLD.created_by_user_id, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'consents are never edited; the only change is one revocation (consent %)', OLD.id USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION consent_changes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
    RAISE EXCEPTION 'the consent change log is never deleted from (line %)', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF current_setting('switchboard.erasing', true) = 'on'
    AND NEW.phone_number ~ '^hmac:[0-9a-f]{64}$'
    AND (NEW.id, NEW.account_id, NEW.consent_id, NEW.action, NEW.source, NEW.user_id, NEW.user_email, NEW.api_key_id,
         NEW.call_id, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.account_id, OLD.consent_id, OLD.action, OLD.source, OLD.user_id, OLD.user_email, OLD.api_key_id,
         OLD.call_id, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  IF pg_trigger_depth() > 1
    AND NEW.user_id IS NULL
    AND (NEW.id, NEW.account_id, NEW.consent_id, NEW.phone_number, NEW.action, NEW.source, NEW.user_email,
         NEW.api_key_id, NEW.call_id, NEW.note, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.account_id, OLD.consent_id, OLD.phone_number, OLD.action, OLD.source, OLD.user_email,
         OLD.api_key_id, OLD.call_id, OLD.note, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the consent change log is never edited (line %)', OLD.id USING ERRCODE = 'restrict_violation';
END
$$;
