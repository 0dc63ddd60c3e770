-- Follows of teams, competitions and games, and Web Push subscriptions with their deliveries (docs/decisions/056-follows-and-web-push.md)
CREATE TYPE "FollowTarget" AS ENUM ('team', 'competition', 'game');

CREATE TABLE "follows" (
    "id" SERIAL NOT NULL,
    "person_id" INTEGER NOT NULL,
    "target" "FollowTarget" NOT NULL,
    "target_id" INTEGER NOT NULL,
    "mail_events" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "follows_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "push_subscriptions" (
    "id" SERIAL NOT NULL,
    "endpoint" VARCHAR(1000) NOT NULL,
    "p256dh" VARCHAR(120) NOT NULL,
    "auth" VARCHAR(60) NOT NULL,
    "person_id" INTEGER,
    "language" VARCHAR(2) NOT NULL DEFAULT 'de',
    "quiet_start" INTEGER,
    "quiet_end" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "push_subscriptions_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "push_topics" (
    "subscription_id" INTEGER NOT NULL,
    "target" "FollowTarget" NOT NULL,
    "target_id" INTEGER NOT NULL,
    "events" INTEGER NOT NULL,

    CONSTRAINT "push_topics_pkey" PRIMARY KEY ("subscription_id","target","target_id")
);

CREATE TABLE "push_deliveries" (
    "notification_id" INTEGER NOT NULL,
    "subscription_id" INTEGER NOT NULL,
    "status" "NotificationStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" VARCHAR(300),
    "sent_at" TIMESTAMP(3),

    CONSTRAINT "push_deliveries_pkey" PRIMARY KEY ("notification_id","subscription_id")
);

CREATE UNIQUE INDEX "follows_person_id_target_target_id_key" ON "follows"("person_id", "target", "target_id");
CREATE INDEX "follows_target_target_id_idx" ON "follows"("target", "target_id");
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions"("endpoint");
CREATE INDEX "push_subscriptions_person_id_idx" ON "push_subscriptions"("person_id");
CREATE INDEX "push_topics_target_target_id_idx" ON "push_topics"("target", "target_id");
CREATE INDEX "push_deliveries_status_next_attempt_at_idx" ON "push_deliveries"("status", "next_attempt_at");
CREATE INDEX "push_deliveries_subscription_id_idx" ON "push_deliveries"("subscription_id");

ALTER TABLE "follows" ADD CONSTRAINT "follows_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "persons"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "push_topics" ADD CONSTRAINT "push_topics_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_notification_id_fkey" FOREIGN KEY ("notification_id") REFERENCES "notifications"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
