ALTER TABLE "crm_connections" ADD COLUMN "next_poll_at" timestamp with time zone DEFAULT now() NOT NULL;
