-- Change counters of the statistics (docs/decisions/005-standings-tie-break.md, "Cache"): every statement that
-- changes a row a statistics answer is made from bumps the counter of its competition, or counter 0 for what any
-- category may show (associations, seasons, teams). The category stamp then reads two rows instead of summing the
-- row versions of a season's games, events and line-ups (docs/benchmarks.md).
-- The trigger functions are written as E-strings with \073 for the statement separator: Prisma's migration tools
-- split scripts at every semicolon, also inside function bodies.

-- CreateTable
CREATE TABLE "stats_versions" (
    "competition_id" INTEGER NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "stats_versions_pkey" PRIMARY KEY ("competition_id")
);

-- Bumps the counters of the given competitions (created at 1), in id order so concurrent writers lock alike.
CREATE FUNCTION "stats_bump"(ids INTEGER[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO stats_versions AS v (competition_id, version)
  SELECT DISTINCT id, 1 FROM unnest(ids) AS id WHERE id IS NOT NULL ORDER BY 1
  ON CONFLICT (competition_id) DO UPDATE SET version = v.version + 1
$$;

-- Rows that carry their competition: competitions (id), groups and games (competition_id).
CREATE FUNCTION "stats_changed_competition"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP <> ''DELETE'' THEN
    PERFORM stats_bump(ARRAY(SELECT CASE WHEN TG_TABLE_NAME = ''competitions'' THEN (to_jsonb(n) ->> ''id'')::int
      ELSE (to_jsonb(n) ->> ''competition_id'')::int END FROM new_rows n)) \073
  END IF \073
  IF TG_OP <> ''INSERT'' THEN
    PERFORM stats_bump(ARRAY(SELECT CASE WHEN TG_TABLE_NAME = ''competitions'' THEN (to_jsonb(o) ->> ''id'')::int
      ELSE (to_jsonb(o) ->> ''competition_id'')::int END FROM old_rows o)) \073
  END IF \073
  RETURN NULL \073
END';

-- Rows of a game (events, line-ups): the competition of their game.
CREATE FUNCTION "stats_changed_game_row"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP <> ''DELETE'' THEN
    PERFORM stats_bump(ARRAY(SELECT g.competition_id FROM games g WHERE g.id IN (SELECT n.game_id FROM new_rows n))) \073
  END IF \073
  IF TG_OP <> ''INSERT'' THEN
    PERFORM stats_bump(ARRAY(SELECT g.competition_id FROM games g WHERE g.id IN (SELECT o.game_id FROM old_rows o))) \073
  END IF \073
  RETURN NULL \073
END';

-- Teams of a standings table: the competition of their group.
CREATE FUNCTION "stats_changed_group_team"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP <> ''DELETE'' THEN
    PERFORM stats_bump(ARRAY(SELECT gr.competition_id FROM groups gr WHERE gr.id IN (SELECT n.group_id FROM new_rows n))) \073
  END IF \073
  IF TG_OP <> ''INSERT'' THEN
    PERFORM stats_bump(ARRAY(SELECT gr.competition_id FROM groups gr WHERE gr.id IN (SELECT o.group_id FROM old_rows o))) \073
  END IF \073
  RETURN NULL \073
END';

-- Associations, seasons and teams: counter 0, which every category stamp includes.
CREATE FUNCTION "stats_changed_shared"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM stats_bump(ARRAY[0]) \073
  RETURN NULL \073
END';

CREATE TRIGGER "stats_competitions_insert" AFTER INSERT ON "competitions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_competition();
CREATE TRIGGER "stats_competitions_update" AFTER UPDATE ON "competitions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_competition();
CREATE TRIGGER "stats_competitions_delete" AFTER DELETE ON "competitions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_competition();

CREATE TRIGGER "stats_groups_insert" AFTER INSERT ON "groups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_competition();
CREATE TRIGGER "stats_groups_update" AFTER UPDATE ON "groups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_competition();
CREATE TRIGGER "stats_groups_delete" AFTER DELETE ON "groups" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_competition();

CREATE TRIGGER "stats_games_insert" AFTER INSERT ON "games" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_competition();
CREATE TRIGGER "stats_games_update" AFTER UPDATE ON "games" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_competition();
CREATE TRIGGER "stats_games_delete" AFTER DELETE ON "games" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_competition();

CREATE TRIGGER "stats_game_events_insert" AFTER INSERT ON "game_events" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_game_row();
CREATE TRIGGER "stats_game_events_update" AFTER UPDATE ON "game_events" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_game_row();
CREATE TRIGGER "stats_game_events_delete" AFTER DELETE ON "game_events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_game_row();

CREATE TRIGGER "stats_game_lineups_insert" AFTER INSERT ON "game_lineups" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_game_row();
CREATE TRIGGER "stats_game_lineups_update" AFTER UPDATE ON "game_lineups" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_game_row();
CREATE TRIGGER "stats_game_lineups_delete" AFTER DELETE ON "game_lineups" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_game_row();

CREATE TRIGGER "stats_group_teams_insert" AFTER INSERT ON "group_teams" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_group_team();
CREATE TRIGGER "stats_group_teams_update" AFTER UPDATE ON "group_teams" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_group_team();
CREATE TRIGGER "stats_group_teams_delete" AFTER DELETE ON "group_teams" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_group_team();

CREATE TRIGGER "stats_associations_change" AFTER INSERT OR UPDATE OR DELETE ON "associations" FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_shared();
CREATE TRIGGER "stats_seasons_change" AFTER INSERT OR UPDATE OR DELETE ON "seasons" FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_shared();
CREATE TRIGGER "stats_teams_change" AFTER INSERT OR UPDATE OR DELETE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION stats_changed_shared();
