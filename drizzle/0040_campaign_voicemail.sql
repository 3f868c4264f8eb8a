ALTER TABLE "calls" ADD COLUMN "voicemail" jsonb;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "voicemail_left" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "voicemail" jsonb DEFAULT '{"action":"hang_up"}'::jsonb NOT NULL;