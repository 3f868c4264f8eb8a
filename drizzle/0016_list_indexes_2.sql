-- Lists at a million rows, second pass. The contacts' status and stage indexes lead with the filter column (after
-- the list's account range a btree column is only checked entry by entry, so a rare status walked the whole
-- account), plus both together; the events window's index carries end_time, so its count reads only the index.
-- Idempotent, like 0012, so a large live database can build the indexes first, concurrently and without blocking
-- writes: `npm run db:online-migration -- 0016_list_indexes_2` (README, "Large databases"). New indexes are built
-- before the ones they replace are dropped.
CREATE INDEX IF NOT EXISTS "contacts_status_account_idx" ON "contacts" USING btree ("status","account_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_stage_account_idx" ON "contacts" USING btree ("stage","account_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contacts_status_stage_account_idx" ON "contacts" USING btree ("status","stage","account_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "calendar_events_account_start_end_idx" ON "calendar_events" USING btree ("account_id","start_time","id","end_time");--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_account_status_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_account_stage_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "calendar_events_account_start_idx";
