// What the supervisor's test and the benches share when they run the built server as npm start does: its production
// Node flags, and its log read line by line as pino writes it.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** The production heap limits and flags (scripts/server-flags.json), as npm start passes them. */
export const SERVER_FLAGS: string[] = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'scripts', 'server-flags.json'), 'utf8')) as { node: string[] }
).node;

/**
 * Calls `onEntry` with each JSON log entry the stream writes (a line that is not JSON, such as the start-up text,
 * is skipped) and `onText` with every chunk as it comes.
 */
export function readLogEntries<T = Record<string, unknown>>(
  stream: Readable,
  onEntry: (entry: T) => void,
  onText: (text: string) => void = () => undefined,
): void {
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    onText(text);
    const parts = (pending + text).split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) {
      if (!part.startsWith('{')) continue;
      try {
        onEntry(JSON.parse(part) as T);
      } catch {
        // a line that only looks like JSON
      }
    }
  });
}
