// A small Server-Sent Events reader for tests and the bench: node http (no browser), events parsed as they arrive.
import http from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
  at: number;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  /** The retry hint, once sent. */
  retry: number | null;
  /** Resolves with the first event (from `from` on) that matches, or rejects after `timeoutMs`. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  close(): void;
  closed: Promise<void>;
}

/** Opens `url` as an event stream; resolves once the headers are in (errors before the stream: ask with supertest). */
export function openSse(url: string, headers: Record<string, string> = {}, agent?: http.Agent): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { Accept: 'text/event-stream', ...headers }, agent }, (res) => {
      const events: SseEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let retry: number | null = null;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('retry: ')) retry = Number(line.slice(7));
          }
          if (data.length > 0) events.push({ event, data: data.join('\n'), at: performance.now() });
        }
        for (const wake of [...waiters]) wake();
      });
      const closed = new Promise<void>((done) => res.on('close', () => done()));
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        get retry() {
          return retry;
        },
        next(match, timeoutMs = 5_000, from = 0) {
          return new Promise((found, fail) => {
            const check = () => {
              const hit = events.slice(from).find(match);
              if (!hit) return false;
              clearTimeout(timer);
              waiters.delete(wake);
              found(hit);
              return true;
            };
            const wake = () => void check();
            const timer = setTimeout(() => {
              waiters.delete(wake);
              fail(new Error(`no matching event within ${timeoutMs} ms (got ${events.map((e) => e.event).join(', ')})`));
            }, timeoutMs);
            if (!check()) waiters.add(wake);
          });
        },
        close: () => req.destroy(),
        closed,
      };
      resolve(stream);
    });
    req.on('error', reject);
  });
}

/**
 * A superagent parser for a stream in a supertest call (`.buffer(true).parse(untilFirstEvent)`): an event stream is
 * read to its first event and then closed (it never ends by itself); any other answer (a 404's JSON) is read whole.
 */
export function untilFirstEvent(res: http.IncomingMessage, callback: (error: Error | null, body: unknown) => void): void {
  let text = '';
  let done = false;
  const finish = (body: unknown) => {
    if (done) return;
    done = true;
    callback(null, body);
  };
  const stream = /text\/event-stream/.test(String(res.headers['content-type']));
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    text += chunk;
    if (stream && /\ndata: .*\n\n/.test(text)) {
      res.destroy();
      finish(text);
    }
  });
  res.on('end', () => {
    if (stream) return finish(text);
    try {
      finish(JSON.parse(text));
    } catch {
      finish(text);
    }
  });
}
