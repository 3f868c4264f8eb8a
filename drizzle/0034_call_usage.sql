CREATE TABLE "call_usage_quarter_hourly" (
	"account_id" integer NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"agent_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"calls" integer NOT NULL,
	"billed_minutes" bigint NOT NULL,
	"billed_cents" bigint NOT NULL,
	"provider_cents" bigint NOT NULL,
	CONSTRAINT "call_usage_quarter_hourly_pk" PRIMARY KEY("account_id","slot","agent_id","campaign_id","user_id")
);
--> statement-breakpoint
-- The usage rollup is the join of call debits and their calls, kept so by each statement on either side: a ledger
-- statement adds what it inserted, subtracts what it deleted and moves what it changed (a corrected debit), read
-- against the calls as they are; a calls statement moves the debited calls whose agent, campaign, placing user,
-- duration or provider cost changed, read against the ledger as it is. Statement-level over transition tables, so
-- a set-based write of a million rows is one aggregate; keys are upserted in order, so concurrent statements lock
-- rows alike. Calls are deleted only with their account, whose rollup rows nothing reads again.
CREATE FUNCTION call_usage_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO call_usage_quarter_hourly AS u (account_id, slot, agent_id, campaign_id, user_id, calls, billed_minutes, billed_cents, provider_cents)
    SELECT account_id, to_timestamp(floor(extract(epoch FROM created_at) / 900) * 900), agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(sign * minutes), sum(sign * cents), sum(sign * provider)
    FROM (SELECT sign, account_id, created_at, agent_id, campaign_id, created_by_user_id,
        CASE WHEN duration_seconds > 0 THEN (duration_seconds + 59) / 60 ELSE 0 END AS minutes, 0 - amount_cents AS cents, coalesce(provider_cost_cents, 0) AS provider
      FROM (SELECT 1 AS sign, l.account_id, l.created_at, c.agent_id, c.campaign_id, c.created_by_user_id, c.duration_seconds, l.amount_cents, c.provider_cost_cents FROM new_ledger l JOIN calls c ON c.id = l.call_id WHERE l.kind = 'call_debit') d) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * minutes) <> 0 OR sum(sign * cents) <> 0 OR sum(sign * provider) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, slot, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = u.calls + excluded.calls, billed_minutes = u.billed_minutes + excluded.billed_minutes,
      billed_cents = u.billed_cents + excluded.billed_cents, provider_cents = u.provider_cents + excluded.provider_cents;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO call_usage_quarter_hourly AS u (account_id, slot, agent_id, campaign_id, user_id, calls, billed_minutes, billed_cents, provider_cents)
    SELECT account_id, to_timestamp(floor(extract(epoch FROM created_at) / 900) * 900), agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(sign * minutes), sum(sign * cents), sum(sign * provider)
    FROM (SELECT sign, account_id, created_at, agent_id, campaign_id, created_by_user_id,
        CASE WHEN duration_seconds > 0 THEN (duration_seconds + 59) / 60 ELSE 0 END AS minutes, 0 - amount_cents AS cents, coalesce(provider_cost_cents, 0) AS provider
      FROM (SELECT -1 AS sign, l.account_id, l.created_at, c.agent_id, c.campaign_id, c.created_by_user_id, c.duration_seconds, l.amount_cents, c.provider_cost_cents FROM old_ledger l JOIN calls c ON c.id = l.call_id WHERE l.kind = 'call_debit') d) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * minutes) <> 0 OR sum(sign * cents) <> 0 OR sum(sign * provider) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, slot, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = u.calls + excluded.calls, billed_minutes = u.billed_minutes + excluded.billed_minutes,
      billed_cents = u.billed_cents + excluded.billed_cents, provider_cents = u.provider_cents + excluded.provider_cents;
  ELSE
    INSERT INTO call_usage_quarter_hourly AS u (account_id, slot, agent_id, campaign_id, user_id, calls, billed_minutes, billed_cents, provider_cents)
    SELECT account_id, to_timestamp(floor(extract(epoch FROM created_at) / 900) * 900), agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(sign * minutes), sum(sign * cents), sum(sign * provider)
    FROM (SELECT sign, account_id, created_at, agent_id, campaign_id, created_by_user_id,
        CASE WHEN duration_seconds > 0 THEN (duration_seconds + 59) / 60 ELSE 0 END AS minutes, 0 - amount_cents AS cents, coalesce(provider_cost_cents, 0) AS provider
      FROM (SELECT 1 AS sign, n.account_id, n.created_at, c.agent_id, c.campaign_id, c.created_by_user_id, c.duration_seconds, n.amount_cents, c.provider_cost_cents FROM new_ledger n JOIN old_ledger o USING (id) JOIN calls c ON c.id = n.call_id WHERE n.kind = 'call_debit' AND (o.kind, o.account_id, o.call_id, o.amount_cents, o.created_at) IS DISTINCT FROM (n.kind, n.account_id, n.call_id, n.amount_cents, n.created_at) UNION ALL SELECT -1 AS sign, o.account_id, o.created_at, c.agent_id, c.campaign_id, c.created_by_user_id, c.duration_seconds, o.amount_cents, c.provider_cost_cents FROM old_ledger o JOIN new_ledger n USING (id) JOIN calls c ON c.id = o.call_id WHERE o.kind = 'call_debit' AND (o.kind, o.account_id, o.call_id, o.amount_cents, o.created_at) IS DISTINCT FROM (n.kind, n.account_id, n.call_id, n.amount_cents, n.created_at)) d) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * minutes) <> 0 OR sum(sign * cents) <> 0 OR sum(sign * provider) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, slot, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = u.calls + excluded.calls, billed_minutes = u.billed_minutes + excluded.billed_minutes,
      billed_cents = u.billed_cents + excluded.billed_cents, provider_cents = u.provider_cents + excluded.provider_cents;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION call_usage_calls_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO call_usage_quarter_hourly AS u (account_id, slot, agent_id, campaign_id, user_id, calls, billed_minutes, billed_cents, provider_cents)
    SELECT account_id, to_timestamp(floor(extract(epoch FROM created_at) / 900) * 900), agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(sign * minutes), sum(sign * cents), sum(sign * provider)
    FROM (SELECT sign, account_id, created_at, agent_id, campaign_id, created_by_user_id,
        CASE WHEN duration_seconds > 0 THEN (duration_seconds + 59) / 60 ELSE 0 END AS minutes, 0 - amount_cents AS cents, coalesce(provider_cost_cents, 0) AS provider
      FROM (SELECT 1 AS sign, l.account_id, l.created_at, n.agent_id, n.campaign_id, n.created_by_user_id, n.duration_seconds, l.amount_cents, n.provider_cost_cents FROM new_calls n JOIN old_calls o USING (id) JOIN wallet_ledger l ON l.call_id = n.id AND l.kind = 'call_debit' WHERE (o.agent_id, o.campaign_id, o.created_by_user_id, o.duration_seconds, o.provider_cost_cents) IS DISTINCT FROM (n.agent_id, n.campaign_id, n.created_by_user_id, n.duration_seconds, n.provider_cost_cents) UNION ALL SELECT -1 AS sign, l.account_id, l.created_at, o.agent_id, o.campaign_id, o.created_by_user_id, o.duration_seconds, l.amount_cents, o.provider_cost_cents FROM old_calls o JOIN new_calls n USING (id) JOIN wallet_ledger l ON l.call_id = o.id AND l.kind = 'call_debit' WHERE (o.agent_id, o.campaign_id, o.created_by_user_id, o.duration_seconds, o.provider_cost_cents) IS DISTINCT FROM (n.agent_id, n.campaign_id, n.created_by_user_id, n.duration_seconds, n.provider_cost_cents)) d) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * minutes) <> 0 OR sum(sign * cents) <> 0 OR sum(sign * provider) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, slot, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = u.calls + excluded.calls, billed_minutes = u.billed_minutes + excluded.billed_minutes,
      billed_cents = u.billed_cents + excluded.billed_cents, provider_cents = u.provider_cents + excluded.provider_cents;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER call_usage_ledger_insert AFTER INSERT ON wallet_ledger REFERENCING NEW TABLE AS new_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION call_usage_ledger_apply();--> statement-breakpoint
CREATE TRIGGER call_usage_ledger_update AFTER UPDATE ON wallet_ledger REFERENCING OLD TABLE AS old_ledger NEW TABLE AS new_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION call_usage_ledger_apply();--> statement-breakpoint
CREATE TRIGGER call_usage_ledger_delete AFTER DELETE ON wallet_ledger REFERENCING OLD TABLE AS old_ledger
  FOR EACH STATEMENT EXECUTE FUNCTION call_usage_ledger_apply();--> statement-breakpoint
CREATE TRIGGER call_usage_calls_update AFTER UPDATE ON calls REFERENCING OLD TABLE AS old_calls NEW TABLE AS new_calls
  FOR EACH STATEMENT EXECUTE FUNCTION call_usage_calls_apply();--> statement-breakpoint
-- The debits that exist already.
    INSERT INTO call_usage_quarter_hourly AS u (account_id, slot, agent_id, campaign_id, user_id, calls, billed_minutes, billed_cents, provider_cents)
    SELECT account_id, to_timestamp(floor(extract(epoch FROM created_at) / 900) * 900), agent_id, coalesce(campaign_id, 0), coalesce(created_by_user_id, 0),
      sum(sign), sum(sign * minutes), sum(sign * cents), sum(sign * provider)
    FROM (SELECT sign, account_id, created_at, agent_id, campaign_id, created_by_user_id,
        CASE WHEN duration_seconds > 0 THEN (duration_seconds + 59) / 60 ELSE 0 END AS minutes, 0 - amount_cents AS cents, coalesce(provider_cost_cents, 0) AS provider
      FROM (SELECT 1 AS sign, l.account_id, l.created_at, c.agent_id, c.campaign_id, c.created_by_user_id, c.duration_seconds, l.amount_cents, c.provider_cost_cents FROM wallet_ledger l JOIN calls c ON c.id = l.call_id WHERE l.kind = 'call_debit') d) r
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(sign) <> 0 OR sum(sign * minutes) <> 0 OR sum(sign * cents) <> 0 OR sum(sign * provider) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (account_id, slot, agent_id, campaign_id, user_id) DO UPDATE SET
      calls = u.calls + excluded.calls, billed_minutes = u.billed_minutes + excluded.billed_minutes,
      billed_cents = u.billed_cents + excluded.billed_cents, provider_cents = u.provider_cents + excluded.provider_cents;
