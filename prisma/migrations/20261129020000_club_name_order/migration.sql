-- A club's member list in name order from its memberships (docs/decisions/036): each membership keeps a copy of its
-- person's last and first name, so that one index on (club, last name, first name, person) hands a filtered club's
-- page to the list in order after about a page of entries, instead of every member being read and sorted.
-- The same triggers that keep the quick search's copy (migration club_quick_search) keep these: a membership takes its
-- person's names when made or moved to another person, a person's new names are written to all their memberships.
-- The copies have the persons' columns' type and collation, so they sort exactly as the persons' names do.
ALTER TABLE "memberships"
  ADD COLUMN "person_lastname" varchar(60) NOT NULL DEFAULT '',
  ADD COLUMN "person_firstname" varchar(60) NOT NULL DEFAULT '';

UPDATE "memberships" m SET "person_lastname" = p.lastname, "person_firstname" = p.firstname
  FROM "persons" p WHERE p.id = m.person_id;

CREATE OR REPLACE FUNCTION membership_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person record;
BEGIN
  SELECT person_search_text(p.lastname, p.firstname, p.email) AS copied, p.lastname, p.firstname INTO person
    FROM persons p WHERE p.id = NEW.person_id FOR SHARE;
  NEW.search_text := coalesce(person.copied, '');
  NEW.person_lastname := coalesce(person.lastname, '');
  NEW.person_firstname := coalesce(person.firstname, '');
  RETURN NEW;
END $$;

DROP TRIGGER "memberships_search_text" ON "memberships";
CREATE TRIGGER "memberships_search_text"
  BEFORE INSERT OR UPDATE OF "person_id", "search_text", "person_lastname", "person_firstname" ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION membership_search_text();

CREATE OR REPLACE FUNCTION person_search_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE memberships SET search_text = person_search_text(NEW.lastname, NEW.firstname, NEW.email),
      person_lastname = NEW.lastname, person_firstname = NEW.firstname
    WHERE person_id = NEW.id;
  RETURN NULL;
END $$;

-- The index also holds what decides whether a membership is current and in a viewer's scope, and its sport: a club's
-- page reads nothing of the memberships' rows.
CREATE INDEX "memberships_club_name_order_idx"
  ON "memberships" ("club_id", "person_lastname", "person_firstname", "person_id")
  INCLUDE ("active_to", "sport_id", "team_id");
