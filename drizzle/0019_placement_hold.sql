-- The account side of POST /api/v1/calls in one statement (server/services/calls/place-one-statement.ts): the
-- account row locked like every placement, hold and settlement takes it, the live calls counted, the hold taken
-- and the call's id drawn. A function, because each of its statements takes a fresh snapshot: the count runs
-- after the lock is granted and sees every call committed by whoever held it before, which a plain statement's
-- CTEs (one snapshot, taken before the lock wait) would not. It raises SQLSTATE SB001 instead of deciding a
-- refusal: the caller answers it by the transaction path, which judges the cap, the funds and a partial hold.
CREATE OR REPLACE FUNCTION calls_hold_for_placement(
  p_account integer,
  p_live_statuses text[],
  p_rate_cents integer,
  p_max_call_seconds integer,
  p_required_cents bigint,
  p_hold_cents bigint
) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  f record;
  live integer;
BEGIN
  SELECT wallet_balance_cents, held_cents, per_minute_rate_cents, max_call_seconds, max_live_calls INTO f
    FROM accounts WHERE id = p_account FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no account %', p_account USING ERRCODE = 'SB001';
  END IF;
  -- A call that waits (scheduled) passes no statuses: it counts against the cap when it is dialed.
  IF p_live_statuses IS NOT NULL THEN
    SELECT count(*) INTO live FROM (
      SELECT 1 FROM calls WHERE account_id = p_account AND status = ANY (p_live_statuses) LIMIT f.max_live_calls
    ) l;
    IF live >= f.max_live_calls THEN
      RAISE EXCEPTION 'live-call cap reached' USING ERRCODE = 'SB001';
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
