// The zod-free copies in follows-store.ts and push.ts stay equal to the schemas' constants they stand for.
import { FOLLOW_TARGETS, MAX_FOLLOWS, MAX_MY_TEAMS, MAX_TOPICS, PUSH_EVENTS } from '../../shared/schemas/follows';
import { FOLLOW_KINDS, FOLLOWS_LIMIT, GUEST_TEAMS_LIMIT } from './follows-store';
import { ALL_PUSH_EVENTS, TOPICS_LIMIT } from './push';

test('the browser modules name the same targets, events and limits as the API', () => {
  expect(FOLLOW_KINDS).toEqual(FOLLOW_TARGETS);
  expect(FOLLOWS_LIMIT).toBe(MAX_FOLLOWS);
  expect(GUEST_TEAMS_LIMIT).toBe(MAX_MY_TEAMS);
  expect(ALL_PUSH_EVENTS).toEqual(PUSH_EVENTS);
  expect(TOPICS_LIMIT).toBe(MAX_TOPICS);
});
