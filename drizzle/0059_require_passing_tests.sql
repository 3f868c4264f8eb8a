-- An agent may take a change of what it says or does only once its conversation tests pass on it.
ALTER TABLE "agents" ADD COLUMN IF NOT EXISTS "require_passing_tests" boolean DEFAULT false NOT NULL;
