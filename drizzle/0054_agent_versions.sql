-- What an agent says and does (instructions, first message, tools, voice, model, analysis) kept as immutable
-- versions: every change of one of them writes the next version in the same transaction as the agent's row, and
-- each call records the version it was placed with, so analytics can compare versions and a person can restore one.
ALTER TABLE "agents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE TABLE "agent_versions" (
  "agent_id" integer NOT NULL REFERENCES "agents"("id") ON DELETE CASCADE,
  "account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
  "version" integer NOT NULL,
  "instructions" text NOT NULL,
  "first_message" text NOT NULL,
  "tools" text[] NOT NULL,
  "model" text NOT NULL,
  "voice_id" text NOT NULL,
  "analysis" jsonb,
  "restored_from" integer,
  "created_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "agent_versions_pk" PRIMARY KEY ("agent_id", "version")
);--> statement-breakpoint
-- Every existing agent starts at version 1, its current configuration, dated by its last change.
INSERT INTO "agent_versions" ("agent_id", "account_id", "version", "instructions", "first_message", "tools", "model", "voice_id", "analysis", "created_by_user_id", "created_at")
  SELECT "id", "account_id", 1, "instructions", "first_message", "tools", "model", "voice_id", "analysis", "created_by_user_id", "updated_at" FROM "agents";--> statement-breakpoint
-- A version is a record of what calls ran with: it never changes. The foreign key's own action (a deleted user's id
-- cleared) runs one trigger level down and stays possible.
CREATE FUNCTION agent_versions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1
    AND NEW.created_by_user_id IS NULL
    AND (NEW.agent_id, NEW.account_id, NEW.version, NEW.instructions, NEW.first_message, NEW.tools, NEW.model, NEW.voice_id,
         NEW.analysis, NEW.restored_from, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.agent_id, OLD.account_id, OLD.version, OLD.instructions, OLD.first_message, OLD.tools, OLD.model, OLD.voice_id,
         OLD.analysis, OLD.restored_from, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'agent versions are never edited (agent %, version %)', OLD.agent_id, OLD.version USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_versions_guard" BEFORE UPDATE ON "agent_versions" FOR EACH ROW EXECUTE FUNCTION agent_versions_guard();--> statement-breakpoint
-- The version of its agent a call was placed with; null for calls placed before versions were kept.
ALTER TABLE "calls" ADD COLUMN "agent_version" integer;--> statement-breakpoint
-- Analytics by version count the opt-outs said during each call.
CREATE INDEX "do_not_call_changes_call_idx" ON "do_not_call_changes" ("call_id") WHERE "call_id" IS NOT NULL;
