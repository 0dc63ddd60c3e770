// How many live streams an instance and one client address may hold: beyond them a stream request answers 503 with
// Retry-After and the page keeps its 30 s refresh of the cached answer (docs/decisions/023-live-streams.md).
import v8 from 'node:v8';
import { AppError } from '../errors';

/** What an idle stream holds on the heap (socket, request, response, subscriber): 10.6 KB measured, with margin. */
export const STREAM_HEAP_BYTES = 12 * 1024;
/** The share of the heap the streams may take: the rest serves every other answer. */
export const STREAM_HEAP_SHARE = 0.45;
/** A hall's Wi-Fi puts many viewers behind one address: generous, yet one address cannot take an instance. */
export const STREAMS_PER_ADDRESS = 2_000;
/** Above this share of the heap limit in use, no new stream opens, whatever the count: the rest of the app comes first. */
export const STREAM_HEAP_CEILING = 0.75;
/** Seconds a refused client is asked to wait (the page refreshes its cached answer every 30 s meanwhile). */
export const STREAM_RETRY_AFTER_S = 30;

export interface StreamCaps {
  perInstance: number;
  perAddress: number;
  /** The share of the heap limit in use (0-1) at which streams are refused. */
  heapCeiling: number;
}

/** The share of the heap limit in use now. */
const heapInUse = () => {
  const heap = v8.getHeapStatistics();
  return heap.used_heap_size / heap.heap_size_limit;
};

/** The instance's cap from its heap limit (--max-old-space-size), unless the configuration names one. */
export function streamCaps(configured: Partial<StreamCaps> = {}, heapLimit = v8.getHeapStatistics().heap_size_limit): StreamCaps {
  return {
    perInstance: configured.perInstance ?? Math.max(100, Math.floor((heapLimit * STREAM_HEAP_SHARE) / STREAM_HEAP_BYTES)),
    perAddress: configured.perAddress ?? STREAMS_PER_ADDRESS,
    heapCeiling: configured.heapCeiling ?? STREAM_HEAP_CEILING,
  };
}

export const streamsFull = (why: string) =>
  new AppError('ServerBusy', `Live streams full: ${why}`, { extra: { retry_after: STREAM_RETRY_AFTER_S } });

/** Counts the open streams of the instance and per address; a slot is taken before the stream's work begins. */
export class StreamSlots {
  private open = 0;
  private readonly perAddress = new Map<string, number>();

  constructor(
    readonly caps: StreamCaps,
    private readonly heapShare: () => number = heapInUse,
  ) {}

  get size(): number {
    return this.open;
  }

  /** A slot for `address`, or 503 ServerBusy; the returned release gives it back (once, however often called). */
  take(address: string): () => void {
    if (this.open >= this.caps.perInstance) throw streamsFull('instance');
    if (this.heapShare() >= this.caps.heapCeiling) throw streamsFull('memory');
    const held = this.perAddress.get(address) ?? 0;
    if (held >= this.caps.perAddress) throw streamsFull('address');
    this.open++;
    this.perAddress.set(address, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open--;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }
}
