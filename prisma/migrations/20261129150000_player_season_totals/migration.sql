-- Each player's totals of a category's season (games played, goals, assists, fouls, penalty time, last jersey), kept
-- by triggers on game_events, game_lineups and games, so that the points and fouls statistics read one row per player
-- instead of aggregating the season's events (docs/decisions/053-player-season-totals.md).
-- A key is (competition, season, membership): whenever a write may change a key's totals, its rows are counted again
-- from the games, line-ups and events, under a transaction lock of the category's season, so two writers of the same
-- season count one after the other (never both on an old view).
CREATE TABLE "player_season_totals" (
  "competition_id" integer NOT NULL REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "season_id" integer NOT NULL REFERENCES "seasons"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "membership_id" integer NOT NULL REFERENCES "memberships"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "team_id" integer NOT NULL REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "games_played" integer NOT NULL,
  "goals" integer NOT NULL,
  "assists" integer NOT NULL,
  "technical" integer NOT NULL,
  "personal" integer NOT NULL,
  "penalty_seconds" integer NOT NULL,
  "jersey_number" varchar(3),
  PRIMARY KEY ("competition_id", "season_id", "membership_id", "team_id")
);
CREATE INDEX "player_season_totals_membership_id_idx" ON "player_season_totals" ("membership_id");
CREATE INDEX "player_season_totals_team_id_idx" ON "player_season_totals" ("team_id");

-- The games that count for the players' statistics: finished and not a forfeit (countsForPlayersSql in
-- server/domains/stats/game-state.sql.ts, the same rule).
CREATE FUNCTION game_counts_for_players(finished_at timestamp(3), outcome "GameOutcome") RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT finished_at IS NOT NULL AND outcome IS DISTINCT FROM 'forfeit' $$;

-- The totals of the keys (k_comp[i], k_season[i], k_mid[i]) counted from the counted games: a player's games are
-- those with them in the line-up or with a goal, assist or foul of theirs, per team they played for, the jersey of
-- their latest such game. Shootout attempts and other events credit nobody.
CREATE FUNCTION player_season_totals_count(k_comp integer[], k_season integer[], k_mid integer[])
  RETURNS TABLE (competition_id integer, season_id integer, membership_id integer, team_id integer,
    games_played integer, goals integer, assists integer, technical integer, personal integer,
    penalty_seconds integer, jersey_number varchar(3))
  LANGUAGE sql STABLE
  AS $$
  WITH k AS (
    SELECT DISTINCT u.c, u.s, u.m FROM unnest(k_comp, k_season, k_mid) AS u(c, s, m) WHERE u.m IS NOT NULL
  ), credits AS (
    SELECT k.c, k.s, k.m AS mid, e.game_id, g.kickoff_time, e.jersey_number,
           coalesce(e.team_id, CASE WHEN e.away_team THEN g.away_team_id ELSE g.home_team_id END) AS team_id,
           (e.type = 'goal')::int AS goals, 0 AS assists,
           (e.type = 'foul' AND e.foul_kind = 'technical')::int AS technical,
           (e.type = 'foul' AND e.foul_kind = 'personal')::int AS personal,
           CASE WHEN e.type = 'foul' THEN coalesce(e.penalty_seconds, 0) ELSE 0 END AS timeout
    FROM k JOIN game_events e ON e.membership_id = k.m AND e.type IN ('goal', 'foul')
    JOIN games g ON g.id = e.game_id AND g.competition_id = k.c AND g.season_id = k.s
      AND game_counts_for_players(g.finished_at, g.outcome)
    UNION ALL
    SELECT k.c, k.s, k.m, e.game_id, g.kickoff_time, NULL,
           coalesce(e.team_id, CASE WHEN e.away_team THEN g.away_team_id ELSE g.home_team_id END), 0, 1, 0, 0, 0
    FROM k JOIN game_events e ON e.assist_membership_id = k.m AND e.type = 'goal'
    JOIN games g ON g.id = e.game_id AND g.competition_id = k.c AND g.season_id = k.s
      AND game_counts_for_players(g.finished_at, g.outcome)
  ), appearances AS (
    SELECT k.c, k.s, k.m AS mid, l.game_id, l.team_id, l.jersey_number, g.kickoff_time
    FROM k JOIN game_lineups l ON l.membership_id = k.m
    JOIN games g ON g.id = l.game_id AND g.competition_id = k.c AND g.season_id = k.s
      AND game_counts_for_players(g.finished_at, g.outcome)
    UNION ALL
    SELECT c, s, mid, game_id, team_id, jersey_number, kickoff_time FROM credits
  ), played AS (
    SELECT c, s, mid, team_id, count(DISTINCT game_id)::int AS games_played,
           (array_agg(jersey_number ORDER BY kickoff_time DESC) FILTER (WHERE jersey_number IS NOT NULL))[1] AS jersey
    FROM appearances GROUP BY c, s, mid, team_id
  ), totals AS (
    SELECT c, s, mid, team_id, sum(goals)::int AS goals, sum(assists)::int AS assists,
           sum(technical)::int AS technical, sum(personal)::int AS personal, sum(timeout)::int AS timeout
    FROM credits GROUP BY c, s, mid, team_id
  )
  SELECT p.c, p.s, p.mid, p.team_id, p.games_played, coalesce(x.goals, 0), coalesce(x.assists, 0),
         coalesce(x.technical, 0), coalesce(x.personal, 0), coalesce(x.timeout, 0), p.jersey
  FROM played p LEFT JOIN totals x ON x.c = p.c AND x.s = p.s AND x.mid = p.mid AND x.team_id = p.team_id
$$;

-- Counts the keys again and replaces their rows. The locks of the keys' seasons (taken in one order, so two writers
-- cannot wait for each other, and one per season, however many players) make a second writer wait for the first
-- one's commit, then count with it. Only writes to counted games come here: finishing, rulings and corrections.
-- A membership or team just deleted (a cascade on its way) gets no row.
CREATE FUNCTION player_season_totals_refresh(k_comp integer[], k_season integer[], k_mid integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF k_mid IS NULL OR cardinality(k_mid) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(1520, l.h)
    FROM (SELECT DISTINCT hashtext(u.c || ':' || u.s) AS h
          FROM unnest(k_comp, k_season, k_mid) AS u(c, s, m) WHERE u.m IS NOT NULL ORDER BY 1) l;
  DELETE FROM player_season_totals x
    USING (SELECT DISTINCT u.c, u.s, u.m FROM unnest(k_comp, k_season, k_mid) AS u(c, s, m)) k
    WHERE x.competition_id = k.c AND x.season_id = k.s AND x.membership_id = k.m;
  INSERT INTO player_season_totals (competition_id, season_id, membership_id, team_id, games_played, goals, assists,
      technical, personal, penalty_seconds, jersey_number)
    SELECT t.* FROM player_season_totals_count(k_comp, k_season, k_mid) t
    WHERE EXISTS (SELECT 1 FROM memberships m WHERE m.id = t.membership_id)
      AND EXISTS (SELECT 1 FROM teams tm WHERE tm.id = t.team_id);
END $$;

-- Events: the players and assistants of goals and fouls, before and after the change, in counted games.
CREATE FUNCTION player_season_totals_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c integer[];
  s integer[];
  m integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(g.competition_id), array_agg(g.season_id), array_agg(x.mid) INTO c, s, m
      FROM new_rows e JOIN games g ON g.id = e.game_id
      CROSS JOIN LATERAL (VALUES (e.membership_id), (e.assist_membership_id)) x(mid)
      WHERE e.type IN ('goal', 'foul') AND x.mid IS NOT NULL AND game_counts_for_players(g.finished_at, g.outcome);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(g.competition_id), array_agg(g.season_id), array_agg(x.mid) INTO c, s, m
      FROM old_rows e JOIN games g ON g.id = e.game_id
      CROSS JOIN LATERAL (VALUES (e.membership_id), (e.assist_membership_id)) x(mid)
      WHERE e.type IN ('goal', 'foul') AND x.mid IS NOT NULL AND game_counts_for_players(g.finished_at, g.outcome);
  ELSE
    SELECT array_agg(g.competition_id), array_agg(g.season_id), array_agg(x.mid) INTO c, s, m
      FROM (SELECT game_id, type, membership_id, assist_membership_id FROM old_rows
            UNION ALL SELECT game_id, type, membership_id, assist_membership_id FROM new_rows) e
      JOIN games g ON g.id = e.game_id
      CROSS JOIN LATERAL (VALUES (e.membership_id), (e.assist_membership_id)) x(mid)
      WHERE e.type IN ('goal', 'foul') AND x.mid IS NOT NULL AND game_counts_for_players(g.finished_at, g.outcome);
  END IF;
  PERFORM player_season_totals_refresh(c, s, m);
  RETURN NULL;
END $$;

CREATE TRIGGER "game_events_totals_insert" AFTER INSERT ON "game_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_events();
CREATE TRIGGER "game_events_totals_update" AFTER UPDATE ON "game_events"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_events();
CREATE TRIGGER "game_events_totals_delete" AFTER DELETE ON "game_events"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_events();

-- Line-ups: the players before and after the change, in counted games.
CREATE FUNCTION player_season_totals_lineups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c integer[];
  s integer[];
  m integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(g.competition_id), array_agg(g.season_id), array_agg(l.membership_id) INTO c, s, m
      FROM new_rows l JOIN games g ON g.id = l.game_id WHERE game_counts_for_players(g.finished_at, g.outcome);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(g.competition_id), array_agg(g.season_id), array_agg(l.membership_id) INTO c, s, m
      FROM old_rows l JOIN games g ON g.id = l.game_id WHERE game_counts_for_players(g.finished_at, g.outcome);
  ELSE
    SELECT array_agg(g.competition_id), array_agg(g.season_id), array_agg(l.membership_id) INTO c, s, m
      FROM (SELECT game_id, membership_id FROM old_rows UNION ALL SELECT game_id, membership_id FROM new_rows) l
      JOIN games g ON g.id = l.game_id WHERE game_counts_for_players(g.finished_at, g.outcome);
  END IF;
  PERFORM player_season_totals_refresh(c, s, m);
  RETURN NULL;
END $$;

CREATE TRIGGER "game_lineups_totals_insert" AFTER INSERT ON "game_lineups"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_lineups();
CREATE TRIGGER "game_lineups_totals_update" AFTER UPDATE ON "game_lineups"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_lineups();
CREATE TRIGGER "game_lineups_totals_delete" AFTER DELETE ON "game_lineups"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_lineups();

-- Games: a game that counts or counted, whose finish, outcome, category, season, kickoff or sides changed, counts
-- its players again under its old and new category and season. A deleted counted game (its line-ups and events
-- gone with it) counts its category's season again.
CREATE FUNCTION player_season_totals_games() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c integer[];
  s integer[];
  m integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    WITH changed AS (
      SELECT o.id, o.competition_id AS oc, o.season_id AS os, n.competition_id AS nc, n.season_id AS ns
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.finished_at, o.outcome, o.competition_id, o.season_id, o.kickoff_time, o.home_team_id, o.away_team_id)
            IS DISTINCT FROM (n.finished_at, n.outcome, n.competition_id, n.season_id, n.kickoff_time, n.home_team_id, n.away_team_id)
        AND (game_counts_for_players(o.finished_at, o.outcome) OR game_counts_for_players(n.finished_at, n.outcome))
    ), players AS (
      SELECT l.game_id, l.membership_id AS mid FROM game_lineups l WHERE l.game_id IN (SELECT id FROM changed)
      UNION
      SELECT e.game_id, x.mid FROM game_events e
        CROSS JOIN LATERAL (VALUES (e.membership_id), (e.assist_membership_id)) x(mid)
        WHERE e.game_id IN (SELECT id FROM changed) AND e.type IN ('goal', 'foul') AND x.mid IS NOT NULL
    ), keys AS (
      SELECT ch.oc AS c, ch.os AS s, p.mid FROM changed ch JOIN players p ON p.game_id = ch.id
      UNION
      SELECT ch.nc, ch.ns, p.mid FROM changed ch JOIN players p ON p.game_id = ch.id
    )
    SELECT array_agg(keys.c), array_agg(keys.s), array_agg(keys.mid) INTO c, s, m FROM keys;
  ELSE
    SELECT array_agg(x.competition_id), array_agg(x.season_id), array_agg(x.membership_id) INTO c, s, m
      FROM player_season_totals x
      WHERE (x.competition_id, x.season_id) IN (
        SELECT o.competition_id, o.season_id FROM old_rows o WHERE game_counts_for_players(o.finished_at, o.outcome));
  END IF;
  PERFORM player_season_totals_refresh(c, s, m);
  RETURN NULL;
END $$;

CREATE TRIGGER "games_totals_update" AFTER UPDATE ON "games"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_games();
CREATE TRIGGER "games_totals_delete" AFTER DELETE ON "games"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION player_season_totals_games();

-- The totals of every counted game so far.
SELECT player_season_totals_refresh(array_agg(k.c), array_agg(k.s), array_agg(k.m))
  FROM (
    SELECT g.competition_id AS c, g.season_id AS s, l.membership_id AS m
      FROM game_lineups l JOIN games g ON g.id = l.game_id WHERE game_counts_for_players(g.finished_at, g.outcome)
    UNION
    SELECT g.competition_id, g.season_id, x.mid
      FROM game_events e JOIN games g ON g.id = e.game_id
      CROSS JOIN LATERAL (VALUES (e.membership_id), (e.assist_membership_id)) x(mid)
      WHERE e.type IN ('goal', 'foul') AND x.mid IS NOT NULL AND game_counts_for_players(g.finished_at, g.outcome)
  ) k;
