-- A consent is evidence: the only change a row may ever see is its revocation, once (revoked_at, revoked_via and
-- revoked_note set together on a row not yet revoked), and a line of its change log never changes. Deleting either
-- is refused too. The foreign keys' own actions stay possible: they run one trigger level down (pg_trigger_depth()
-- above 1), so deleting an account still removes its consents and log, deleting a contact clears contact_id and
-- deleting a user clears the log's user_id (its email stays).
CREATE FUNCTION consents_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
    RAISE EXCEPTION 'consents are never deleted (consent %)', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF pg_trigger_depth() > 1
    AND NEW.contact_id IS NULL
    AND (NEW.id, NEW.account_id, NEW.phone_number, NEW.kind, NEW.scope, NEW.source, NEW.seller, NEW.captured_at,
         NEW.expires_at, NEW.revoked_at, NEW.revoked_via, NEW.revoked_note, NEW.created_by_user_id, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.account_id, OLD.phone_number, OLD.kind, OLD.scope, OLD.source, OLD.seller, OLD.captured_at,
         OLD.expires_at, OLD.revoked_at, OLD.revoked_via, OLD.revoked_note, OLD.created_by_user_id, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  IF pg_trigger_depth() > 1
    AND NEW.created_by_user_id IS NULL
    AND (NEW.id, NEW.account_id, NEW.phone_number, NEW.contact_id, NEW.kind, NEW.scope, NEW.source, NEW.seller,
         NEW.captured_at, NEW.expires_at, NEW.revoked_at, NEW.revoked_via, NEW.revoked_note, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.account_id, OLD.phone_number, OLD.contact_id, OLD.kind, OLD.scope, OLD.source, OLD.seller,
         OLD.captured_at, OLD.expires_at, OLD.revoked_at, OLD.revoked_via, OLD.revoked_note, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  IF OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL AND NEW.revoked_via IS NOT NULL
    AND (NEW.id, NEW.account_id, NEW.phone_number, NEW.contact_id, NEW.kind, NEW.scope, NEW.source, NEW.seller,
         NEW.captured_at, NEW.expires_at, NEW.created_by_user_id, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.account_id, OLD.phone_number, OLD.contact_id, OLD.kind, OLD.scope, OLD.source, OLD.seller,
         OLD.captured_at, OLD.expires_at, OLD.created_by_user_id, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'consents are never edited; the only change is one revocation (consent %)', OLD.id USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER consents_guard BEFORE UPDATE OR DELETE ON consents FOR EACH ROW EXECUTE FUNCTION consents_guard();--> statement-breakpoint
CREATE FUNCTION consent_changes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
    RAISE EXCEPTION 'the consent change log is never deleted from (line %)', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  IF pg_trigger_depth() > 1
    AND NEW.user_id IS NULL
    AND (NEW.id, NEW.account_id, NEW.consent_id, NEW.phone_number, NEW.action, NEW.source, NEW.user_email,
         NEW.api_key_id, NEW.call_id, NEW.note, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.account_id, OLD.consent_id, OLD.phone_number, OLD.action, OLD.source, OLD.user_email,
         OLD.api_key_id, OLD.call_id, OLD.note, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the consent change log is never edited (line %)', OLD.id USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER consent_changes_guard BEFORE UPDATE OR DELETE ON consent_changes FOR EACH ROW EXECUTE FUNCTION consent_changes_guard();
