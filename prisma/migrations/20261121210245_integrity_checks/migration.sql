-- Rules Prisma's schema language cannot express.

-- An ACL rule points at exactly one target.
ALTER TABLE "acl_rules" ADD CONSTRAINT "acl_rules_one_target"
  CHECK (num_nonnulls("association_id", "region_id", "competition_id", "club_id", "team_id") = 1);

-- Emails are stored in lower case, so the unique index is case-insensitive.
ALTER TABLE "persons" ADD CONSTRAINT "persons_email_lower" CHECK ("email" = lower("email"));

-- A game has two different teams, and scores and times are never negative.
ALTER TABLE "games" ADD CONSTRAINT "games_two_teams" CHECK ("home_team_id" <> "away_team_id");
ALTER TABLE "games" ADD CONSTRAINT "games_scores" CHECK ("home_score" >= 0 AND "away_score" >= 0);
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_time" CHECK ("event_time" >= 0);

-- Billing intervals are months, jersey numbers 1 to 3 digits.
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_billing_interval" CHECK ("billing_interval" IS NULL OR "billing_interval" BETWEEN 1 AND 24);
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_jersey_number" CHECK ("jersey_number" IS NULL OR "jersey_number" ~ '^[0-9]{1,3}$');

-- Member search by name prefix ignores case.
CREATE INDEX "persons_lower_lastname_idx" ON "persons" (lower("lastname"), lower("firstname"));
