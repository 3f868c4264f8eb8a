CREATE TABLE "call_stats_hourly" (
	"account_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"agent_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"calls" integer NOT NULL,
	"completed" integer NOT NULL,
	"failed" integer NOT NULL,
	"no_answer" integer NOT NULL,
	"busy" integer NOT NULL,
	"voicemail" integer NOT NULL,
	"duration_seconds" bigint NOT NULL,
	"cost_cents" bigint NOT NULL,
	"successes" integer NOT NULL,
	"judged" integer NOT NULL,
	CONSTRAINT "call_stats_hourly_pk" PRIMARY KEY("account_id","hour","agent_id","campaign_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "call_id" integer;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
CREATE INDEX "calendar_events_call_idx" ON "calendar_events" USING btree ("call_id") WHERE "calendar_events"."call_id" is not null;--> statement-breakpoint
-- The hourly rollup follows every change of a call in the same transaction: each statement adds what it inserted,
-- subtracts what it deleted, and moves what it updated (only rows whose counted columns changed, so the many
-- updates of a live call touch no rollup row). Statement-level over transition tables, so a set-based insert of
-- a million calls is one aggregate; keys are upserted in order, so concurrent statements lock rows alike.
CREATE FUNCTION call_stats_hourly_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO call_stats_hourly AS s (account_id, hour, agent_id, campaign_id, user_id, calls, completed, failed, no_answer, busy, voicemail, duration_seconds, cost_cents, successes, judged)
    SELECT account_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END), sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END),
      sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END), sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END), sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END),
      sum(sign * coalesce(duration_seconds, 0)), sum(sign * coalesce(cost_cents, 0)),
      sum(CASE WHEN success = 'true' THEN sign ELSE 0 END), sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END)
    FROM (SELECT 1 AS sign, n.account_id, n.created_at, n.agent_id, n.campaign_id, n.created_by_user_id, n.status, n.duration_seconds, n.cost_cents, n.analysis->>'success' AS success FROM new_calls n) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * coalesce(duration_seconds, 0)) <> 0 OR sum(sign * coalesce(cost_cents, 0)) <> 0
      OR sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN success = 'true' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, hour, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = s.calls + excluded.calls, completed = s.completed + excluded.completed, failed = s.failed + excluded.failed,
      no_answer = s.no_answer + excluded.no_answer, busy = s.busy + excluded.busy, voicemail = s.voicemail + excluded.voicemail,
      duration_seconds = s.duration_seconds + excluded.duration_seconds, cost_cents = s.cost_cents + excluded.cost_cents,
      successes = s.successes + excluded.successes, judged = s.judged + excluded.judged;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO call_stats_hourly AS s (account_id, hour, agent_id, campaign_id, user_id, calls, completed, failed, no_answer, busy, voicemail, duration_seconds, cost_cents, successes, judged)
    SELECT account_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END), sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END),
      sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END), sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END), sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END),
      sum(sign * coalesce(duration_seconds, 0)), sum(sign * coalesce(cost_cents, 0)),
      sum(CASE WHEN success = 'true' THEN sign ELSE 0 END), sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END)
    FROM (SELECT -1 AS sign, o.account_id, o.created_at, o.agent_id, o.campaign_id, o.created_by_user_id, o.status, o.duration_seconds, o.cost_cents, o.analysis->>'success' AS success FROM old_calls o) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * coalesce(duration_seconds, 0)) <> 0 OR sum(sign * coalesce(cost_cents, 0)) <> 0
      OR sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN success = 'true' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, hour, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = s.calls + excluded.calls, completed = s.completed + excluded.completed, failed = s.failed + excluded.failed,
      no_answer = s.no_answer + excluded.no_answer, busy = s.busy + excluded.busy, voicemail = s.voicemail + excluded.voicemail,
      duration_seconds = s.duration_seconds + excluded.duration_seconds, cost_cents = s.cost_cents + excluded.cost_cents,
      successes = s.successes + excluded.successes, judged = s.judged + excluded.judged;
  ELSE
    INSERT INTO call_stats_hourly AS s (account_id, hour, agent_id, campaign_id, user_id, calls, completed, failed, no_answer, busy, voicemail, duration_seconds, cost_cents, successes, judged)
    SELECT account_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END), sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END),
      sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END), sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END), sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END),
      sum(sign * coalesce(duration_seconds, 0)), sum(sign * coalesce(cost_cents, 0)),
      sum(CASE WHEN success = 'true' THEN sign ELSE 0 END), sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END)
    FROM (SELECT 1 AS sign, n.account_id, n.created_at, n.agent_id, n.campaign_id, n.created_by_user_id, n.status, n.duration_seconds, n.cost_cents, n.analysis->>'success' AS success FROM new_calls n JOIN old_calls o USING (id) WHERE (o.account_id, o.created_at, o.agent_id, o.campaign_id, o.created_by_user_id, o.status, o.duration_seconds, o.cost_cents, o.analysis->>'success')
        IS DISTINCT FROM (n.account_id, n.created_at, n.agent_id, n.campaign_id, n.created_by_user_id, n.status, n.duration_seconds, n.cost_cents, n.analysis->>'success')
      UNION ALL SELECT -1 AS sign, o.account_id, o.created_at, o.agent_id, o.campaign_id, o.created_by_user_id, o.status, o.duration_seconds, o.cost_cents, o.analysis->>'success' AS success FROM old_calls o JOIN new_calls n USING (id) WHERE (o.account_id, o.created_at, o.agent_id, o.campaign_id, o.created_by_user_id, o.status, o.duration_seconds, o.cost_cents, o.analysis->>'success')
        IS DISTINCT FROM (n.account_id, n.created_at, n.agent_id, n.campaign_id, n.created_by_user_id, n.status, n.duration_seconds, n.cost_cents, n.analysis->>'success')) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * coalesce(duration_seconds, 0)) <> 0 OR sum(sign * coalesce(cost_cents, 0)) <> 0
      OR sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN success = 'true' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, hour, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = s.calls + excluded.calls, completed = s.completed + excluded.completed, failed = s.failed + excluded.failed,
      no_answer = s.no_answer + excluded.no_answer, busy = s.busy + excluded.busy, voicemail = s.voicemail + excluded.voicemail,
      duration_seconds = s.duration_seconds + excluded.duration_seconds, cost_cents = s.cost_cents + excluded.cost_cents,
      successes = s.successes + excluded.successes, judged = s.judged + excluded.judged;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER call_stats_hourly_insert AFTER INSERT ON calls REFERENCING NEW TABLE AS new_calls
  FOR EACH STATEMENT EXECUTE FUNCTION call_stats_hourly_apply();--> statement-breakpoint
CREATE TRIGGER call_stats_hourly_update AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_calls NEW TABLE AS new_calls
  FOR EACH STATEMENT EXECUTE FUNCTION call_stats_hourly_apply();--> statement-breakpoint
CREATE TRIGGER call_stats_hourly_delete AFTER DELETE ON calls REFERENCING OLD TABLE AS old_calls
  FOR EACH STATEMENT EXECUTE FUNCTION call_stats_hourly_apply();--> statement-breakpoint
-- The calls that exist already.
INSERT INTO call_stats_hourly AS s (account_id, hour, agent_id, campaign_id, user_id, calls, completed, failed, no_answer, busy, voicemail, duration_seconds, cost_cents, successes, judged)
    SELECT account_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END), sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END),
      sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END), sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END), sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END),
      sum(sign * coalesce(duration_seconds, 0)), sum(sign * coalesce(cost_cents, 0)),
      sum(CASE WHEN success = 'true' THEN sign ELSE 0 END), sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END)
    FROM (SELECT 1 AS sign, c.account_id, c.created_at, c.agent_id, c.campaign_id, c.created_by_user_id, c.status, c.duration_seconds, c.cost_cents, c.analysis->>'success' AS success FROM calls c) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * coalesce(duration_seconds, 0)) <> 0 OR sum(sign * coalesce(cost_cents, 0)) <> 0
      OR sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN success = 'true' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, hour, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = s.calls + excluded.calls, completed = s.completed + excluded.completed, failed = s.failed + excluded.failed,
      no_answer = s.no_answer + excluded.no_answer, busy = s.busy + excluded.busy, voicemail = s.voicemail + excluded.voicemail,
      duration_seconds = s.duration_seconds + excluded.duration_seconds, cost_cents = s.cost_cents + excluded.cost_cents,
      successes = s.successes + excluded.successes, judged = s.judged + excluded.judged;
