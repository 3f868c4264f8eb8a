-- The primary's WAL position after each API key's or dashboard user's last write, so that its next read goes to a
-- streaming replica only once the replica has replayed past it (DATABASE_URL_REPLICA).
CREATE TABLE IF NOT EXISTS "read_fences" (
	"principal" text PRIMARY KEY NOT NULL,
	"lsn" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
