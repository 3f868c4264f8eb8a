-- TRUNCATE passes by row triggers: consents and their change log refuse it for the statement, as they refuse
-- DELETE row by row (0029).
CREATE FUNCTION consents_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is never truncated: consents are evidence', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER consents_no_truncate BEFORE TRUNCATE ON consents FOR EACH STATEMENT EXECUTE FUNCTION consents_no_truncate();--> statement-breakpoint
CREATE TRIGGER consent_changes_no_truncate BEFORE TRUNCATE ON consent_changes FOR EACH STATEMENT EXECUTE FUNCTION consents_no_truncate();
