-- The one SQL rule for "a membership is current": it has no end, or it ends on `today` or later (an end date is the
-- last day of the membership). `today` is passed in by the server as a bound date, the association's calendar day
-- from shared/clock.ts, so SQL and TypeScript count days on one clock (docs/decisions/019-association-time-zone.md).
-- A single-expression SQL function that is IMMUTABLE and not STRICT: the planner inlines it, index use stays as it was.
CREATE FUNCTION "membership_is_current"(active_to DATE, today DATE) RETURNS BOOLEAN
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT active_to IS NULL OR active_to >= today
$$;
