-- A change of any term or term version is announced on the channel portal_stats as 0 (what every page may show),
-- after commit: /register shows the portal's terms, and its stamp is kept in memory like the statistics pages' until
-- a change is heard (docs/decisions/055). Terms change a few times a year, so forgetting every kept stamp then costs
-- nothing that matters. Written as an E-string with \073 for the statement separator (Prisma's tools split scripts at
-- every semicolon).
CREATE FUNCTION "terms_announce"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pg_notify(''portal_stats'', ''0'') \073
  RETURN NULL \073
END';

CREATE TRIGGER "terms_announce" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "terms"
  FOR EACH STATEMENT EXECUTE FUNCTION terms_announce();

CREATE TRIGGER "term_versions_announce" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "term_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION terms_announce();
