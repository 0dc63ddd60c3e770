-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('male', 'female');

-- CreateEnum
CREATE TYPE "TeamGender" AS ENUM ('male', 'female', 'none');

-- CreateEnum
CREATE TYPE "Language" AS ENUM ('de', 'en', 'fr', 'nl');

-- CreateEnum
CREATE TYPE "ContactPosition" AS ENUM ('main', 'finance', 'men', 'women', 'youth_boys', 'youth_girls', 'officials_men', 'officials_women');

-- CreateEnum
CREATE TYPE "PlayerPosition" AS ENUM ('attack', 'defense', 'midfield', 'goalie', 'face-off', 'player', 'coach');

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('association-leader', 'region-leader', 'league-leader', 'club-leader', 'team-leader', 'customer');

-- CreateEnum
CREATE TYPE "ProcessType" AS ENUM ('move', 'alumni', 'retire');

-- CreateEnum
CREATE TYPE "ProcessStatus" AS ENUM ('open', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "ApproverGroup" AS ENUM ('association', 'new-club', 'new-league', 'old-club', 'old-league');

-- CreateEnum
CREATE TYPE "ApprovalState" AS ENUM ('pending', 'given', 'skipped');

-- CreateEnum
CREATE TYPE "CompetitionKind" AS ENUM ('league', 'tournament');

-- CreateEnum
CREATE TYPE "GameEventType" AS ENUM ('foul', 'goal', 'timeout', 'break');

-- CreateEnum
CREATE TYPE "FoulKind" AS ENUM ('technical', 'personal');

-- CreateEnum
CREATE TYPE "GameTaskType" AS ENUM ('confirm_lineup', 'sign_score_sheet');

-- CreateEnum
CREATE TYPE "GameTaskState" AS ENUM ('open', 'done');

-- CreateEnum
CREATE TYPE "TokenPurpose" AS ENUM ('reset', 'policy_mismatch');

-- CreateTable
CREATE TABLE "sports" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(40) NOT NULL,
    "name" VARCHAR(60) NOT NULL,

    CONSTRAINT "sports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "associations" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "abbreviation" VARCHAR(20) NOT NULL,
    "country_code" CHAR(3) NOT NULL,
    "color" VARCHAR(20) NOT NULL DEFAULT 'blue',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "associations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "association_sports" (
    "association_id" INTEGER NOT NULL,
    "sport_id" INTEGER NOT NULL,

    CONSTRAINT "association_sports_pkey" PRIMARY KEY ("association_id","sport_id")
);

-- CreateTable
CREATE TABLE "regions" (
    "id" SERIAL NOT NULL,
    "association_id" INTEGER NOT NULL,
    "name" VARCHAR(60) NOT NULL,

    CONSTRAINT "regions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "images" (
    "id" SERIAL NOT NULL,
    "mime_type" VARCHAR(40) NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "thumbnail" BYTEA,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "clubs" (
    "id" SERIAL NOT NULL,
    "association_id" INTEGER NOT NULL,
    "region_id" INTEGER,
    "name" VARCHAR(120) NOT NULL,
    "logo_id" INTEGER,
    "address_0" VARCHAR(60),
    "address_1" VARCHAR(60),
    "address_2" VARCHAR(60),
    "zip_code" VARCHAR(16),
    "city" VARCHAR(60),
    "region" VARCHAR(60),
    "phone_number" VARCHAR(60),
    "email" VARCHAR(60),
    "homepage" VARCHAR(60),
    "general_information" VARCHAR(2000),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "clubs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "club_sports" (
    "club_id" INTEGER NOT NULL,
    "sport_id" INTEGER NOT NULL,

    CONSTRAINT "club_sports_pkey" PRIMARY KEY ("club_id","sport_id")
);

-- CreateTable
CREATE TABLE "club_fields" (
    "id" SERIAL NOT NULL,
    "club_id" INTEGER NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "address_1" VARCHAR(60),
    "address_2" VARCHAR(60),
    "region" VARCHAR(60),
    "zip_code" VARCHAR(16),
    "city" VARCHAR(60),
    "general_information" VARCHAR(2000),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "club_fields_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "club_contacts" (
    "club_id" INTEGER NOT NULL,
    "person_id" INTEGER NOT NULL,
    "position" "ContactPosition" NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "club_contacts_pkey" PRIMARY KEY ("club_id","person_id","position")
);

-- CreateTable
CREATE TABLE "teams" (
    "id" SERIAL NOT NULL,
    "club_id" INTEGER NOT NULL,
    "sport_id" INTEGER NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "local_name" VARCHAR(120),
    "gender" "TeamGender" NOT NULL DEFAULT 'none',
    "min_age" INTEGER NOT NULL DEFAULT 0,
    "max_age" INTEGER NOT NULL DEFAULT 0,
    "is_joinable" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "persons" (
    "id" SERIAL NOT NULL,
    "uuid" UUID NOT NULL,
    "email" VARCHAR(254),
    "password_hash" TEXT,
    "password_changed_at" TIMESTAMP(3),
    "signature_pin_hash" TEXT,
    "failed_signins" INTEGER NOT NULL DEFAULT 0,
    "locked_until" TIMESTAMP(3),
    "firstname" VARCHAR(60) NOT NULL,
    "lastname" VARCHAR(60) NOT NULL,
    "gender" "Gender" NOT NULL,
    "birthdate" DATE NOT NULL,
    "public_short_name" VARCHAR(60),
    "exclude_from_maillists" BOOLEAN NOT NULL DEFAULT false,
    "preferred_language" "Language" NOT NULL DEFAULT 'de',
    "needs_bank_info" BOOLEAN NOT NULL DEFAULT false,
    "avatar_id" INTEGER,
    "avatar_hidden" BOOLEAN NOT NULL DEFAULT false,
    "phone_number" VARCHAR(60),
    "mobile_phone" VARCHAR(60),
    "address_1" VARCHAR(80),
    "address_2" VARCHAR(80),
    "zip_code" VARCHAR(16),
    "city" VARCHAR(60),
    "region" VARCHAR(60),
    "country" CHAR(2),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "persons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bank_infos" (
    "person_id" INTEGER NOT NULL,
    "account_holder" VARCHAR(120) NOT NULL,
    "iban_encrypted" TEXT NOT NULL,
    "iban_end" VARCHAR(4) NOT NULL,
    "bic" VARCHAR(11),
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bank_infos_pkey" PRIMARY KEY ("person_id")
);

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" SERIAL NOT NULL,
    "association_id" INTEGER NOT NULL,
    "sport_id" INTEGER,
    "name" VARCHAR(80) NOT NULL,
    "available_intervals" INTEGER[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "memberships" (
    "id" SERIAL NOT NULL,
    "person_id" INTEGER NOT NULL,
    "club_id" INTEGER NOT NULL,
    "sport_id" INTEGER NOT NULL,
    "team_id" INTEGER,
    "jersey_number" VARCHAR(3),
    "positions" "PlayerPosition"[],
    "is_alumni" BOOLEAN NOT NULL DEFAULT false,
    "subscription_id" INTEGER,
    "billing_interval" INTEGER,
    "active_from" DATE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "active_to" DATE,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "memberships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_history" (
    "id" SERIAL NOT NULL,
    "membership_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "active_from" DATE NOT NULL,
    "active_to" DATE,

    CONSTRAINT "team_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "international_teams" (
    "id" SERIAL NOT NULL,
    "association_id" INTEGER NOT NULL,
    "sport_id" INTEGER NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "country_code" CHAR(3) NOT NULL,

    CONSTRAINT "international_teams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "international_players" (
    "id" SERIAL NOT NULL,
    "person_id" INTEGER NOT NULL,
    "international_team_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "international_players_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "licenses" (
    "id" SERIAL NOT NULL,
    "association_id" INTEGER NOT NULL,
    "sport_id" INTEGER,
    "name" VARCHAR(80) NOT NULL,
    "abbreviation" VARCHAR(12) NOT NULL,
    "caption" VARCHAR(120),
    "color" VARCHAR(20) NOT NULL DEFAULT 'gray',
    "is_referee" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "licenses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "license_levels" (
    "id" SERIAL NOT NULL,
    "license_id" INTEGER NOT NULL,
    "level" INTEGER NOT NULL,
    "caption" VARCHAR(60) NOT NULL,
    "color" VARCHAR(20) NOT NULL DEFAULT 'gray',

    CONSTRAINT "license_levels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "person_licenses" (
    "id" SERIAL NOT NULL,
    "person_id" INTEGER NOT NULL,
    "license_id" INTEGER NOT NULL,
    "level" INTEGER NOT NULL,
    "valid_from" DATE NOT NULL,
    "valid_to" DATE,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "person_licenses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tags" (
    "id" SERIAL NOT NULL,
    "association_id" INTEGER NOT NULL,
    "name" VARCHAR(60) NOT NULL,

    CONSTRAINT "tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "person_tags" (
    "person_id" INTEGER NOT NULL,
    "tag_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "person_tags_pkey" PRIMARY KEY ("person_id","tag_id")
);

-- CreateTable
CREATE TABLE "acl_rules" (
    "id" SERIAL NOT NULL,
    "person_id" INTEGER NOT NULL,
    "role" "Role" NOT NULL,
    "association_id" INTEGER,
    "region_id" INTEGER,
    "competition_id" INTEGER,
    "club_id" INTEGER,
    "team_id" INTEGER,
    "meta" JSONB NOT NULL DEFAULT '{}',
    "revocable" BOOLEAN NOT NULL DEFAULT false,
    "granted_by_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "acl_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processes" (
    "id" SERIAL NOT NULL,
    "type" "ProcessType" NOT NULL,
    "status" "ProcessStatus" NOT NULL DEFAULT 'open',
    "person_id" INTEGER NOT NULL,
    "membership_id" INTEGER,
    "association_id" INTEGER NOT NULL,
    "from_club_id" INTEGER,
    "from_team_id" INTEGER,
    "to_club_id" INTEGER,
    "to_team_id" INTEGER,
    "started_by_id" INTEGER,
    "forced" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMP(3),

    CONSTRAINT "processes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "required_approvals" (
    "id" SERIAL NOT NULL,
    "process_id" INTEGER NOT NULL,
    "approver" "ApproverGroup" NOT NULL,
    "state" "ApprovalState" NOT NULL DEFAULT 'pending',
    "context_association_id" INTEGER,
    "context_club_id" INTEGER,
    "context_competition_id" INTEGER,
    "given_by_id" INTEGER,
    "given_at" TIMESTAMP(3),

    CONSTRAINT "required_approvals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "terms" (
    "id" SERIAL NOT NULL,
    "product" VARCHAR(40) NOT NULL,
    "association_id" INTEGER,
    "club_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "terms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "term_versions" (
    "id" SERIAL NOT NULL,
    "term_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "title" JSONB NOT NULL,
    "content" JSONB NOT NULL,
    "checkboxes" JSONB NOT NULL DEFAULT '{}',
    "published_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "term_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consents" (
    "id" SERIAL NOT NULL,
    "person_id" INTEGER NOT NULL,
    "term_version_id" INTEGER NOT NULL,
    "consented_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seasons" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(40) NOT NULL,
    "starts_on" DATE NOT NULL,
    "ends_on" DATE NOT NULL,

    CONSTRAINT "seasons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "competitions" (
    "id" SERIAL NOT NULL,
    "association_id" INTEGER NOT NULL,
    "sport_id" INTEGER NOT NULL,
    "kind" "CompetitionKind" NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "points_win" INTEGER NOT NULL DEFAULT 2,
    "points_tie" INTEGER NOT NULL DEFAULT 1,
    "points_loss" INTEGER NOT NULL DEFAULT 0,
    "default_season_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "competitions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "groups" (
    "id" SERIAL NOT NULL,
    "competition_id" INTEGER NOT NULL,
    "season_id" INTEGER NOT NULL,
    "name" VARCHAR(60),
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group_teams" (
    "group_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,

    CONSTRAINT "group_teams_pkey" PRIMARY KEY ("group_id","team_id")
);

-- CreateTable
CREATE TABLE "games" (
    "id" SERIAL NOT NULL,
    "competition_id" INTEGER NOT NULL,
    "season_id" INTEGER NOT NULL,
    "group_id" INTEGER,
    "number" INTEGER NOT NULL,
    "kickoff_time" TIMESTAMP(3) NOT NULL,
    "started_at" TIMESTAMP(3),
    "finished_at" TIMESTAMP(3),
    "location" VARCHAR(120),
    "home_team_id" INTEGER NOT NULL,
    "away_team_id" INTEGER NOT NULL,
    "home_score" INTEGER NOT NULL DEFAULT 0,
    "away_score" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "games_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_lineups" (
    "game_id" INTEGER NOT NULL,
    "membership_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,
    "jersey_number" VARCHAR(3),

    CONSTRAINT "game_lineups_pkey" PRIMARY KEY ("game_id","membership_id")
);

-- CreateTable
CREATE TABLE "game_events" (
    "id" SERIAL NOT NULL,
    "game_id" INTEGER NOT NULL,
    "type" "GameEventType" NOT NULL,
    "event_time" INTEGER NOT NULL,
    "team_id" INTEGER,
    "away_team" BOOLEAN NOT NULL DEFAULT false,
    "membership_id" INTEGER,
    "assist_membership_id" INTEGER,
    "jersey_number" VARCHAR(3),
    "foul_kind" "FoulKind",
    "penalty_seconds" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "game_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "game_officials" (
    "game_id" INTEGER NOT NULL,
    "person_id" INTEGER NOT NULL,
    "role" VARCHAR(20) NOT NULL DEFAULT 'referee',

    CONSTRAINT "game_officials_pkey" PRIMARY KEY ("game_id","person_id")
);

-- CreateTable
CREATE TABLE "game_tasks" (
    "id" SERIAL NOT NULL,
    "game_id" INTEGER NOT NULL,
    "person_id" INTEGER NOT NULL,
    "type" "GameTaskType" NOT NULL,
    "state" "GameTaskState" NOT NULL DEFAULT 'open',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "done_at" TIMESTAMP(3),

    CONSTRAINT "game_tasks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "announcements" (
    "id" SERIAL NOT NULL,
    "association_id" INTEGER,
    "title" VARCHAR(160) NOT NULL,
    "body_html" TEXT NOT NULL,
    "published_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3),

    CONSTRAINT "announcements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" SERIAL NOT NULL,
    "person_id" INTEGER NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "purpose" "TokenPurpose" NOT NULL DEFAULT 'reset',
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "avatar_reports" (
    "id" SERIAL NOT NULL,
    "person_id" INTEGER NOT NULL,
    "reporter_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "handled_at" TIMESTAMP(3),

    CONSTRAINT "avatar_reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session" (
    "sid" VARCHAR NOT NULL,
    "sess" JSON NOT NULL,
    "expire" TIMESTAMP(6) NOT NULL,

    CONSTRAINT "session_pkey" PRIMARY KEY ("sid")
);

-- CreateTable
CREATE TABLE "rate_limit_hits" (
    "key" VARCHAR(200) NOT NULL,
    "hits" INTEGER NOT NULL,
    "reset_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "audit_entries" (
    "id" SERIAL NOT NULL,
    "subject_id" INTEGER,
    "actor_id" INTEGER,
    "action" VARCHAR(60) NOT NULL,
    "entity" VARCHAR(40) NOT NULL,
    "entity_id" INTEGER,
    "data" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "app_settings" (
    "key" VARCHAR(80) NOT NULL,
    "value" JSONB NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "app_settings_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "sports_key_key" ON "sports"("key");

-- CreateIndex
CREATE UNIQUE INDEX "associations_abbreviation_key" ON "associations"("abbreviation");

-- CreateIndex
CREATE INDEX "association_sports_sport_id_idx" ON "association_sports"("sport_id");

-- CreateIndex
CREATE UNIQUE INDEX "regions_association_id_name_key" ON "regions"("association_id", "name");

-- CreateIndex
CREATE INDEX "clubs_association_id_name_idx" ON "clubs"("association_id", "name");

-- CreateIndex
CREATE INDEX "clubs_region_id_idx" ON "clubs"("region_id");

-- CreateIndex
CREATE INDEX "clubs_name_idx" ON "clubs"("name");

-- CreateIndex
CREATE INDEX "club_sports_sport_id_idx" ON "club_sports"("sport_id");

-- CreateIndex
CREATE INDEX "club_fields_club_id_name_idx" ON "club_fields"("club_id", "name");

-- CreateIndex
CREATE INDEX "club_contacts_person_id_idx" ON "club_contacts"("person_id");

-- CreateIndex
CREATE INDEX "teams_club_id_sport_id_idx" ON "teams"("club_id", "sport_id");

-- CreateIndex
CREATE INDEX "teams_sport_id_idx" ON "teams"("sport_id");

-- CreateIndex
CREATE INDEX "teams_name_idx" ON "teams"("name");

-- CreateIndex
CREATE UNIQUE INDEX "persons_uuid_key" ON "persons"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "persons_email_key" ON "persons"("email");

-- CreateIndex
CREATE INDEX "persons_lastname_firstname_idx" ON "persons"("lastname", "firstname");

-- CreateIndex
CREATE INDEX "persons_created_at_idx" ON "persons"("created_at");

-- CreateIndex
CREATE INDEX "persons_gender_idx" ON "persons"("gender");

-- CreateIndex
CREATE INDEX "persons_birthdate_idx" ON "persons"("birthdate");

-- CreateIndex
CREATE INDEX "subscriptions_association_id_sport_id_idx" ON "subscriptions"("association_id", "sport_id");

-- CreateIndex
CREATE INDEX "memberships_person_id_idx" ON "memberships"("person_id");

-- CreateIndex
CREATE INDEX "memberships_club_id_sport_id_idx" ON "memberships"("club_id", "sport_id");

-- CreateIndex
CREATE INDEX "memberships_team_id_idx" ON "memberships"("team_id");

-- CreateIndex
CREATE INDEX "memberships_sport_id_idx" ON "memberships"("sport_id");

-- CreateIndex
CREATE INDEX "memberships_is_alumni_idx" ON "memberships"("is_alumni");

-- CreateIndex
CREATE INDEX "team_history_membership_id_active_from_idx" ON "team_history"("membership_id", "active_from");

-- CreateIndex
CREATE INDEX "team_history_team_id_idx" ON "team_history"("team_id");

-- CreateIndex
CREATE INDEX "international_teams_association_id_idx" ON "international_teams"("association_id");

-- CreateIndex
CREATE INDEX "international_players_international_team_id_idx" ON "international_players"("international_team_id");

-- CreateIndex
CREATE UNIQUE INDEX "international_players_person_id_international_team_id_key" ON "international_players"("person_id", "international_team_id");

-- CreateIndex
CREATE INDEX "licenses_association_id_idx" ON "licenses"("association_id");

-- CreateIndex
CREATE UNIQUE INDEX "license_levels_license_id_level_key" ON "license_levels"("license_id", "level");

-- CreateIndex
CREATE INDEX "person_licenses_license_id_idx" ON "person_licenses"("license_id");

-- CreateIndex
CREATE UNIQUE INDEX "person_licenses_person_id_license_id_key" ON "person_licenses"("person_id", "license_id");

-- CreateIndex
CREATE UNIQUE INDEX "tags_association_id_name_key" ON "tags"("association_id", "name");

-- CreateIndex
CREATE INDEX "person_tags_tag_id_idx" ON "person_tags"("tag_id");

-- CreateIndex
CREATE INDEX "acl_rules_person_id_idx" ON "acl_rules"("person_id");

-- CreateIndex
CREATE INDEX "acl_rules_role_idx" ON "acl_rules"("role");

-- CreateIndex
CREATE INDEX "acl_rules_club_id_idx" ON "acl_rules"("club_id");

-- CreateIndex
CREATE INDEX "acl_rules_team_id_idx" ON "acl_rules"("team_id");

-- CreateIndex
CREATE INDEX "acl_rules_competition_id_idx" ON "acl_rules"("competition_id");

-- CreateIndex
CREATE INDEX "acl_rules_association_id_idx" ON "acl_rules"("association_id");

-- CreateIndex
CREATE INDEX "processes_status_created_at_idx" ON "processes"("status", "created_at");

-- CreateIndex
CREATE INDEX "processes_person_id_idx" ON "processes"("person_id");

-- CreateIndex
CREATE INDEX "processes_membership_id_status_idx" ON "processes"("membership_id", "status");

-- CreateIndex
CREATE INDEX "processes_association_id_status_idx" ON "processes"("association_id", "status");

-- CreateIndex
CREATE INDEX "required_approvals_state_context_club_id_idx" ON "required_approvals"("state", "context_club_id");

-- CreateIndex
CREATE INDEX "required_approvals_state_context_competition_id_idx" ON "required_approvals"("state", "context_competition_id");

-- CreateIndex
CREATE INDEX "required_approvals_state_context_association_id_idx" ON "required_approvals"("state", "context_association_id");

-- CreateIndex
CREATE UNIQUE INDEX "required_approvals_process_id_approver_key" ON "required_approvals"("process_id", "approver");

-- CreateIndex
CREATE INDEX "terms_product_idx" ON "terms"("product");

-- CreateIndex
CREATE INDEX "terms_association_id_idx" ON "terms"("association_id");

-- CreateIndex
CREATE INDEX "terms_club_id_idx" ON "terms"("club_id");

-- CreateIndex
CREATE UNIQUE INDEX "term_versions_term_id_version_key" ON "term_versions"("term_id", "version");

-- CreateIndex
CREATE INDEX "consents_term_version_id_idx" ON "consents"("term_version_id");

-- CreateIndex
CREATE UNIQUE INDEX "consents_person_id_term_version_id_key" ON "consents"("person_id", "term_version_id");

-- CreateIndex
CREATE UNIQUE INDEX "seasons_name_key" ON "seasons"("name");

-- CreateIndex
CREATE INDEX "competitions_association_id_kind_name_idx" ON "competitions"("association_id", "kind", "name");

-- CreateIndex
CREATE INDEX "groups_competition_id_season_id_position_idx" ON "groups"("competition_id", "season_id", "position");

-- CreateIndex
CREATE INDEX "group_teams_team_id_idx" ON "group_teams"("team_id");

-- CreateIndex
CREATE INDEX "games_competition_id_season_id_kickoff_time_idx" ON "games"("competition_id", "season_id", "kickoff_time");

-- CreateIndex
CREATE INDEX "games_home_team_id_kickoff_time_idx" ON "games"("home_team_id", "kickoff_time");

-- CreateIndex
CREATE INDEX "games_away_team_id_kickoff_time_idx" ON "games"("away_team_id", "kickoff_time");

-- CreateIndex
CREATE INDEX "games_kickoff_time_idx" ON "games"("kickoff_time");

-- CreateIndex
CREATE UNIQUE INDEX "games_competition_id_season_id_number_key" ON "games"("competition_id", "season_id", "number");

-- CreateIndex
CREATE INDEX "game_lineups_membership_id_idx" ON "game_lineups"("membership_id");

-- CreateIndex
CREATE INDEX "game_lineups_team_id_idx" ON "game_lineups"("team_id");

-- CreateIndex
CREATE INDEX "game_events_game_id_event_time_idx" ON "game_events"("game_id", "event_time");

-- CreateIndex
CREATE INDEX "game_events_membership_id_type_idx" ON "game_events"("membership_id", "type");

-- CreateIndex
CREATE INDEX "game_events_assist_membership_id_idx" ON "game_events"("assist_membership_id");

-- CreateIndex
CREATE INDEX "game_officials_person_id_idx" ON "game_officials"("person_id");

-- CreateIndex
CREATE INDEX "game_tasks_person_id_state_idx" ON "game_tasks"("person_id", "state");

-- CreateIndex
CREATE UNIQUE INDEX "game_tasks_game_id_person_id_type_key" ON "game_tasks"("game_id", "person_id", "type");

-- CreateIndex
CREATE INDEX "announcements_association_id_published_at_idx" ON "announcements"("association_id", "published_at");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_person_id_idx" ON "password_reset_tokens"("person_id");

-- CreateIndex
CREATE INDEX "avatar_reports_person_id_handled_at_idx" ON "avatar_reports"("person_id", "handled_at");

-- CreateIndex
CREATE INDEX "session_expire_idx" ON "session"("expire");

-- CreateIndex
CREATE INDEX "rate_limit_hits_reset_at_idx" ON "rate_limit_hits"("reset_at");

-- CreateIndex
CREATE INDEX "audit_entries_subject_id_created_at_idx" ON "audit_entries"("subject_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_entries_actor_id_created_at_idx" ON "audit_entries"("actor_id", "created_at");

-- AddForeignKey
ALTER TABLE "association_sports" ADD CONSTRAINT "association_sports_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "association_sports" ADD CONSTRAINT "association_sports_sport_id_fkey" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "regions" ADD CONSTRAINT "regions_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_region_id_fkey" FOREIGN KEY ("region_id") REFERENCES "regions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_logo_id_fkey" FOREIGN KEY ("logo_id") REFERENCES "images"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "club_sports" ADD CONSTRAINT "club_sports_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "club_sports" ADD CONSTRAINT "club_sports_sport_id_fkey" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "club_fields" ADD CONSTRAINT "club_fields_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "club_contacts" ADD CONSTRAINT "club_contacts_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "club_contacts" ADD CONSTRAINT "club_contacts_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "teams" ADD CONSTRAINT "teams_sport_id_fkey" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "persons" ADD CONSTRAINT "persons_avatar_id_fkey" FOREIGN KEY ("avatar_id") REFERENCES "images"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_infos" ADD CONSTRAINT "bank_infos_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_sport_id_fkey" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_sport_id_fkey" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_history" ADD CONSTRAINT "team_history_membership_id_fkey" FOREIGN KEY ("membership_id") REFERENCES "memberships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_history" ADD CONSTRAINT "team_history_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "international_teams" ADD CONSTRAINT "international_teams_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "international_teams" ADD CONSTRAINT "international_teams_sport_id_fkey" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "international_players" ADD CONSTRAINT "international_players_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "international_players" ADD CONSTRAINT "international_players_international_team_id_fkey" FOREIGN KEY ("international_team_id") REFERENCES "international_teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_sport_id_fkey" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_levels" ADD CONSTRAINT "license_levels_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "licenses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "person_licenses" ADD CONSTRAINT "person_licenses_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "person_licenses" ADD CONSTRAINT "person_licenses_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "licenses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tags" ADD CONSTRAINT "tags_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "person_tags" ADD CONSTRAINT "person_tags_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "person_tags" ADD CONSTRAINT "person_tags_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "acl_rules" ADD CONSTRAINT "acl_rules_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "acl_rules" ADD CONSTRAINT "acl_rules_granted_by_id_fkey" FOREIGN KEY ("granted_by_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "acl_rules" ADD CONSTRAINT "acl_rules_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "acl_rules" ADD CONSTRAINT "acl_rules_region_id_fkey" FOREIGN KEY ("region_id") REFERENCES "regions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "acl_rules" ADD CONSTRAINT "acl_rules_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "acl_rules" ADD CONSTRAINT "acl_rules_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "acl_rules" ADD CONSTRAINT "acl_rules_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "processes" ADD CONSTRAINT "processes_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "processes" ADD CONSTRAINT "processes_membership_id_fkey" FOREIGN KEY ("membership_id") REFERENCES "memberships"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "processes" ADD CONSTRAINT "processes_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "processes" ADD CONSTRAINT "processes_from_club_id_fkey" FOREIGN KEY ("from_club_id") REFERENCES "clubs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "processes" ADD CONSTRAINT "processes_from_team_id_fkey" FOREIGN KEY ("from_team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "processes" ADD CONSTRAINT "processes_to_club_id_fkey" FOREIGN KEY ("to_club_id") REFERENCES "clubs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "processes" ADD CONSTRAINT "processes_to_team_id_fkey" FOREIGN KEY ("to_team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "processes" ADD CONSTRAINT "processes_started_by_id_fkey" FOREIGN KEY ("started_by_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "required_approvals" ADD CONSTRAINT "required_approvals_process_id_fkey" FOREIGN KEY ("process_id") REFERENCES "processes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "required_approvals" ADD CONSTRAINT "required_approvals_context_association_id_fkey" FOREIGN KEY ("context_association_id") REFERENCES "associations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "required_approvals" ADD CONSTRAINT "required_approvals_context_club_id_fkey" FOREIGN KEY ("context_club_id") REFERENCES "clubs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "required_approvals" ADD CONSTRAINT "required_approvals_context_competition_id_fkey" FOREIGN KEY ("context_competition_id") REFERENCES "competitions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "required_approvals" ADD CONSTRAINT "required_approvals_given_by_id_fkey" FOREIGN KEY ("given_by_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "terms" ADD CONSTRAINT "terms_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "terms" ADD CONSTRAINT "terms_club_id_fkey" FOREIGN KEY ("club_id") REFERENCES "clubs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "term_versions" ADD CONSTRAINT "term_versions_term_id_fkey" FOREIGN KEY ("term_id") REFERENCES "terms"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consents" ADD CONSTRAINT "consents_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consents" ADD CONSTRAINT "consents_term_version_id_fkey" FOREIGN KEY ("term_version_id") REFERENCES "term_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_sport_id_fkey" FOREIGN KEY ("sport_id") REFERENCES "sports"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_default_season_id_fkey" FOREIGN KEY ("default_season_id") REFERENCES "seasons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "groups" ADD CONSTRAINT "groups_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "groups" ADD CONSTRAINT "groups_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_teams" ADD CONSTRAINT "group_teams_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_teams" ADD CONSTRAINT "group_teams_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_competition_id_fkey" FOREIGN KEY ("competition_id") REFERENCES "competitions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_season_id_fkey" FOREIGN KEY ("season_id") REFERENCES "seasons"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_fkey" FOREIGN KEY ("home_team_id") REFERENCES "teams"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_fkey" FOREIGN KEY ("away_team_id") REFERENCES "teams"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_membership_id_fkey" FOREIGN KEY ("membership_id") REFERENCES "memberships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_membership_id_fkey" FOREIGN KEY ("membership_id") REFERENCES "memberships"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_assist_membership_id_fkey" FOREIGN KEY ("assist_membership_id") REFERENCES "memberships"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_officials" ADD CONSTRAINT "game_officials_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_officials" ADD CONSTRAINT "game_officials_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_tasks" ADD CONSTRAINT "game_tasks_game_id_fkey" FOREIGN KEY ("game_id") REFERENCES "games"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "game_tasks" ADD CONSTRAINT "game_tasks_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_association_id_fkey" FOREIGN KEY ("association_id") REFERENCES "associations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "avatar_reports" ADD CONSTRAINT "avatar_reports_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "avatar_reports" ADD CONSTRAINT "avatar_reports_reporter_id_fkey" FOREIGN KEY ("reporter_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_subject_id_fkey" FOREIGN KEY ("subject_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "persons"("id") ON DELETE SET NULL ON UPDATE CASCADE;
