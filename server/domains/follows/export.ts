// A member's follows and push subscriptions as their data export ("My data") shows them.
import { eventsOf } from '../../../shared/schemas/follows';
import { db } from '../../db/client';

export async function personFollowsExport(personId: number) {
  const [follows, subscriptions] = await Promise.all([
    db().follow.findMany({ where: { personId }, orderBy: { id: 'asc' } }),
    db().pushSubscription.findMany({
      where: { personId },
      orderBy: { id: 'asc' },
      select: { endpoint: true, language: true, quietStart: true, quietEnd: true, createdAt: true, topics: true },
    }),
  ]);
  return {
    follows: follows.map((f) => ({
      target: f.target,
      id: f.targetId,
      mail_events: eventsOf(f.mailEvents),
      created_at: f.createdAt.toISOString(),
    })),
    push_subscriptions: subscriptions.map((s) => ({
      service: new URL(s.endpoint).host,
      language: s.language,
      quiet_start_minute: s.quietStart,
      quiet_end_minute: s.quietEnd,
      topics: s.topics.map((t) => ({ target: t.target, id: t.targetId, events: eventsOf(t.events) })),
      created_at: s.createdAt.toISOString(),
    })),
  };
}
