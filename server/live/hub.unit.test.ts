// The hub without sockets: one computation per burst of changes, the same bytes to every stream, a state not sent
// twice, the category's frame without the events, slow streams dropped, everything ended on close.
import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { AppError } from '../errors';
import { answerOf, type CachedAnswer } from '../domains/stats/cache';
import { COALESCE_MS, dataText, frame, LiveHub, MAX_BUFFERED_BYTES } from './hub';
import { parseChange } from './listener';

class FakeResponse extends EventEmitter {
  chunks: string[] = [];
  writableEnded = false;
  destroyed = false;
  writableLength = 0;
  statusCode = 0;
  socket: { destroyed: boolean; setNoDelay(): void } | null = { destroyed: false, setNoDelay() {} };
  headers: Record<string, string> = {};
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  set(headers: Record<string, string>) {
    Object.assign(this.headers, headers);
    return this;
  }
  removeHeader() {}
  flushHeaders() {}
  write(chunk: string | Buffer) {
    this.chunks.push(chunk.toString());
    return true;
  }
  end() {
    this.writableEnded = true;
    this.emit('close');
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
  events(name: string) {
    return this.chunks
      .join('')
      .split('\n\n')
      .filter((block) => block.startsWith(`event: ${name}\n`));
  }
}

const details = (score: number) => ({ category: { id: 7 }, game: { id: 1, home_score: score, events: [{ n: score }] } });

function world(computeMs = 0) {
  let score = 0;
  const calls = { n: 0 };
  const hub = new LiveHub(async (gameId) => {
    calls.n++;
    if (computeMs) await new Promise((r) => setTimeout(r, computeMs));
    if (gameId === 404) throw new AppError('NotFound');
    return answerOf(details(score), true);
  });
  const open = (channel: string, etag: string | null = null) => {
    const res = new FakeResponse();
    hub.open(res as unknown as Response, channel, frame('game', '{}'), etag);
    return res;
  };
  return { hub, calls, open, setScore: (s: number) => (score = s) };
}

const settle = () => new Promise((r) => setTimeout(r, COALESCE_MS * 5));

describe('LiveHub', () => {
  it('opens a stream with its headers, the retry hint and the first state', () => {
    const { open, hub } = world();
    const res = open('game:1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['Content-Type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['Cache-Control']).toBe('no-cache, no-transform');
    expect(res.chunks[0]).toMatch(/^retry: \d+\n\nevent: game\ndata: \{\}\n\n$/);
    expect(hub.size).toBe(1);
    res.emit('close');
    expect(hub.size).toBe(0);
    hub.close();
  });

  it('opens nothing for a viewer who left while the state was read', () => {
    const { hub } = world();
    const res = new FakeResponse();
    res.socket!.destroyed = true;
    hub.open(res as unknown as Response, 'game:1', frame('game', '{}'), null);
    expect(res.chunks).toEqual([]);
    expect(hub.size).toBe(0);
  });

  it('computes a burst of changes once and writes the same state to every stream, once', async () => {
    const { hub, calls, open, setScore } = world();
    const streams = Array.from({ length: 50 }, () => open('game:1'));
    setScore(3);
    for (let i = 0; i < 10; i++) hub.change({ gameId: 1, competitionId: 7 });
    await settle();
    expect(calls.n).toBe(1);
    const sent = streams.map((s) => s.events('game').slice(1));
    expect(sent.every((e) => e.length === 1 && e[0] === sent[0]![0])).toBe(true);
    expect(JSON.parse(sent[0]![0]!.split('data: ')[1]!)).toEqual(details(3));
    // A notification that changed nothing sends nothing.
    hub.change({ gameId: 1, competitionId: 7 });
    await settle();
    expect(streams[0]!.events('game')).toHaveLength(2);
    hub.close();
  });

  it('runs once more for a change during a computation, and ignores games nobody watches', async () => {
    const { hub, calls, open, setScore } = world(100);
    const res = open('game:1');
    hub.change({ gameId: 2, competitionId: 8 });
    hub.change({ gameId: 1, competitionId: 7 });
    // While the first computation runs (100 ms), two more changes: one more computation after it.
    await new Promise((r) => setTimeout(r, COALESCE_MS + 20));
    expect(calls.n).toBe(1);
    setScore(1);
    hub.change({ gameId: 1, competitionId: 7 });
    hub.change({ gameId: 1, competitionId: 7 });
    await new Promise((r) => setTimeout(r, 300));
    expect(calls.n).toBe(2);
    expect(res.events('game').at(-1)).toContain('"home_score":1');
    hub.close();
  });

  it('sends a category the changed game without its events, and `changed` for a removed game', async () => {
    const { hub, open } = world();
    const category = open('category:7');
    hub.change({ gameId: 1, competitionId: 7 });
    hub.change({ gameId: 404, competitionId: 7 });
    await settle();
    const [game] = category.events('game').slice(1);
    expect(JSON.parse(game!.split('data: ')[1]!)).toEqual({ id: 1, home_score: 0 });
    expect(category.events('changed')).toEqual(['event: changed\ndata: {"game_id":404}']);
    hub.close();
  });

  it('drops a stream that cannot keep up, and ends every stream on close', async () => {
    const { hub, open, setScore } = world();
    const slow = open('game:1');
    const fine = open('game:1');
    slow.writableLength = MAX_BUFFERED_BYTES + 1;
    setScore(5);
    hub.change({ gameId: 1, competitionId: 7 });
    await settle();
    expect(slow.destroyed).toBe(true);
    expect(hub.size).toBe(1);
    hub.close();
    expect(fine.writableEnded).toBe(true);
    expect(hub.size).toBe(0);
  });
});

describe('dataText and parseChange', () => {
  it('reads the inner data of a cached answer without parsing it', () => {
    const answer: CachedAnswer = answerOf({ a: [1, 2] }, false);
    expect(dataText(answer)).toBe('{"a":[1,2]}');
    expect(() => dataText({ body: '[1]', etag: '', live: false })).toThrow();
  });

  it('takes only well-formed notifications', () => {
    expect(parseChange('{"game_id":3,"competition_id":4}')).toEqual({ gameId: 3, competitionId: 4 });
    for (const bad of [undefined, '', 'x', '{"game_id":"3","competition_id":4}', '{"game_id":3}', 'null'])
      expect(parseChange(bad)).toBeNull();
  });
});
