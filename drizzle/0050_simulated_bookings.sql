ALTER TABLE "calendar_events" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_events_simulated_idx" ON "calendar_events" USING btree ("account_id") WHERE "calendar_events"."simulated";
