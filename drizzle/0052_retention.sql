-- Retention per account: how long a call's content and a message's body are kept (content_days), and how long
-- consents and compliance records are (compliance_days, never under four years: the TCPA's limitation period).
ALTER TABLE "accounts" ADD COLUMN "retention_content_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "retention_compliance_days" integer DEFAULT 1825 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_retention_content_ck" CHECK ("accounts"."retention_content_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_retention_compliance_ck" CHECK ("accounts"."retention_compliance_days" between 1461 and 3650);--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "content_purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "content_purged_at" timestamp with time zone;--> statement-breakpoint
-- The purge's scans: an account's ended calls, and its messages, whose content is still there, oldest first.
CREATE INDEX "calls_account_content_due_idx" ON "calls" USING btree ("account_id","ended_at") WHERE "calls"."ended_at" is not null and "calls"."content_purged_at" is null;--> statement-breakpoint
CREATE INDEX "messages_account_content_due_idx" ON "messages" USING btree ("account_id","created_at") WHERE "messages"."content_purged_at" is null;--> statement-breakpoint
-- How long the account keeps its compliance evidence (an account already gone keeps the default).
CREATE FUNCTION compliance_days_of(account integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT retention_compliance_days FROM accounts WHERE id = account), 1825)
$$;--> statement-breakpoint
-- A consent is past its retention once it has stopped covering calls (revoked, or expired) for compliance_days:
-- one still in force is evidence for the calls it allows today, so it is kept however old it is.
CREATE FUNCTION consent_past_retention(c consents) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(c.revoked_at, CASE WHEN c.expires_at <= now() THEN c.expires_at END)
    < now() - make_interval(days => compliance_days_of(c.account_id))
$$;--> statement-breakpoint
-- Consents stay immutable while kept: the retention purge (which sets switchboard.retention_purge for its own
-- transaction) may delete one past its retention, and nothing else may delete one at all.
CREATE OR REPLACE FUNCTION consents_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
    IF current_setting('switchboard.retention_purge', true) = 'on' AND consent_past_retention(OLD) THEN RETURN OLD; END IF;
    RAISE EXCEPTION 'consents are never deleted while kept (consent %)', OLD.id USING ERRCODE = 'restrict_violation';
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
-- Compliance records likewise: never updated, and deleted only by the retention purge once older than compliance_days.
CREATE OR REPLACE FUNCTION compliance_records_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('switchboard.retention_purge', true) = 'on'
    AND OLD.decided_at < now() - make_interval(days => compliance_days_of(OLD.account_id)) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'compliance records are never changed or removed while kept (% refused)', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
