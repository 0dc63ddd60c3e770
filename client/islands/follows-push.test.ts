// The zod-free copies in follows-store.ts and push.ts stay equal to the schemas' constants they stand for.
import { FOLLOW_TARGETS, MAX_FOLLOWS, MAX_TOPICS, PUSH_EVENTS } from '../../shared/schemas/follows';
import { FOLLOW_KINDS, FOLLOWS_LIMIT } from './follows-store';
import { ALL_PUSH_EVENTS, TOPICS_LIMIT } from './push';

test('the browser modules name the same targets, events and limits as the API', () => {
  expect(FOLLOW_KINDS).toEqual(FOLLOW_TARGETS);
  expect(FOLLOWS_LIMIT).toBe(MAX_FOLLOWS);
  expect(ALL_PUSH_EVENTS).toEqual(PUSH_EVENTS);
  expect(TOPICS_LIMIT).toBe(MAX_TOPICS);
});
