-- A game's revisions as calendar apps need them (docs/decisions/046-calendar-revisions.md): updated_at, the last
-- change of anything its calendar event shows, and sequence, counting the changes a calendar app must notice (kickoff,
-- place, status, the new date still open). Kept by a trigger, so every write counts, through the application, an
-- import or plain SQL, and no write can set them back. kickoff_open marks a game postponed with its new date open (it
-- keeps its old kickoff until the new one is set).
ALTER TABLE "games"
  ADD COLUMN "kickoff_open" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "sequence" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

UPDATE "games" SET "updated_at" = "created_at";

-- updated_at moves on by at least one second per revision: calendar files write whole seconds, and a revision must
-- carry a later DTSTAMP than the one before it, even when two changes fall within one second.
CREATE FUNCTION game_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.sequence := 0;
    NEW.updated_at := date_trunc('second', now() AT TIME ZONE 'UTC');
    NEW.kickoff_open := NEW.kickoff_open AND NEW.status = 'postponed';
    RETURN NEW;
  END IF;
  IF NEW.status <> 'postponed' OR NEW.kickoff_time IS DISTINCT FROM OLD.kickoff_time THEN
    NEW.kickoff_open := false;
  END IF;
  NEW.sequence := OLD.sequence;
  NEW.updated_at := OLD.updated_at;
  IF NEW.kickoff_time IS DISTINCT FROM OLD.kickoff_time OR NEW.location IS DISTINCT FROM OLD.location
      OR NEW.field_id IS DISTINCT FROM OLD.field_id OR NEW.status IS DISTINCT FROM OLD.status
      OR NEW.kickoff_open IS DISTINCT FROM OLD.kickoff_open THEN
    NEW.sequence := OLD.sequence + 1;
  END IF;
  IF NEW.sequence <> OLD.sequence OR NEW.status_reason IS DISTINCT FROM OLD.status_reason
      OR NEW.number IS DISTINCT FROM OLD.number OR NEW.home_team_id IS DISTINCT FROM OLD.home_team_id
      OR NEW.away_team_id IS DISTINCT FROM OLD.away_team_id OR NEW.group_id IS DISTINCT FROM OLD.group_id
      OR NEW.season_id IS DISTINCT FROM OLD.season_id OR NEW.competition_id IS DISTINCT FROM OLD.competition_id THEN
    NEW.updated_at := greatest(date_trunc('second', now() AT TIME ZONE 'UTC'),
      date_trunc('second', OLD.updated_at) + interval '1 second');
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "games_revision" BEFORE INSERT OR UPDATE ON "games" FOR EACH ROW EXECUTE FUNCTION game_revision();
