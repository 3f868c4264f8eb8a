ALTER TABLE "accounts" ADD COLUMN "inbound_reserve" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "max_live_calls" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_inbound_reserve_ck" CHECK ("accounts"."inbound_reserve" >= 0);--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_max_live_calls_ck" CHECK ("teams"."max_live_calls" is null or "teams"."max_live_calls" >= 1);--> statement-breakpoint
-- The placement statement's function learns the inbound reserve and the team caps (judgeCapacity mirrors it): an
-- outbound call leaves the account's inbound_reserve free, and a call whose agent's team has a cap counts against it.
DROP FUNCTION IF EXISTS calls_hold_for_placement(integer, text[], integer, integer, bigint, bigint);--> statement-breakpoint
CREATE OR REPLACE FUNCTION calls_hold_for_placement(
  p_account integer,
  p_live_statuses text[],
  p_rate_cents integer,
  p_max_call_seconds integer,
  p_required_cents bigint,
  p_hold_cents bigint,
  p_agent integer,
  p_outbound boolean
) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  f record;
  live integer;
  cap integer;
  v_team integer;
  v_team_cap integer;
BEGIN
  SELECT wallet_balance_cents, held_cents, per_minute_rate_cents, max_call_seconds, max_live_calls, inbound_reserve INTO f
    FROM accounts WHERE id = p_account FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no account %', p_account USING ERRCODE = 'SB001';
  END IF;
  -- A call that waits (scheduled) passes no statuses: it counts against the caps when it is dialed.
  IF p_live_statuses IS NOT NULL THEN
    -- An outbound call leaves the reserve free, yet always has one slot of a non-zero cap (outboundLiveCap).
    cap := f.max_live_calls;
    IF p_outbound THEN
      cap := f.max_live_calls - least(f.inbound_reserve, greatest(f.max_live_calls - 1, 0));
    END IF;
    SELECT count(*) INTO live FROM (
      SELECT 1 FROM calls WHERE account_id = p_account AND status = ANY (p_live_statuses) LIMIT cap
    ) l;
    IF live >= cap THEN
      RAISE EXCEPTION 'live-call cap reached' USING ERRCODE = 'SB001';
    END IF;
    SELECT t.id, t.max_live_calls INTO v_team, v_team_cap
      FROM agents a JOIN teams t ON t.id = a.team_id WHERE a.id = p_agent AND t.account_id = p_account;
    IF v_team_cap IS NOT NULL THEN
      SELECT count(*) INTO live FROM (
        SELECT 1 FROM calls c JOIN agents a ON a.id = c.agent_id
          WHERE c.account_id = p_account AND c.status = ANY (p_live_statuses) AND a.team_id = v_team LIMIT v_team_cap
      ) l;
      IF live >= v_team_cap THEN
        RAISE EXCEPTION 'team live-call cap reached' USING ERRCODE = 'SB001';
      END IF;
    END IF;
  END IF;
  -- The caller planned the hold for these settings and this much available money; anything else is its to judge.
  IF f.per_minute_rate_cents <> p_rate_cents OR f.max_call_seconds <> p_max_call_seconds
     OR f.wallet_balance_cents - f.held_cents < p_required_cents THEN
    RAISE EXCEPTION 'hold not as planned' USING ERRCODE = 'SB001';
  END IF;
  IF p_hold_cents <> 0 THEN
    UPDATE accounts SET held_cents = held_cents + p_hold_cents WHERE id = p_account;
  END IF;
  RETURN nextval(pg_get_serial_sequence('calls', 'id'));
END;
$$;
