ALTER TABLE "calls" ADD COLUMN "disclosures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "disclosure_check" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "disclosure_missing" jsonb;--> statement-breakpoint
ALTER TABLE "call_stats_hourly" ADD COLUMN "flagged" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_disclosure_check_ck" CHECK ("calls"."disclosure_check" in ('said','missing','not_checked'));
--> statement-breakpoint
-- The rollup also counts the calls whose disclosure check found a disclosure missing (`flagged`): the same function,
-- with disclosure_check among the columns it compares, sums and moves.
CREATE OR REPLACE FUNCTION call_stats_hourly_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO call_stats_hourly AS s (account_id, hour, agent_id, campaign_id, user_id, calls, completed, failed, no_answer, busy, voicemail, duration_seconds, cost_cents, successes, judged, flagged)
    SELECT account_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END), sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END),
      sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END), sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END), sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END),
      sum(sign * coalesce(duration_seconds, 0)), sum(sign * coalesce(cost_cents, 0)),
      sum(CASE WHEN success = 'true' THEN sign ELSE 0 END), sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END),
      sum(CASE WHEN disclosure_check = 'missing' THEN sign ELSE 0 END)
    FROM (SELECT 1 AS sign, n.account_id, n.created_at, n.agent_id, n.campaign_id, n.created_by_user_id, n.status, n.duration_seconds, n.cost_cents, n.analysis->>'success' AS success, n.disclosure_check FROM new_calls n) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * coalesce(duration_seconds, 0)) <> 0 OR sum(sign * coalesce(cost_cents, 0)) <> 0
      OR sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN success = 'true' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN disclosure_check = 'missing' THEN sign ELSE 0 END) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, hour, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = s.calls + excluded.calls, completed = s.completed + excluded.completed, failed = s.failed + excluded.failed,
      no_answer = s.no_answer + excluded.no_answer, busy = s.busy + excluded.busy, voicemail = s.voicemail + excluded.voicemail,
      duration_seconds = s.duration_seconds + excluded.duration_seconds, cost_cents = s.cost_cents + excluded.cost_cents,
      successes = s.successes + excluded.successes, judged = s.judged + excluded.judged, flagged = s.flagged + excluded.flagged;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO call_stats_hourly AS s (account_id, hour, agent_id, campaign_id, user_id, calls, completed, failed, no_answer, busy, voicemail, duration_seconds, cost_cents, successes, judged, flagged)
    SELECT account_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END), sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END),
      sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END), sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END), sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END),
      sum(sign * coalesce(duration_seconds, 0)), sum(sign * coalesce(cost_cents, 0)),
      sum(CASE WHEN success = 'true' THEN sign ELSE 0 END), sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END),
      sum(CASE WHEN disclosure_check = 'missing' THEN sign ELSE 0 END)
    FROM (SELECT -1 AS sign, o.account_id, o.created_at, o.agent_id, o.campaign_id, o.created_by_user_id, o.status, o.duration_seconds, o.cost_cents, o.analysis->>'success' AS success, o.disclosure_check FROM old_calls o) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * coalesce(duration_seconds, 0)) <> 0 OR sum(sign * coalesce(cost_cents, 0)) <> 0
      OR sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN success = 'true' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN disclosure_check = 'missing' THEN sign ELSE 0 END) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, hour, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = s.calls + excluded.calls, completed = s.completed + excluded.completed, failed = s.failed + excluded.failed,
      no_answer = s.no_answer + excluded.no_answer, busy = s.busy + excluded.busy, voicemail = s.voicemail + excluded.voicemail,
      duration_seconds = s.duration_seconds + excluded.duration_seconds, cost_cents = s.cost_cents + excluded.cost_cents,
      successes = s.successes + excluded.successes, judged = s.judged + excluded.judged, flagged = s.flagged + excluded.flagged;
  ELSE
    INSERT INTO call_stats_hourly AS s (account_id, hour, agent_id, campaign_id, user_id, calls, completed, failed, no_answer, busy, voicemail, duration_seconds, cost_cents, successes, judged, flagged)
    SELECT account_id, date_trunc('hour', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END), sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END),
      sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END), sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END), sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END),
      sum(sign * coalesce(duration_seconds, 0)), sum(sign * coalesce(cost_cents, 0)),
      sum(CASE WHEN success = 'true' THEN sign ELSE 0 END), sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END),
      sum(CASE WHEN disclosure_check = 'missing' THEN sign ELSE 0 END)
    FROM (SELECT 1 AS sign, n.account_id, n.created_at, n.agent_id, n.campaign_id, n.created_by_user_id, n.status, n.duration_seconds, n.cost_cents, n.analysis->>'success' AS success, n.disclosure_check FROM new_calls n JOIN old_calls o USING (id) WHERE (o.account_id, o.created_at, o.agent_id, o.campaign_id, o.created_by_user_id, o.status, o.duration_seconds, o.cost_cents, o.analysis->>'success', o.disclosure_check)
        IS DISTINCT FROM (n.account_id, n.created_at, n.agent_id, n.campaign_id, n.created_by_user_id, n.status, n.duration_seconds, n.cost_cents, n.analysis->>'success', n.disclosure_check)
      UNION ALL SELECT -1 AS sign, o.account_id, o.created_at, o.agent_id, o.campaign_id, o.created_by_user_id, o.status, o.duration_seconds, o.cost_cents, o.analysis->>'success' AS success, o.disclosure_check FROM old_calls o JOIN new_calls n USING (id) WHERE (o.account_id, o.created_at, o.agent_id, o.campaign_id, o.created_by_user_id, o.status, o.duration_seconds, o.cost_cents, o.analysis->>'success', o.disclosure_check)
        IS DISTINCT FROM (n.account_id, n.created_at, n.agent_id, n.campaign_id, n.created_by_user_id, n.status, n.duration_seconds, n.cost_cents, n.analysis->>'success', n.disclosure_check)) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * coalesce(duration_seconds, 0)) <> 0 OR sum(sign * coalesce(cost_cents, 0)) <> 0
      OR sum(CASE WHEN status = 'completed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'failed' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'no_answer' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN status = 'busy' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN status = 'voicemail' THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN success = 'true' THEN sign ELSE 0 END) <> 0 OR sum(CASE WHEN success IN ('true', 'false') THEN sign ELSE 0 END) <> 0
      OR sum(CASE WHEN disclosure_check = 'missing' THEN sign ELSE 0 END) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, hour, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = s.calls + excluded.calls, completed = s.completed + excluded.completed, failed = s.failed + excluded.failed,
      no_answer = s.no_answer + excluded.no_answer, busy = s.busy + excluded.busy, voicemail = s.voicemail + excluded.voicemail,
      duration_seconds = s.duration_seconds + excluded.duration_seconds, cost_cents = s.cost_cents + excluded.cost_cents,
      successes = s.successes + excluded.successes, judged = s.judged + excluded.judged, flagged = s.flagged + excluded.flagged;
  END IF;
  RETURN NULL;
END
$$;
