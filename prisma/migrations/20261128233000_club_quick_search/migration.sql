-- The member list's quick search within one club (docs/decisions/035): each membership keeps a copy of its person's
-- search text, lowered, so that one index on (club, search text) finds a club's matching members without testing
-- every member. Triggers keep the copy: a membership takes its person's text when made (or moved to another person),
-- a person's new name or e-mail address (an erasure included) is written to all their memberships.
-- btree_gin (contrib, trusted like pg_trgm) lets the GIN index hold the club id beside the trigrams.
CREATE EXTENSION IF NOT EXISTS btree_gin;

CREATE FUNCTION person_search_text(lastname text, firstname text, email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(lastname) || ' ' || lower(firstname) || ' ' || coalesce(lower(email), '') $$;

ALTER TABLE "memberships" ADD COLUMN "search_text" text NOT NULL DEFAULT '';

UPDATE "memberships" m SET "search_text" = person_search_text(p.lastname, p.firstname, p.email)
  FROM "persons" p WHERE p.id = m.person_id;

-- The person's row is locked (FOR SHARE) while its text is copied: a rename committing meanwhile would otherwise
-- miss this not yet committed membership and leave it the old text. With the lock the rename waits for this
-- transaction (and then updates the membership), or this one reads the renamed row once the rename committed.
CREATE FUNCTION membership_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  copied text;
BEGIN
  SELECT person_search_text(p.lastname, p.firstname, p.email) INTO copied
    FROM persons p WHERE p.id = NEW.person_id FOR SHARE;
  NEW.search_text := coalesce(copied, '');
  RETURN NEW;
END $$;

CREATE TRIGGER "memberships_search_text" BEFORE INSERT OR UPDATE OF "person_id", "search_text" ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION membership_search_text();

CREATE FUNCTION person_search_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE memberships SET search_text = person_search_text(NEW.lastname, NEW.firstname, NEW.email)
    WHERE person_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER "persons_search_text" AFTER UPDATE OF "lastname", "firstname", "email" ON "persons"
  FOR EACH ROW
  WHEN (OLD.lastname IS DISTINCT FROM NEW.lastname OR OLD.firstname IS DISTINCT FROM NEW.firstname
    OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION person_search_text_changed();

CREATE INDEX "memberships_club_id_search_text_idx" ON "memberships" USING GIN ("club_id", "search_text" gin_trgm_ops);
