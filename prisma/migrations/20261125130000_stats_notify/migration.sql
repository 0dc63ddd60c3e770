-- Every bump of a statistics change counter is announced on the channel portal_stats with its competition id (0: what
-- every category may show), after commit. An instance keeps its public pages' stamps in memory while it listens and
-- forgets them when told, so a page view reads no row until the data changes (docs/decisions/030-server-rendered-pages.md).
-- Written as an E-string with \073 for the statement separator (Prisma's tools split scripts at every semicolon).
CREATE FUNCTION "stats_version_announce"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pg_notify(''portal_stats'', NEW.competition_id::text) \073
  RETURN NULL \073
END';

CREATE TRIGGER "stats_versions_announce" AFTER INSERT OR UPDATE ON "stats_versions"
  FOR EACH ROW EXECUTE FUNCTION stats_version_announce();
