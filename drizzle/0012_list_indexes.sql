-- Lists and search at millions of rows. Every statement is idempotent (IF [NOT] EXISTS, OR REPLACE) so that a
-- large live database can take the slow parts first, outside a transaction and without blocking writes:
-- `npm run db:online-migration -- 0012_list_indexes` (README, "Large databases"). This migration then finds
-- the indexes built and the numbers copied, and only checks.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN IF NOT EXISTS "phone_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION contacts_phone_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  -- contacts.phone_search mirrors the contact's numbers for the search index, whoever writes them.
  IF TG_OP = 'INSERT' THEN touched := ARRAY[NEW.contact_id];
  ELSIF TG_OP = 'DELETE' THEN touched := ARRAY[OLD.contact_id];
  ELSE touched := ARRAY[NEW.contact_id, OLD.contact_id];
  END IF;
  UPDATE contacts c SET phone_search = coalesce(
    (SELECT string_agg(p.phone_number, chr(31) ORDER BY p.id) FROM contact_phone_numbers p WHERE p.contact_id = c.id), '')
  WHERE c.id = ANY(touched);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS contact_phone_numbers_search_sync ON contact_phone_numbers;--> statement-breakpoint
CREATE TRIGGER contact_phone_numbers_search_sync AFTER INSERT OR DELETE OR UPDATE OF phone_number, contact_id
  ON contact_phone_numbers FOR EACH ROW EXECUTE FUNCTION contacts_phone_search_sync();--> statement-breakpoint
/* online:batch contacts c.id */
UPDATE contacts c SET phone_search = coalesce(
    (SELECT string_agg(p.phone_number, chr(31) ORDER BY p.id) FROM contact_phone_numbers p WHERE p.contact_id = c.id), '')
  WHERE c.phone_search IS DISTINCT FROM coalesce(
    (SELECT string_agg(p.phone_number, chr(31) ORDER BY p.id) FROM contact_phone_numbers p WHERE p.contact_id = c.id), '')--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_tags_tag_contact_idx" ON "contact_tags" USING btree ("tag_id","contact_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_account_status_idx" ON "contacts" USING btree ("account_id","status","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_account_stage_idx" ON "contacts" USING btree ("account_id","stage","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_search_idx" ON "contacts" USING gin (("first_name" || ' ' || coalesce("last_name", '') || chr(31) || coalesce("email", '') || chr(31) || coalesce("company", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_phone_search_idx" ON "contacts" USING gin ("phone_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calls_account_created_id_idx" ON "calls" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calls_account_status_created_idx" ON "calls" USING btree ("account_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calls_agent_created_idx" ON "calls" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calls_contact_created_idx" ON "calls" USING btree ("contact_id","created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calendar_events_span_idx" ON "calendar_events" USING gist (tstzrange("start_time", "end_time"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calls_campaign_created_idx" ON "calls" USING btree ("campaign_id","created_at","id") WHERE "calls"."campaign_id" is not null;--> statement-breakpoint
DROP INDEX IF EXISTS "contact_tags_tag_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "calls_account_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "calls_agent_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "calls_contact_idx";
