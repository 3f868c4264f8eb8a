-- contacts.phone_search is rewritten only when the contact's numbers change it: a writer that already set it (an
-- import writing a page of new contacts with their numbers) costs no second write of each contact row and its
-- trigram index entries.
CREATE OR REPLACE FUNCTION contacts_phone_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched integer[];
BEGIN
  -- contacts.phone_search mirrors the contact's numbers for the search index, whoever writes them.
  IF TG_OP = 'INSERT' THEN touched := ARRAY[NEW.contact_id];
  ELSIF TG_OP = 'DELETE' THEN touched := ARRAY[OLD.contact_id];
  ELSE touched := ARRAY[NEW.contact_id, OLD.contact_id];
  END IF;
  UPDATE contacts c SET phone_search = s.v
  FROM (SELECT t.id, coalesce((SELECT string_agg(p.phone_number, chr(31) ORDER BY p.id) FROM contact_phone_numbers p WHERE p.contact_id = t.id), '') AS v
        FROM unnest(touched) AS t(id)) s
  WHERE c.id = s.id AND c.phone_search IS DISTINCT FROM s.v;
  RETURN NULL;
END $$;
