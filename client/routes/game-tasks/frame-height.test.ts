/**
 * @jest-environment node
 */
// The game tasks frame follows only resize messages of its own origin, sent by the frame itself.
/// <reference types="jest" />
import { frameHeightOf } from './frame-height';

const frame = {} as Window;
const origin = 'https://portal.example.org';
const message = (data: unknown, from = origin, source: unknown = frame) =>
  ({ origin: from, data, source }) as Pick<MessageEvent, 'origin' | 'data' | 'source'>;

describe('frameHeightOf', () => {
  it('answers the height of a resize message of the frame', () => {
    expect(frameHeightOf(message({ type: 'game-tasks:resize', height: 321.4 }), frame, origin)).toBe(322);
  });
  it('ignores other origins, other windows and other messages', () => {
    expect(frameHeightOf(message({ type: 'game-tasks:resize', height: 300 }, 'https://evil.example'), frame, origin)).toBeNull();
    expect(frameHeightOf(message({ type: 'game-tasks:resize', height: 300 }, origin, {}), frame, origin)).toBeNull();
    expect(frameHeightOf(message({ type: 'other', height: 300 }), frame, origin)).toBeNull();
    expect(frameHeightOf(message({ type: 'game-tasks:resize', height: '300' }), frame, origin)).toBeNull();
    expect(frameHeightOf(message(null), frame, origin)).toBeNull();
    expect(frameHeightOf(message({ type: 'game-tasks:resize', height: 300 }), null, origin)).toBeNull();
  });
  it('keeps the height within bounds', () => {
    expect(frameHeightOf(message({ type: 'game-tasks:resize', height: 0 }), frame, origin)).toBe(80);
    expect(frameHeightOf(message({ type: 'game-tasks:resize', height: 1e9 }), frame, origin)).toBe(20_000);
  });
});
